import { ENUMERATIONS, enumLabel, searchText } from '@portal/domain';
import { yesNo, yesNoFilter } from '../../../components/admin-list/list-filters';
import type { DataTableColumn, DataTableFilter } from '../../../components/data-table/data-table';
import type { PortalProgram } from '../../../lib/programs';
import type { SchoolListBinding, SchoolListRow } from './schools.queries';

/** The newest application in the row (the API lists them newest first). */
export function newestApplication(
  row: SchoolListRow,
): SchoolListRow['applications'][number] | undefined {
  return row.applications[0];
}

export const programStatusLabel = (row: SchoolListRow) =>
  enumLabel('programStatuses', row.programStatus);

const applicationStatusLabel = (row: SchoolListRow) =>
  enumLabel('applicationStatuses', newestApplication(row)?.status);

/**
 * Spec 3 §2 "School lists": the columns of the three programs' lists; the second is the
 * program's own id of the school, headed as the program's binding says. The program's own
 * columns, if its binding has any, come before Archived.
 */
export function schoolColumns(binding: SchoolListBinding): DataTableColumn<SchoolListRow>[] {
  return [
    { key: 'name', header: 'Name', value: (row) => row.name },
    { key: 'programId', header: binding.programIdHeader, value: (row) => row.programId },
    { key: 'district', header: 'District', value: (row) => row.districtName },
    { key: 'programStatus', header: 'Program Status', value: programStatusLabel },
    { key: 'applicationStatus', header: 'Application Status', value: applicationStatusLabel },
    { key: 'returning', header: 'Returning', value: (row) => row.returning },
    { key: 'principal', header: 'Principal', value: (row) => row.principalName },
    { key: 'contact', header: 'Contact', value: (row) => row.contactName },
    ...(binding.columns ?? []),
    { key: 'archived', header: 'Archived', value: (row) => yesNo(row.deletedAt != null) },
  ];
}

/** Archived (default No), Program Status and Application Status. */
export function schoolFilters(program: PortalProgram): DataTableFilter<SchoolListRow>[] {
  return [
    yesNoFilter('archived', 'Archived', (row) => row.deletedAt != null),
    {
      key: 'programStatus',
      label: 'Program Status',
      options: ENUMERATIONS.programStatuses.options,
      defaultValue: 'all',
      test: (row, value) => row.programStatus === value,
    },
    {
      key: 'applicationStatus',
      label: 'Application Status',
      options: program.statuses.map((status) => ({
        value: status,
        label: enumLabel('applicationStatuses', status),
      })),
      defaultValue: 'all',
      test: (row, value) => newestApplication(row)?.status === value,
    },
  ];
}

/** What the search box looks in: name, program id, district, city, principal and contact. */
export function schoolSearchText(row: SchoolListRow): string {
  return searchText([
    row.name,
    row.programId,
    row.districtName,
    row.city,
    row.principalName,
    row.principalEmail,
    row.contactName,
    row.contactEmail,
  ]);
}

export const schoolRowKey = (row: SchoolListRow) => String(row.schoolId);
