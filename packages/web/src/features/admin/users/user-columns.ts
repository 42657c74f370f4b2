import { formatPhone, searchText } from '@portal/domain';
import { yesNo, yesNoFilter } from '../../../components/admin-list/list-filters';
import type { DataTableColumn, DataTableFilter } from '../../../components/data-table/data-table';
import type { EducatorUsersQuery } from '../../../gql/graphql';
import type { UserHolder } from './user-holders';

export type UserRow = EducatorUsersQuery['educatorUsers'][number];

const isDeleted = (row: UserRow) => row.deletedAt != null;

/** The names of the user's schools (sites, organizations), joined as the list and the export show them. */
export const holderNames = (row: UserRow, holder: UserHolder) => holder.names(row).join(', ');

/**
 * Last Name (the row's link, given by the table), First Name, Email, Phone, Schools (Kids Cafe:
 * Sites), Deleted.
 */
export function userColumns(holder: UserHolder): DataTableColumn<UserRow>[] {
  return [
    { key: 'lastName', header: 'Last Name', value: (row) => row.lastName },
    { key: 'firstName', header: 'First Name', value: (row) => row.firstName },
    { key: 'email', header: 'Email', value: (row) => row.email },
    { key: 'phone', header: 'Phone', value: (row) => formatPhone(row.phone) },
    {
      key: holder.plural.toLowerCase(),
      header: holder.plural,
      value: (row) => holderNames(row, holder),
    },
    { key: 'deleted', header: 'Deleted', value: (row) => yesNo(isDeleted(row)) },
  ];
}

/**
 * Deleted: Yes / No, No by default; the table adds Show All. In the Kids Cafe area first Site
 * (spec 3 §2 "Kids Cafe filters: Site and Deleted"): the sites the listed users hold, by name,
 * Show All by default.
 */
export function userFilters(
  holder: UserHolder,
  rows: readonly UserRow[] | undefined,
): DataTableFilter<UserRow>[] {
  const deleted = yesNoFilter('deleted', 'Deleted', isDeleted);
  if (!holder.filterLabel) return [deleted];
  const options = new Map<number, string>();
  for (const row of rows ?? []) {
    holder.own(row).forEach((choice) => options.set(choice.id, choice.label));
  }
  const byName = [...options].sort(
    ([idA, a], [idB, b]) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || idA - idB,
  );
  const held = {
    key: holder.kind,
    label: holder.filterLabel,
    options: byName.map(([id, label]) => ({ value: String(id), label })),
    defaultValue: 'all',
    test: (row: UserRow, value: string) =>
      holder.own(row).some((choice) => String(choice.id) === value),
  };
  return [held, deleted];
}

/** Users by last name (spec 3 §9). */
export const DEFAULT_USER_SORT = { key: 'lastName', direction: 'asc' } as const;

export const userRowKey = (row: UserRow) => row.id;

/**
 * Searched over first and last name, email, phone and school (Kids Cafe: site) names (spec 3
 * §5). The phone is searched as shown (123-456-7890) and as bare digits, whichever way it was
 * typed.
 */
export const userSearchText = (holder: UserHolder) => (row: UserRow) =>
  searchText([
    row.firstName,
    row.lastName,
    row.email,
    formatPhone(row.phone),
    row.phone?.replace(/\D/g, ''),
    ...holder.names(row),
  ]);
