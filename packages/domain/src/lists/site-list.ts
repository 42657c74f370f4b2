/**
 * The admin Kids Cafe sites list (spec 3 §2 "Kids Cafe sites"): Site, Address, County, Program
 * Status, Contact Name, Contact Email, Contact Phone, Returning, Archived (the contact is the
 * primary point of contact); by name; Archived No by default; searched over the name, address,
 * county and the contact's name, email and phone (as shown). The server pages it
 * (sitesKidsCafePage) and the web table shows it with the same spec.
 */
import { searchText } from '../admin/search.ts';
import {
  HOLDER_ARCHIVED_FILTER,
  HOLDER_COLUMNS_AFTER_NAME,
  HOLDER_NAME_COLUMN,
  holderSearchValues,
  type HolderListRow,
} from './holder-list.ts';
import type { ListSpec } from './list-page.ts';

export type SiteListRow = HolderListRow;

export const SITE_LIST: ListSpec<SiteListRow> = {
  columns: [HOLDER_NAME_COLUMN, ...HOLDER_COLUMNS_AFTER_NAME],
  searchText: (row) => searchText([row.name, ...holderSearchValues(row)]),
  defaultSort: { key: 'name', direction: 'asc' },
  filters: [HOLDER_ARCHIVED_FILTER],
};
