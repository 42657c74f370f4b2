import { useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import {
  PAGE_SIZE,
  SHOW_ALL,
  pageCount,
  pageRows,
  resolveFilterValue,
  resolveListSort,
} from '@portal/domain';
import type { ListSort } from '@portal/domain';
import { DataTableView } from './data-table-view';
import { sortedOrder, visibleRows } from './table-rows';
import type { ActiveFilter } from './table-rows';
import { useTableState } from './use-table-state';
import type { SortState, TableUrlState } from './use-table-state';
import '../../styles/tables.css';
import './data-table.css';

export interface DataTableColumn<Row> {
  /** Unique; used in the URL for sort (?sort=key&dir=asc). */
  key: string;
  header: string;
  /** Sort value and default cell text. */
  value: (row: Row) => string | number | null | undefined;
  /** Custom cell content. */
  render?: (row: Row) => ReactNode;
  /** Default true. */
  sortable?: boolean;
}

export interface DataTableFilter<Row> {
  /** URL param f_<key>. */
  key: string;
  /** e.g. 'Archived'. */
  label: string;
  /** The table adds a 'Show All' option (value 'all') itself. */
  options: readonly { value: string; label: string }[];
  /** e.g. 'no'. */
  defaultValue: string;
  /** Not called for 'all'. */
  test: (row: Row, value: string) => boolean;
}

export interface DataTableProps<Row> {
  /** Accessible name of the table (a visually hidden caption). */
  caption: string;
  /**
   * Keep `rows`, `columns`, `filters` and `searchText` stable between renders (module scope,
   * useMemo or the Apollo result): the sort and the search texts are recomputed when they change.
   */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly DataTableColumn<Row>[];
  /**
   * When given, a search box (label 'Search') filters rows: lowercase, trimmed, literal (the
   * domain's searchMatcher). Return the row's searchable values joined (domain searchText).
   */
  searchText?: (row: Row) => string;
  defaultSort?: SortState;
  filters?: readonly DataTableFilter<Row>[];
  /**
   * Row click navigates there; the first cell's content becomes a real <Link> for keyboard
   * users, so that column should not render a link itself.
   */
  rowHref?: (row: Row) => string;
  /** Extra controls beside the search box (Export button, Add link, …). */
  toolbar?: ReactNode;
  /** Default PAGE_SIZE from @portal/domain (25). */
  pageSize?: number;
  /** The filtered and sorted rows (all pages), e.g. for an export of what is shown. */
  onVisibleRowsChange?: (rows: readonly Row[]) => void;
}

const NO_FILTERS: readonly never[] = [];

/**
 * The view's sort and filter values from the URL, as the domain resolves a list request: an
 * unknown or unsortable column is the default sort, an unknown filter value the default.
 */
function resolveView<Row>(
  state: TableUrlState,
  columns: readonly DataTableColumn<Row>[],
  defaultSort: SortState | undefined,
  filters: readonly DataTableFilter<Row>[],
): { sort: ListSort | null; filterValues: string[] } {
  return {
    sort: resolveListSort({ columns, defaultSort }, state.sortParam.key, state.sortParam.direction),
    filterValues: filters.map((filter) =>
      resolveFilterValue(filter, state.filterValue(filter.key)),
    ),
  };
}

const viewFilters = <Row,>(filters: readonly DataTableFilter<Row>[], values: string[]) =>
  filters.map((filter, index) => ({
    key: filter.key,
    label: filter.label,
    options: filter.options,
    defaultValue: filter.defaultValue,
    value: values[index] ?? filter.defaultValue,
  }));

/**
 * The one list table of the app (ARCHITECTURE.md "Tables"): search, sort, filters and paging,
 * all kept in the URL (use-table-state.ts); 'No Results' in a row when nothing is left. Only the
 * current page's rows are rendered. This one holds every row and works its page out in the
 * browser; ServerDataTable shows a page the server worked out.
 */
export function DataTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  searchText,
  defaultSort,
  filters = NO_FILTERS,
  rowHref,
  toolbar,
  pageSize = PAGE_SIZE,
  onVisibleRowsChange,
}: DataTableProps<Row>) {
  const state = useTableState();
  const { sort, filterValues } = resolveView(state, columns, defaultSort, filters);
  const sortValue = columns.find((column) => column.key === sort?.key)?.value;
  const direction = sort?.direction ?? 'asc';
  const filterKey = filterValues.join('\u0000');

  const texts = useMemo(() => (searchText ? rows.map(searchText) : null), [rows, searchText]);
  const order = useMemo(
    () => sortedOrder(rows, sortValue, direction),
    [rows, sortValue, direction],
  );
  const visible = useMemo(() => {
    const active: ActiveFilter<Row>[] = [];
    filters.forEach((filter, index) => {
      const value = filterValues[index];
      if (value !== undefined && value !== SHOW_ALL) active.push({ test: filter.test, value });
    });
    return visibleRows(rows, order, texts, state.query, active);
    // filterValues is a new array each render: filterKey stands for its content.
  }, [rows, order, texts, state.query, filters, filterKey]);

  // The latest callback, so that an inline function does not re-run the effect.
  const onVisible = useRef(onVisibleRowsChange);
  useEffect(() => {
    onVisible.current = onVisibleRowsChange;
  });
  useEffect(() => {
    onVisible.current?.(visible);
  }, [visible]);

  const pages = pageCount(visible.length, pageSize);
  const page = Math.min(state.page, Math.max(pages, 1));

  return (
    <DataTableView
      caption={caption}
      state={state}
      searches={Boolean(searchText)}
      columns={columns}
      filters={viewFilters(filters, filterValues)}
      sort={sort}
      rows={pageRows(visible, page, pageSize)}
      rowKey={rowKey}
      rowHref={rowHref}
      toolbar={toolbar}
      total={visible.length}
      page={page}
      pageCount={pages}
      offset={(page - 1) * pageSize}
    />
  );
}

/** A page the server answered (a `…Page` field: the rows of the view, all pages, and the page's). */
export interface ServerTablePage<Row> {
  total: number;
  /** The page's first row: the one asked for, or the last page's when that was beyond the end. */
  offset: number;
  rows: readonly Row[];
}

export interface ServerDataTableProps<Row> extends Omit<
  DataTableProps<Row>,
  'rows' | 'searchText' | 'onVisibleRowsChange'
> {
  /** The URL state the page was asked with (useServerTable's). */
  state: TableUrlState;
  /** Whether the list has a search box (its spec has a search text). */
  searches: boolean;
  /** The page the server answered; the previous one while the next loads. */
  page: ServerTablePage<Row>;
  /** The next page is loading (the previous one stays on screen). */
  busy?: boolean;
}

/**
 * DataTable over a page the server worked out (issue 19 "Lists that scale"): the same toolbar,
 * headers, rows, counts and pager, with the view still in the URL; the screen asks the server
 * for the view's page (use-server-table.ts) and gives the answer here.
 */
export function ServerDataTable<Row>({
  caption,
  state,
  searches,
  page: answer,
  busy,
  rowKey,
  columns,
  defaultSort,
  filters = NO_FILTERS,
  rowHref,
  toolbar,
  pageSize = PAGE_SIZE,
}: ServerDataTableProps<Row>) {
  const { sort, filterValues } = resolveView(state, columns, defaultSort, filters);
  return (
    <DataTableView
      caption={caption}
      state={state}
      searches={searches}
      columns={columns}
      filters={viewFilters(filters, filterValues)}
      sort={sort}
      rows={answer.rows}
      rowKey={rowKey}
      rowHref={rowHref}
      toolbar={toolbar}
      total={answer.total}
      page={Math.floor(answer.offset / pageSize) + 1}
      pageCount={pageCount(answer.total, pageSize)}
      offset={answer.offset}
      busy={busy}
    />
  );
}
