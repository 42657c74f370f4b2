import { HOLDER_COLUMNS_AFTER_NAME, HOLDER_NAME_COLUMN } from '@portal/domain';
import type { HolderListRow } from '@portal/domain';
import type { DataTableColumn } from '../../../components/data-table/data-table';

/** A holder's program status and Address text, as its list and export show them (the domain's). */
export { holderAddress, programStatusLabel } from '@portal/domain';

const HEADERS: Record<string, string> = {
  address: 'Address',
  county: 'County',
  programStatus: 'Program Status',
  contactName: 'Contact Name',
  contactEmail: 'Contact Email',
  contactPhone: 'Contact Phone',
  returning: 'Returning',
  archived: 'Archived',
};

/** The holder lists' name column (headed Site or Organization) with the domain's sort value. */
export const holderNameColumn = (header: string): DataTableColumn<HolderListRow> => ({
  ...HOLDER_NAME_COLUMN,
  header,
});

/** Address … Archived: the domain's columns (holder-list.ts) with their headers. */
export const HOLDER_COLUMNS_AFTER_NAME_SHOWN: readonly DataTableColumn<HolderListRow>[] =
  HOLDER_COLUMNS_AFTER_NAME.map((column) => ({
    ...column,
    header: HEADERS[column.key] ?? column.key,
  }));
