/**
 * The arithmetic of a DataTable, apart from React. The sorted order and the search and filter
 * pass are the domain's (lists/list-page.ts), so a table in the browser and a list paged by the
 * server order and keep the same rows.
 */
import type { CellValue } from '@portal/domain';

export { sortedOrder, visibleRows } from '@portal/domain';
export type { ActiveFilter, CellValue } from '@portal/domain';

/** The text of a cell without a render function. */
export function cellText(value: CellValue): string {
  return value === null || value === undefined ? '' : String(value);
}
