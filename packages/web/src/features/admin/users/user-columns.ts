import { DEFAULT_USER_LIST_SORT, USER_LIST_COLUMNS, USER_LIST_HOLDERS } from '@portal/domain';
import type { ListSpec, UserListRow } from '@portal/domain';
import type { DataTableColumn, DataTableFilter } from '../../../components/data-table/data-table';
import type { EducatorUsersPageQuery, EducatorUsersQuery } from '../../../gql/graphql';
import type { UserHolder } from './user-holders';

/** An account of the full list, as Export writes it. */
export type UserRow = EducatorUsersQuery['educatorUsers'][number];
/** An account of the list's page, as the table shows it (the area's holders only). */
export type UserPageRow = EducatorUsersPageQuery['page']['rows'][number];

/** The names of the user's schools (sites, organizations), joined as the list and the export show them. */
export const holderNames = (row: UserRow, holder: UserHolder) => holder.names(row).join(', ');

/**
 * Last Name (the row's link, given by the table), First Name, Email, Phone, Schools (Kids Cafe:
 * Sites; Partner Services: Organizations), Deleted: the domain's columns of the area (what the
 * server sorts by) with their headers.
 */
export function userColumns(holder: UserHolder): DataTableColumn<UserPageRow>[] {
  const headers: Record<string, string> = {
    lastName: 'Last Name',
    firstName: 'First Name',
    email: 'Email',
    phone: 'Phone',
    [USER_LIST_HOLDERS[holder.kind].columnKey]: holder.plural,
    deleted: 'Deleted',
  };
  return USER_LIST_COLUMNS[holder.kind].map((column) => ({
    ...column,
    header: headers[column.key] ?? column.key,
  }));
}

/**
 * The spec's filters with their labels: in the Kids Cafe area first Site (spec 3 §2 "Kids Cafe
 * filters: Site and Deleted"; Partner Services: Organization), offering `options` (the sites the
 * listed accounts hold, by name, as the server answers them), Show All by default; then Deleted,
 * No by default.
 */
export function userFilters(
  holder: UserHolder,
  spec: ListSpec<UserListRow>,
  options: readonly { value: string; label: string }[],
): DataTableFilter<UserPageRow>[] {
  return (spec.filters ?? []).map((filter) =>
    filter.key === 'deleted'
      ? { ...filter, label: 'Deleted' }
      : { ...filter, options, label: holder.filterLabel ?? filter.key },
  );
}

/** Users by last name (spec 3 §9). */
export const DEFAULT_USER_SORT = DEFAULT_USER_LIST_SORT;

export const userRowKey = (row: UserPageRow) => row.id;
