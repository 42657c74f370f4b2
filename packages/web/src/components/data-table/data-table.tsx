import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, PAGE_SIZE, pageCount, pageRows } from '@portal/domain';
import { Pagination } from './pagination';
import { SHOW_ALL, TableToolbar } from './table-toolbar';
import { TableRow } from './table-row';
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

// One formatter: toLocaleString would build a new one per call.
const numberFormat = new Intl.NumberFormat('en-US');
const count = (n: number) => numberFormat.format(n);

/** The URL's sort if it names a sortable column, else the default sort (if it names one). */
function resolveSort<Row>(
  columns: readonly DataTableColumn<Row>[],
  param: TableUrlState['sortParam'],
  defaultSort: SortState | undefined,
): SortState | null {
  const sortable = (key: string | null | undefined) =>
    columns.some((column) => column.key === key && column.sortable !== false);
  if (param.key && sortable(param.key)) {
    return { key: param.key, direction: param.direction === 'desc' ? 'desc' : 'asc' };
  }
  return defaultSort && sortable(defaultSort.key) ? defaultSort : null;
}

/** The URL's value of a filter if it is one of its options or 'all', else its default. */
function resolveFilter<Row>(filter: DataTableFilter<Row>, param: string | null): string {
  if (param === SHOW_ALL) return SHOW_ALL;
  return filter.options.some((option) => option.value === param)
    ? (param as string)
    : filter.defaultValue;
}

/**
 * The one list table of the app (ARCHITECTURE.md "Tables"): search, sort, filters and paging,
 * all kept in the URL (use-table-state.ts); 'No Results' in a row when nothing is left. Only the
 * current page's rows are rendered.
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
  const navigate = useNavigate();
  const sort = resolveSort(columns, state.sortParam, defaultSort);
  const sortValue = columns.find((column) => column.key === sort?.key)?.value;
  const direction = sort?.direction ?? 'asc';
  const filterValues = filters.map((filter) =>
    resolveFilter(filter, state.filterValue(filter.key)),
  );
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
  const shown = pageRows(visible, page, pageSize);
  const first = (page - 1) * pageSize + 1;

  // A search still waiting to reach the URL is written first, so Back finds it. The rows get
  // one stable function that calls the latest state's.
  const afterQueryWritten = useRef(state.afterQueryWritten);
  useEffect(() => {
    afterQueryWritten.current = state.afterQueryWritten;
  });
  const onOpen = useCallback(
    (href: string) => afterQueryWritten.current(() => void navigate(href)),
    [navigate],
  );
  const toggleSort = (key: string) => {
    const next = sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc';
    state.setSort({ key, direction: next });
  };
  const setFilter = (key: string, value: string) => {
    const filter = filters.find((f) => f.key === key);
    state.setFilter(key, filter && value === filter.defaultValue ? null : value);
  };

  return (
    <div className="data-table-view">
      <TableToolbar
        search={searchText ? { value: state.query, onChange: state.setQuery } : null}
        filters={filters.map((filter, index) => ({
          key: filter.key,
          label: filter.label,
          options: filter.options,
          value: filterValues[index] ?? filter.defaultValue,
        }))}
        onFilter={setFilter}
      >
        {toolbar}
      </TableToolbar>
      <div className="table-scroll">
        <table className="list-table data-table-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.direction : null;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.sortable === false ? (
                      column.header
                    ) : (
                      <button
                        type="button"
                        className="data-table-sort"
                        onClick={() => toggleSort(column.key)}
                      >
                        {column.header}
                        <span
                          className={`data-table-sort-icon${sorted ? ` is-${sorted}` : ''}`}
                          aria-hidden="true"
                        />
                      </button>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td className="data-table-empty" colSpan={columns.length}>
                  {MESSAGES.noResults}
                </td>
              </tr>
            ) : (
              shown.map((row) => (
                <TableRow
                  key={rowKey(row)}
                  row={row}
                  columns={columns}
                  href={rowHref?.(row)}
                  onOpen={onOpen}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="data-table-footer">
        <p className="data-table-summary" aria-live="polite">
          {visible.length > 0
            ? `Showing ${count(first)}–${count(first + shown.length - 1)} of ${count(visible.length)}`
            : ''}
        </p>
        <Pagination page={page} pageCount={pages} onPage={state.setPage} />
      </div>
    </div>
  );
}
