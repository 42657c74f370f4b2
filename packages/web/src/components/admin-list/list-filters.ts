import { yesNo, yesNoListFilter } from '@portal/domain';
import type { DataTableFilter } from '../data-table/data-table';

/** 'Yes' / 'No', as the lists and their exports show a flag (the domain's). */
export { yesNo };

/**
 * A Yes / No filter that shows No by default (Archived, Deleted: spec 3 §2); the table adds
 * Show All.
 */
export function yesNoFilter<Row>(
  key: string,
  label: string,
  isYes: (row: Row) => boolean,
): DataTableFilter<Row> {
  return { ...yesNoListFilter(key, isYes), label };
}
