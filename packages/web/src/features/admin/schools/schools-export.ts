import { enumLabel, formatPhone, formatShortDate } from '@portal/domain';
import type { SheetCell, SheetData } from '../../../lib/spreadsheet';
import { yesNo } from '../../../components/admin-list/list-filters';
import { programStatusLabel } from './school-columns';
import type {
  SchoolExportApplication,
  SchoolExportRow,
  SchoolListBinding,
} from './schools.queries';

export const SCHOOLS_EXPORT_FILE = 'schools.xlsx';
export const SCHOOLS_EXPORT_SHEET = 'Schools';

/** The headers of the schools export, with the program's id header second. */
export function schoolsExportHeaders(binding: SchoolListBinding): string[] {
  return [
    'School Name',
    binding.programIdHeader,
    'District',
    'Address',
    'City',
    'County',
    'Zip',
    'Program Status',
    'Returning',
    'Term',
    'Application Status',
    'Submitted At',
    'Submitted By',
    'Continuation',
    'Total Enrollment',
    'Reduced Lunch',
    'Free Lunch',
    'Principal',
    'Principal Email',
    'Contact',
    'Contact Email',
    'Contact Phone',
    'Archived',
  ];
}

/** A blank is an empty cell. */
const text = (value: string | null | undefined): SheetCell => value || null;

function applicationCells(application: SchoolExportApplication | undefined): SheetCell[] {
  if (!application) return [null, null, null, null, null, null, null, null];
  return [
    text(application.termFormattedShort),
    text(enumLabel('applicationStatuses', application.status)),
    text(formatShortDate(application.submittedAt)),
    text(application.submittedByName),
    yesNo(application.isContinuation),
    application.numTotalEnrollment,
    application.numReducedLunch,
    application.numFreeLunch,
  ];
}

/**
 * Spec 3 §7 "Schools export has one row per application": each school given (the rows the
 * table shows, in its order, as the export query answers them) repeats its school cells on a row per application, newest first;
 * a school without applications has one row with the application cells blank. Dates are M-D-YY
 * in UTC. Text is raw here: the export button makes it safe to open.
 */
export function schoolsExportRows(rows: readonly SchoolExportRow[]): SheetCell[][] {
  return rows.flatMap((row) => {
    const before: SheetCell[] = [
      text(row.name),
      text(row.programId),
      text(row.districtName),
      text(row.address1),
      text(row.city),
      text(enumLabel('counties', row.county)),
      text(row.zip),
      text(programStatusLabel(row)),
      text(row.returning),
    ];
    const after: SheetCell[] = [
      text(row.principalName),
      text(row.principalEmail),
      text(row.contactName),
      text(row.contactEmail),
      text(formatPhone(row.contactPhone)),
      yesNo(row.deletedAt != null),
    ];
    const applications = row.applications.length > 0 ? row.applications : [undefined];
    return applications.map((application) => [
      ...before,
      ...applicationCells(application),
      ...after,
    ]);
  });
}

/** The one sheet of schools.xlsx. */
export function schoolsExportSheet(
  binding: SchoolListBinding,
  rows: readonly SchoolExportRow[],
): SheetData {
  return {
    name: SCHOOLS_EXPORT_SHEET,
    columns: schoolsExportHeaders(binding).map((header) => ({ header })),
    rows: schoolsExportRows(rows),
  };
}
