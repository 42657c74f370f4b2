import { listPage } from '@portal/domain';
import type { ListPageRequest, ListSpec } from '@portal/domain';

/** The page argument as the server reads it (graphql/list-page-input.ts): lowercase direction. */
export function pageRequest(page: unknown): ListPageRequest {
  const { direction, ...rest } = (page ?? {}) as Omit<ListPageRequest, 'direction'> & {
    direction?: string | null;
  };
  return { ...rest, direction: direction === 'DESC' ? 'desc' : 'asc' };
}

/**
 * For the list screens' tests: a fake `…Page` answer over `rows` (as the API sends them), worked
 * out by the domain's listPage and the list's spec as the server does, under `page` (the answer
 * field's alias) with the page type's name.
 */
export function fakeListPage<Row>(
  typename: string,
  rows: readonly Row[],
  spec: ListSpec<Row>,
  page: unknown,
  extra: Record<string, unknown> = {},
) {
  return {
    data: { page: { __typename: typename, ...listPage(rows, spec, pageRequest(page)), ...extra } },
  };
}

/** The page argument of a list's first view: its default sort, its filters' defaults, 25 rows. */
export const firstPage = (sort: string, filters: Record<string, string>) => ({
  search: null,
  sort,
  direction: 'ASC',
  filters: Object.entries(filters).map(([key, value]) => ({ key, value })),
  offset: 0,
  limit: 25,
});
