import {
  PAGE_SIZE,
  listRows,
  resolveFilterValue,
  resolveListSort,
  resolveListView,
} from '@portal/domain';
import type { ListPageRequest, ListSpec } from '@portal/domain';
import { useTableState } from './use-table-state';
import type { TableUrlState } from './use-table-state';

/** A `…Page` field's `page` argument (the GraphQL ListPageInput). */
export interface ListPageVariables {
  search: string | null;
  sort: string | null;
  direction: 'ASC' | 'DESC' | null;
  filters: { key: string; value: string }[];
  offset: number;
  limit: number;
}

export interface ServerTable<Row = unknown> {
  /** The view in the URL (the search as typed, at once). Give it to AdminList's `server`. */
  state: TableUrlState;
  /** The `page` variable of the list's `…Page` query for the view. */
  page: ListPageVariables;
  pageSize: number;
  /** Whether the list has a search box. */
  searches: boolean;
  /**
   * Every row of the view, all pages, in its order, from the full list (the spec's operation,
   * loaded on Export): what the table shows across its pages.
   */
  viewRows<R extends Row>(rows: readonly R[]): R[];
}

/**
 * The view of a server-paged admin list (issue 19 "Lists that scale"): the URL state of the
 * table (search, sort, filters, page) turned into the `page` argument of the list's `…Page`
 * query by the list's domain spec, resolved as the server resolves it (an unknown sort or filter
 * value is the default), so that equal views ask with equal variables. The search box's text is
 * sent as typed, at once; the URL follows after its pause (use-table-state.ts).
 */
export function useServerTable<Row>(spec: ListSpec<Row>, pageSize = PAGE_SIZE): ServerTable<Row> {
  const state = useTableState();
  const sort = resolveListSort(spec, state.sortParam.key, state.sortParam.direction);
  const page: ListPageVariables = {
    search: state.query || null,
    sort: sort?.key ?? null,
    direction: sort ? (sort.direction === 'desc' ? 'DESC' : 'ASC') : null,
    filters: (spec.filters ?? []).map((filter) => ({
      key: filter.key,
      value: resolveFilterValue(filter, state.filterValue(filter.key)),
    })),
    offset: (state.page - 1) * pageSize,
    limit: pageSize,
  };
  const request: ListPageRequest = {
    ...page,
    direction: page.direction === 'DESC' ? 'desc' : 'asc',
    offset: 0,
  };
  return {
    state,
    page,
    pageSize,
    searches: Boolean(spec.searchText),
    viewRows: <R extends Row>(rows: readonly R[]) =>
      listRows<R>(rows, spec, resolveListView<R>(spec, request)),
  };
}
