import { enumLabel, formatPhone, searchText } from '@portal/domain';
import { yesNo, yesNoFilter } from '../../../components/admin-list/list-filters';
import type { DataTableColumn, DataTableFilter } from '../../../components/data-table/data-table';
import { holderAddress, programStatusLabel } from '../holders/holder-columns';
import type { SiteListRow } from './sites.queries';

/**
 * Spec 3 §2 "Kids Cafe sites": Site, Address, County, Program Status, Contact Name, Contact
 * Email, Contact Phone, Returning, Archived. The contact is the primary point of contact.
 */
export const SITE_COLUMNS: readonly DataTableColumn<SiteListRow>[] = [
  { key: 'name', header: 'Site', value: (row) => row.name },
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
export const SITE_FILTERS: readonly DataTableFilter<SiteListRow>[] = [
  yesNoFilter('archived', 'Archived', (row) => row.deletedAt != null),
];

/** What the search box looks in: name, address, county and the contact's name, email and phone. */
export function siteSearchText(row: SiteListRow): string {
  return searchText([
    row.name,
    holderAddress(row),
    enumLabel('counties', row.county),
    row.contactName,
    row.contactEmail,
    formatPhone(row.contactPhone),
  ]);
}

export const siteRowKey = (row: SiteListRow) => String(row.siteId);
