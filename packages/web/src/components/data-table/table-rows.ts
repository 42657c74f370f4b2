/**
 * The arithmetic of a DataTable, apart from React: the sorted order of the rows, and which
 * of them a search and the filters keep. Work is split by what changes it: the order is computed
 * when the rows or the sort change, the search texts when the rows change, so a keystroke only
 * runs one matcher over precomputed texts.
 */
import { searchMatcher } from '@portal/domain';
import type { SortDirection } from './use-table-state';

export type CellValue = string | number | null | undefined;

// Numeric so 'School 9' sorts before 'School 10'; base sensitivity so case does not split names.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const isBlank = (value: CellValue) => value === null || value === undefined || value === '';

/** Two sort values in ascending order; numbers as numbers, the rest as text. */
function compareValues(a: CellValue, b: CellValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The indices of `rows` in sort order. Blank values go last in either direction; equal values
 * keep the rows' own order (Array.prototype.sort is stable). Without a value function the rows'
 * own order is kept.
 */
export function sortedOrder<Row>(
  rows: readonly Row[],
  value: ((row: Row) => CellValue) | undefined,
  direction: SortDirection,
): number[] {
  const order = rows.map((_, index) => index);
  if (!value) return order;
  const keys = rows.map(value);
  const sign = direction === 'asc' ? 1 : -1;
  return order.sort((x, y) => {
    const a = keys[x];
    const b = keys[y];
    const blankA = isBlank(a);
    const blankB = isBlank(b);
    if (blankA || blankB) return blankA === blankB ? 0 : blankA ? 1 : -1;
    return sign * compareValues(a, b);
  });
}

export interface ActiveFilter<Row> {
  test: (row: Row, value: string) => boolean;
  value: string;
}

/**
 * The rows, in `order`, whose search text matches `query` (the domain's literal, lowercased,
 * trimmed match) and that pass every active filter. `texts[i]` is the lowercased search text of
 * `rows[i]`; without texts the query is not applied.
 */
export function visibleRows<Row>(
  rows: readonly Row[],
  order: readonly number[],
  texts: readonly string[] | null,
  query: string,
  filters: readonly ActiveFilter<Row>[],
): Row[] {
  const matches = texts && query.trim() ? searchMatcher(query) : null;
  const result: Row[] = [];
  for (const index of order) {
    if (matches && !matches(texts?.[index] ?? '')) continue;
    const row = rows[index] as Row;
    if (filters.every((filter) => filter.test(row, filter.value))) result.push(row);
  }
  return result;
}

/** The text of a cell without a render function. */
export function cellText(value: CellValue): string {
  return value === null || value === undefined ? '' : String(value);
}
