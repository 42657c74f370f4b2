import { HOLDER_ARCHIVED_FILTER, ORGANIZATION_EIN_COLUMN } from '@portal/domain';
import type { DataTableColumn, DataTableFilter } from '../../../components/data-table/data-table';
import { HOLDER_COLUMNS_AFTER_NAME_SHOWN, holderNameColumn } from '../holders/holder-columns';
import type { OrganizationListRow } from './organizations.queries';

/**
 * The organizations list (issue 18, as spec 3 §2's sites list): Organization, EIN, Address,
 * County, Program Status, Contact Name, Contact Email, Contact Phone, Returning, Archived (the
 * contact is the primary point of contact): the domain's ORGANIZATION_LIST columns, which the
 * server sorts by, with their headers.
 */
export const ORGANIZATION_COLUMNS: readonly DataTableColumn<OrganizationListRow>[] = [
  holderNameColumn('Organization'),
  { ...ORGANIZATION_EIN_COLUMN, header: 'EIN' },
  ...HOLDER_COLUMNS_AFTER_NAME_SHOWN,
];

/** Archived, No by default (with Show All). */
export const ORGANIZATION_FILTERS: readonly DataTableFilter<OrganizationListRow>[] = [
  { ...HOLDER_ARCHIVED_FILTER, label: 'Archived' },
];

export const organizationRowKey = (row: OrganizationListRow) => String(row.organizationId);
