/**
 * One page of an admin list (issue 19 "Lists that scale"): search, sort, filters and paging,
 * worked out the same way by the server (which answers a page) and by the web table (which asks
 * for it and keeps the view in the URL). A list's spec names its sortable columns, its search
 * text and its filters once, in the domain; the server applies it to the rows it holds, the web
 * adds headers and cells. Rules from spec 3 §2: the search is lowercased, trimmed and literal
 * (searchMatcher); blank values sort last in either direction; a filter's 'Show All' is 'all'.
 */
import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { searchMatcher } from '../admin/search.ts';

/** The largest page a client may ask for, the longest search text and the most filters. */
export const LIST_PAGE_LIMITS = {
  limit: 100,
  search: 200,
  filters: 10,
  offset: 1_000_000,
} as const;

/** A filter's value that keeps every row (the table's 'Show All'). */
export const SHOW_ALL = 'all';

export type CellValue = string | number | null | undefined;
export type ListSortDirection = 'asc' | 'desc';

export interface ListSort {
  key: string;
  direction: ListSortDirection;
}

/** A column a list can be sorted by: its key (in the URL and the request) and sort value. */
export interface ListColumnSpec<Row> {
  key: string;
  value: (row: Row) => CellValue;
  /** Default true. */
  sortable?: boolean;
}

/** A filter: its key, its options (values), its default and its test (not called for 'all'). */
export interface ListFilterSpec<Row> {
  key: string;
  options: readonly { value: string; label: string }[];
  defaultValue: string;
  test: (row: Row, value: string) => boolean;
}

/** 'Yes' / 'No', as the lists and their exports show a flag. */
export const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

/** A Yes / No filter that keeps No by default (Archived, Deleted: spec 3 §2). */
export function yesNoListFilter<Row>(
  key: string,
  isYes: (row: Row) => boolean,
): ListFilterSpec<Row> {
  return {
    key,
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
    defaultValue: 'no',
    test: (row, value) => isYes(row) === (value === 'yes'),
  };
}

/** What a list can be searched, sorted and filtered by. Keep specs stable (module scope). */
export interface ListSpec<Row> {
  columns: readonly ListColumnSpec<Row>[];
  /** The row's lowercased searchable text (searchText); no search when not given. */
  searchText?: (row: Row) => string;
  defaultSort?: ListSort;
  filters?: readonly ListFilterSpec<Row>[];
}

/** A page asked for; every part optional (the list's defaults). */
export interface ListPageRequest {
  search?: string | null;
  sort?: string | null;
  direction?: ListSortDirection | null;
  filters?: readonly { key: string; value: string }[] | null;
  offset?: number | null;
  limit?: number | null;
}

/** The request's bounds, for the server's input check (messages are zod's own, short and clear). */
export const listPageRequestSchema = z.object({
  search: z
    .string()
    .max(LIST_PAGE_LIMITS.search, `Search for at most ${LIST_PAGE_LIMITS.search} characters.`)
    .nullish(),
  sort: z.string().max(100, 'Not a column of the list.').nullish(),
  direction: z.enum(['asc', 'desc']).nullish(),
  filters: z
    .array(
      z.object({
        key: z.string().max(100, 'Not a filter of the list.'),
        value: z.string().max(100, 'Not a value of the filter.'),
      }),
    )
    .max(LIST_PAGE_LIMITS.filters, `At most ${LIST_PAGE_LIMITS.filters} filters.`)
    .nullish(),
  offset: z
    .number()
    .int()
    .min(0, 'The page starts at row 0 or later.')
    .max(LIST_PAGE_LIMITS.offset, 'The page starts too far.')
    .nullish(),
  limit: z
    .number()
    .int()
    .min(1, 'A page has at least one row.')
    .max(LIST_PAGE_LIMITS.limit, `A page has at most ${LIST_PAGE_LIMITS.limit} rows.`)
    .nullish(),
});

/** The view a request resolves to: unknown sort keys and filter values fall back to defaults. */
export interface ListView<Row> {
  query: string;
  sort: ListSort | null;
  /** Every filter of the spec with its value ('all' included). */
  filters: { spec: ListFilterSpec<Row>; value: string }[];
  offset: number;
  limit: number;
}

const sortable = <Row>(spec: ListSpec<Row>, key: string | null | undefined) =>
  spec.columns.some((column) => column.key === key && column.sortable !== false);

/** The request's sort if it names a sortable column, else the spec's default (if sortable). */
export function resolveListSort<Row>(
  spec: ListSpec<Row>,
  key: string | null | undefined,
  direction: string | null | undefined,
): ListSort | null {
  if (key && sortable(spec, key)) return { key, direction: direction === 'desc' ? 'desc' : 'asc' };
  return spec.defaultSort && sortable(spec, spec.defaultSort.key) ? spec.defaultSort : null;
}

/** A filter's value if it is one of its options or 'all', else its default. */
export function resolveFilterValue<Row>(
  filter: ListFilterSpec<Row>,
  value: string | null | undefined,
): string {
  if (value === SHOW_ALL) return SHOW_ALL;
  return filter.options.some((option) => option.value === value)
    ? (value as string)
    : filter.defaultValue;
}

export function resolveListView<Row>(spec: ListSpec<Row>, request: ListPageRequest): ListView<Row> {
  const given = new Map((request.filters ?? []).map((f) => [f.key, f.value]));
  return {
    query: request.search ?? '',
    sort: resolveListSort(spec, request.sort, request.direction),
    filters: (spec.filters ?? []).map((filter) => ({
      spec: filter,
      value: resolveFilterValue(filter, given.get(filter.key)),
    })),
    offset: request.offset ?? 0,
    limit: request.limit ?? PAGE_SIZE,
  };
}

// Numeric so 'School 9' sorts before 'School 10'; base sensitivity so case does not split names.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const isBlank = (value: CellValue) => value === null || value === undefined || value === '';

function compareValues(a: CellValue, b: CellValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The indices of `rows` in sort order. Blank values go last in either direction; equal values
 * keep the rows' own order (the sort is stable). Without a value function the rows' own order.
 */
export function sortedOrder<Row>(
  rows: readonly Row[],
  value: ((row: Row) => CellValue) | undefined,
  direction: ListSortDirection,
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
 * The rows, in `order`, whose search text matches `query` and that pass every active filter.
 * `texts[i]` is the lowercased search text of `rows[i]`; without texts the query is not applied.
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

/** The filters that narrow the list (not 'all'). */
export const activeFilters = <Row>(view: ListView<Row>): ActiveFilter<Row>[] =>
  view.filters
    .filter((f) => f.value !== SHOW_ALL)
    .map((f) => ({ test: f.spec.test, value: f.value }));

/**
 * Work kept per rows array (the server keeps a list's rows while the database is unchanged, so
 * the same array comes back): the search texts, and the order per sort. A keystroke then runs one
 * matcher over precomputed texts, and a page costs a walk of the order, not a sort.
 */
interface Prepared {
  texts: string[] | null;
  orders: Map<string, number[]>;
}
const prepared = new WeakMap<object, WeakMap<object, Prepared>>();

function preparedFor<Row>(rows: readonly Row[], spec: ListSpec<Row>): Prepared {
  let bySpec = prepared.get(rows);
  if (!bySpec) {
    bySpec = new WeakMap();
    prepared.set(rows, bySpec);
  }
  let entry = bySpec.get(spec);
  if (!entry) {
    entry = { texts: spec.searchText ? rows.map(spec.searchText) : null, orders: new Map() };
    bySpec.set(spec, entry);
  }
  return entry;
}

/** Every row the view keeps (all pages), in its order: for a page, or an export of the view. */
export function listRows<Row>(
  rows: readonly Row[],
  spec: ListSpec<Row>,
  view: ListView<Row>,
): Row[] {
  const kept = preparedFor(rows, spec);
  const sortKey = view.sort ? `${view.sort.key}:${view.sort.direction}` : '';
  let order = kept.orders.get(sortKey);
  if (!order) {
    const column = spec.columns.find((c) => c.key === view.sort?.key);
    order = sortedOrder(rows, column?.value, view.sort?.direction ?? 'asc');
    kept.orders.set(sortKey, order);
  }
  return visibleRows(rows, order, kept.texts, view.query, activeFilters(view));
}

export interface ListPage<Row> {
  /** Rows the view keeps, all pages. */
  total: number;
  /** The page's rows. */
  rows: Row[];
  /** The first row's index: the request's offset, moved back to the last page when beyond it. */
  offset: number;
}

/**
 * One page of `rows` by the request (unknown sort keys and filter values fall back to the
 * spec's defaults). An offset beyond the last row answers the last page.
 */
export function listPage<Row>(
  rows: readonly Row[],
  spec: ListSpec<Row>,
  request: ListPageRequest,
): ListPage<Row> {
  const view = resolveListView(spec, request);
  const kept = listRows(rows, spec, view);
  const lastStart = kept.length === 0 ? 0 : Math.floor((kept.length - 1) / view.limit) * view.limit;
  const offset = Math.min(view.offset, lastStart);
  return { total: kept.length, rows: kept.slice(offset, offset + view.limit), offset };
}
