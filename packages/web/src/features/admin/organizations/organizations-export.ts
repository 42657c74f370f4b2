import { enumLabel, formatPhone, formatShortDate } from '@portal/domain';
import type { SheetCell, SheetData } from '../../../lib/spreadsheet';
import { yesNo } from '../../../components/admin-list/list-filters';
import { labels, rowsPerApplication, text } from '../holders/export-cells';
import { programStatusLabel } from '../holders/holder-columns';
import type {
  OrganizationExportApplication,
  OrganizationExportMember,
  OrganizationExportRow,
} from './organizations.queries';

export const ORGANIZATIONS_EXPORT_FILE = 'organizations.xlsx';
export const ORGANIZATIONS_EXPORT_SHEET = 'Organizations';

const ORGANIZATION_HEADERS = [
  'Organization Name',
  'EIN',
  'Address 1',
  'Address 2',
  'City',
  'County',
  'State',
  'Zip',
  'Phone',
  'Website',
  'Program Status',
  'Returning',
  'Archived',
];

const APPLICATION_HEADERS = [
  'Application Year',
  'Application Status',
  'Submitted At',
  'Submitted By',
  'Submitted By Email',
  'Continuation',
  'Nonprofit',
  'Religious Organization',
  'Services',
  'Other Service',
  'Days of Operation',
  'Operating Hours Start',
  'Operating Hours End',
  'Gate Code',
  'People Served per Month',
  'Dry Storage',
  'Cooler Storage',
  'Freezer Storage',
  'Food Safety Certification',
  'Signed By',
];

const contactHeaders = (role: string) => [
  `${role} Name`,
  `${role} Title`,
  `${role} Phone`,
  `${role} Email`,
];

/**
 * The headers of the organizations export (ours, as the sites export of spec 3 §7): the
 * organization, the application, then both points of contact.
 */
export const ORGANIZATIONS_EXPORT_HEADERS: readonly string[] = [
  ...ORGANIZATION_HEADERS,
  ...APPLICATION_HEADERS,
  ...contactHeaders('Primary Contact'),
  ...contactHeaders('Secondary Contact'),
];

/** Yes, No, or an empty cell for an unanswered question. */
const answer = (value: boolean | null | undefined): SheetCell =>
  value == null ? null : yesNo(value);

function applicationCells(application: OrganizationExportApplication | undefined): SheetCell[] {
  if (!application) return APPLICATION_HEADERS.map(() => null);
  return [
    application.applicationYear,
    text(enumLabel('applicationStatuses', application.status)),
    text(formatShortDate(application.submittedAt)),
    text(application.submittedByName),
    text(application.submittedByEmail),
    yesNo(application.isContinuation),
    answer(application.isNonProfit),
    answer(application.isReligious),
    labels('partnerServicesServices', application.servicesInterest),
    text(application.servicesInterestOther),
    labels('daysOfWeek', application.daysOfOperation),
    text(application.operatingHoursStartTime),
    text(application.operatingHoursEndTime),
    text(application.gateCode),
    application.peopleServedPerMonth ?? null,
    answer(application.hasDryStorage),
    answer(application.hasCoolerStorage),
    answer(application.hasFreezerStorage),
    answer(application.hasFoodSafetyCertification),
    text(application.nameSign),
  ];
}

function contactCells(member: OrganizationExportMember | null | undefined): SheetCell[] {
  if (!member) return [null, null, null, null];
  return [
    text(member.fullName),
    text(member.title),
    text(formatPhone(member.phone)),
    text(member.email),
  ];
}

/**
 * One row per application of the organizations given (the rows the table shows, in its order,
 * as the export query answers them), newest first, the organization and contact cells repeated;
 * an organization without an application has one row with the application cells blank. Dates
 * are M-D-YY. Text is raw here: the export button makes it safe to open.
 */
export function organizationsExportRows(rows: readonly OrganizationExportRow[]): SheetCell[][] {
  return rows.flatMap((row) => {
    const organization: SheetCell[] = [
      text(row.name),
      text(row.einNumber),
      text(row.address1),
      text(row.address2),
      text(row.city),
      text(enumLabel('counties', row.county)),
      text(enumLabel('states', row.state)),
      text(row.zip),
      text(formatPhone(row.phone)),
      text(row.website),
      text(programStatusLabel(row)),
      text(row.returning),
      yesNo(row.deletedAt != null),
    ];
    const contacts = [
      ...contactCells(row.primaryPointOfContact),
      ...contactCells(row.secondaryPointOfContact),
    ];
    return rowsPerApplication(organization, row.applications, applicationCells, contacts);
  });
}

/** The one sheet of organizations.xlsx. */
export function organizationsExportSheet(rows: readonly OrganizationExportRow[]): SheetData {
  return {
    name: ORGANIZATIONS_EXPORT_SHEET,
    columns: ORGANIZATIONS_EXPORT_HEADERS.map((header) => ({ header })),
    rows: organizationsExportRows(rows),
  };
}
