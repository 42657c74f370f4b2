import { SCHOOL_LIST_COLUMNS, enumLabel, schoolListSpec } from '@portal/domain';
import type { DataTableColumn, DataTableFilter } from '../../../components/data-table/data-table';
import type { PortalProgram } from '../../../lib/programs';
import type { SchoolListBinding, SchoolListRow } from './schools.queries';

export const programStatusLabel = (row: { programStatus?: string | null }) =>
  enumLabel('programStatuses', row.programStatus);

const c = SCHOOL_LIST_COLUMNS;

/**
 * Spec 3 §2 "School lists": the columns of the three programs' lists, on the domain's spec
 * (schoolListSpec: what the server sorts by), with their headers; the second is the program's
 * own id of the school, headed as the program's binding says. The program's own columns, if
 * its binding has any, come before Archived.
 */
export function schoolColumns(binding: SchoolListBinding): DataTableColumn<SchoolListRow>[] {
  return [
    { ...c.name, header: 'Name' },
    { ...c.programId, header: binding.programIdHeader },
    { ...c.district, header: 'District' },
    { ...c.programStatus, header: 'Program Status' },
    { ...c.applicationStatus, header: 'Application Status' },
    { ...c.returning, header: 'Returning' },
    { ...c.principal, header: 'Principal' },
    { ...c.contact, header: 'Contact' },
    ...(binding.columns ?? []),
    { ...c.archived, header: 'Archived' },
  ];
}

const FILTER_LABELS: Record<string, string> = {
  archived: 'Archived',
  programStatus: 'Program Status',
  applicationStatus: 'Application Status',
};

/** The spec's filters with their labels: Archived (default No), Program and Application Status. */
export function schoolFilters(program: PortalProgram): DataTableFilter<SchoolListRow>[] {
  return (schoolListSpec(program).filters ?? []).map((filter) => ({
    ...filter,
    label: FILTER_LABELS[filter.key] ?? filter.key,
  }));
}

export const schoolRowKey = (row: SchoolListRow) => String(row.schoolId);
