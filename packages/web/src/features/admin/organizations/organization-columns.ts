import { enumLabel, formatPhone, searchText } from '@portal/domain';
import { yesNo, yesNoFilter } from '../../../components/admin-list/list-filters';
import type { DataTableColumn, DataTableFilter } from '../../../components/data-table/data-table';
import { holderAddress, programStatusLabel } from '../holders/holder-columns';
import type { OrganizationListRow } from './organizations.queries';

/**
 * The organizations list (issue 18, as spec 3 §2's sites list): Organization, EIN, Address,
 * County, Program Status, Contact Name, Contact Email, Contact Phone, Returning, Archived. The
 * contact is the primary point of contact.
 */
export const ORGANIZATION_COLUMNS: readonly DataTableColumn<OrganizationListRow>[] = [
  { key: 'name', header: 'Organization', value: (row) => row.name },
  { key: 'einNumber', header: 'EIN', value: (row) => row.einNumber ?? '' },
  { key: 'address', header: 'Address', value: holderAddress },
  { key: 'county', header: 'County', value: (row) => enumLabel('counties', row.county) },
  { key: 'programStatus', header: 'Program Status', value: programStatusLabel },
  { key: 'contactName', header: 'Contact Name', value: (row) => row.contactName },
  { key: 'contactEmail', header: 'Contact Email', value: (row) => row.contactEmail },
  { key: 'contactPhone', header: 'Contact Phone', value: (row) => formatPhone(row.contactPhone) },
  { key: 'returning', header: 'Returning', value: (row) => row.returning },
  { key: 'archived', header: 'Archived', value: (row) => yesNo(row.deletedAt != null) },
];

/** Archived, No by default (with Show All). */
export const ORGANIZATION_FILTERS: readonly DataTableFilter<OrganizationListRow>[] = [
  yesNoFilter('archived', 'Archived', (row) => row.deletedAt != null),
];

/**
 * What the search box looks in: name, EIN (as shown and as bare digits), address, county and
 * the contact's name, email and phone.
 */
export function organizationSearchText(row: OrganizationListRow): string {
  return searchText([
    row.name,
    row.einNumber,
    row.einNumber?.replace(/\D/g, ''),
    holderAddress(row),
    enumLabel('counties', row.county),
    row.contactName,
    row.contactEmail,
    formatPhone(row.contactPhone),
  ]);
}

export const organizationRowKey = (row: OrganizationListRow) => String(row.organizationId);
