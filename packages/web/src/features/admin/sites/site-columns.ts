import { HOLDER_ARCHIVED_FILTER } from '@portal/domain';
import type { DataTableColumn, DataTableFilter } from '../../../components/data-table/data-table';
import { HOLDER_COLUMNS_AFTER_NAME_SHOWN, holderNameColumn } from '../holders/holder-columns';
import type { SiteListRow } from './sites.queries';

/**
 * Spec 3 §2 "Kids Cafe sites": Site, Address, County, Program Status, Contact Name, Contact
 * Email, Contact Phone, Returning, Archived (the contact is the primary point of contact): the
 * domain's SITE_LIST columns, which the server sorts by, with their headers.
 */
export const SITE_COLUMNS: readonly DataTableColumn<SiteListRow>[] = [
  holderNameColumn('Site'),
  ...HOLDER_COLUMNS_AFTER_NAME_SHOWN,
];

/** Archived, No by default (with Show All). */
export const SITE_FILTERS: readonly DataTableFilter<SiteListRow>[] = [
  { ...HOLDER_ARCHIVED_FILTER, label: 'Archived' },
];

export const siteRowKey = (row: SiteListRow) => String(row.siteId);
