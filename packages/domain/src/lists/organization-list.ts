/**
 * The admin Partner Services organizations list (issue 18, as spec 3 §2's sites list):
 * Organization, EIN, then the sites list's columns; by name; Archived No by default; searched
 * over the name, the EIN (as shown and as bare digits), address, county and the contact's name,
 * email and phone. The server pages it (organizationsPartnerServicesPage) and the web table
 * shows it with the same spec.
 */
import { searchText } from '../admin/search.ts';
import {
  HOLDER_ARCHIVED_FILTER,
  HOLDER_COLUMNS_AFTER_NAME,
  HOLDER_NAME_COLUMN,
  holderSearchValues,
  type HolderListRow,
} from './holder-list.ts';
import type { ListColumnSpec, ListSpec } from './list-page.ts';

export interface OrganizationListRow extends HolderListRow {
  einNumber?: string | null;
}

/** The EIN column, as shown. */
export const ORGANIZATION_EIN_COLUMN: ListColumnSpec<OrganizationListRow> = {
  key: 'einNumber',
  value: (row) => row.einNumber ?? '',
};

export const ORGANIZATION_LIST: ListSpec<OrganizationListRow> = {
  columns: [HOLDER_NAME_COLUMN, ORGANIZATION_EIN_COLUMN, ...HOLDER_COLUMNS_AFTER_NAME],
  searchText: (row) =>
    searchText([
      row.name,
      row.einNumber,
      row.einNumber?.replace(/\D/g, ''),
      ...holderSearchValues(row),
    ]),
  defaultSort: { key: 'name', direction: 'asc' },
  filters: [HOLDER_ARCHIVED_FILTER],
};
