import { useCallback, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@portal/domain';
import type { ListSort } from '@portal/domain';
import { useFormat } from '../../i18n/format';
import { useT, useTranslateMessage } from '../../i18n/use-t';
import { tableMessages } from './data-table.messages';
import { Pagination } from './pagination';
import { TableToolbar } from './table-toolbar';
import { TableRow } from './table-row';
import type { RowColumn } from './table-row';
import type { TableUrlState } from './use-table-state';

export interface ViewColumn<Row> extends RowColumn<Row> {
  header: string;
  sortable?: boolean;
}

export interface ViewFilter {
  key: string;
  label: string;
  options: readonly { value: string; label: string }[];
  defaultValue: string;
  /** The value in force ('all' included). */
  value: string;
}

export interface DataTableViewProps<Row> {
  caption: string;
  state: TableUrlState;
  /** Whether the toolbar has the search box. */
  searches: boolean;
  columns: readonly ViewColumn<Row>[];
  filters: readonly ViewFilter[];
  sort: ListSort | null;
  /** The page's rows, in order. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowHref?: (row: Row) => string;
  toolbar?: ReactNode;
  /** Rows the view keeps, all pages. */
  total: number;
  /** The page shown (1-based), the number of pages and the page's first row (0-based). */
  page: number;
  pageCount: number;
  offset: number;
  /** While the next page loads and this one stays on screen (server-paged tables). */
  busy?: boolean;
}

/**
 * What a DataTable draws, whoever worked out its page (the browser or the server): the toolbar,
 * the headers with their sort buttons, the page's rows or 'No Results', the counts and the
 * pager. Sort, filter and page changes go to the URL state.
 */
export function DataTableView<Row>({
  caption,
  state,
  searches,
  columns,
  filters,
  sort,
  rows,
  rowKey,
  rowHref,
  toolbar,
  total,
  page,
  pageCount,
  offset,
  busy,
}: DataTableViewProps<Row>) {
  const navigate = useNavigate();
  const t = useT();
  const translate = useTranslateMessage();
  const format = useFormat();
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
        search={searches ? { value: state.query, onChange: state.setQuery } : null}
        filters={filters}
        onFilter={setFilter}
      >
        {toolbar}
      </TableToolbar>
      <div className="table-scroll">
        <table className="list-table data-table-table" aria-busy={busy || undefined}>
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
            {rows.length === 0 ? (
              <tr>
                <td className="data-table-empty" colSpan={columns.length}>
                  {translate(MESSAGES.noResults)}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
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
          {total > 0 && rows.length > 0
            ? t(tableMessages.showing, {
                first: format.number(offset + 1),
                last: format.number(offset + rows.length),
                total: format.number(total),
              })
            : ''}
        </p>
        <Pagination page={page} pageCount={pageCount} onPage={state.setPage} />
      </div>
    </div>
  );
}
