/**
 * The admin users list (spec 3 §2 Users): Last Name, First Name, Email, Phone, the accounts'
 * schools (in the Kids Cafe area their sites, in the Partner Services area their
 * organizations), Deleted; by last name (spec 3 §9); Deleted No by default; searched over first
 * and last name, email, phone (as shown and as bare digits) and the held names (spec 3 §5). The
 * Kids Cafe and Partner Services areas filter by one of the sites (organizations) the listed
 * accounts hold, Show All by default. The server pages it (educatorUsersPage) and the web table
 * shows it with the same spec.
 */
import { searchText } from '../admin/search.ts';
import { formatPhone } from '../format.ts';
import {
  SHOW_ALL,
  yesNo,
  yesNoListFilter,
  type ListColumnSpec,
  type ListFilterSpec,
  type ListSpec,
} from './list-page.ts';

/** What a program area's accounts hold: schools, Kids Cafe sites or Partner Services organizations. */
export type UserHolderKind = 'school' | 'site' | 'organization';

/** The fields of a users list row that its spec reads (the held kind's list is enough). */
export interface UserListRow {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  deletedAt?: unknown;
  schools?: readonly { schoolId: number; name: string }[];
  sites?: readonly { siteId: number; name: string }[];
  organizations?: readonly { organizationId: number; name: string }[];
}

interface Held {
  id: number;
  name: string;
}

/** Per kind: the key of its column, of its filter (none for schools) and the row's holders. */
export const USER_LIST_HOLDERS: Readonly<
  Record<
    UserHolderKind,
    { columnKey: string; filterKey: string | null; held: (row: UserListRow) => Held[] }
  >
> = {
  school: {
    columnKey: 'schools',
    filterKey: null,
    held: (row) => (row.schools ?? []).map((s) => ({ id: s.schoolId, name: s.name })),
  },
  site: {
    columnKey: 'sites',
    filterKey: 'site',
    held: (row) => (row.sites ?? []).map((s) => ({ id: s.siteId, name: s.name })),
  },
  organization: {
    columnKey: 'organizations',
    filterKey: 'organization',
    held: (row) => (row.organizations ?? []).map((o) => ({ id: o.organizationId, name: o.name })),
  },
};

/** The names of the account's holders of the kind, as the list, its search and export show them. */
export const userHolderNames = (row: UserListRow, kind: UserHolderKind) =>
  USER_LIST_HOLDERS[kind].held(row).map((h) => h.name);

const isDeleted = (row: UserListRow) => row.deletedAt != null;

function columnsOf(kind: UserHolderKind): ListColumnSpec<UserListRow>[] {
  return [
    { key: 'lastName', value: (row) => row.lastName },
    { key: 'firstName', value: (row) => row.firstName },
    { key: 'email', value: (row) => row.email },
    { key: 'phone', value: (row) => formatPhone(row.phone) },
    {
      key: USER_LIST_HOLDERS[kind].columnKey,
      value: (row) => userHolderNames(row, kind).join(', '),
    },
    { key: 'deleted', value: (row) => yesNo(isDeleted(row)) },
  ];
}

/** The columns of the users list of an area (sort values and cell texts). */
export const USER_LIST_COLUMNS: Readonly<
  Record<UserHolderKind, readonly ListColumnSpec<UserListRow>[]>
> = {
  school: columnsOf('school'),
  site: columnsOf('site'),
  organization: columnsOf('organization'),
};

export const DEFAULT_USER_LIST_SORT = { key: 'lastName', direction: 'asc' } as const;

export type UserHolderOption = { value: string; label: string };

/**
 * The holder filter's options: the holders the rows' accounts hold, each once, by name (then
 * id); none for schools (no filter).
 */
export function userHolderOptions(
  rows: readonly UserListRow[],
  kind: UserHolderKind,
): UserHolderOption[] {
  if (!USER_LIST_HOLDERS[kind].filterKey) return [];
  const names = new Map<number, string>();
  for (const row of rows) {
    for (const held of USER_LIST_HOLDERS[kind].held(row)) names.set(held.id, held.name);
  }
  return [...names]
    .sort(([idA, a], [idB, b]) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || idA - idB)
    .map(([id, name]) => ({ value: String(id), label: name }));
}

/** The users list's spec for an area, its holder filter offering `options`. */
export function userListSpec(
  kind: UserHolderKind,
  options: readonly UserHolderOption[],
): ListSpec<UserListRow> {
  const holder = USER_LIST_HOLDERS[kind];
  const deleted = yesNoListFilter<UserListRow>('deleted', isDeleted);
  const held: ListFilterSpec<UserListRow> | null = holder.filterKey
    ? {
        key: holder.filterKey,
        options,
        defaultValue: SHOW_ALL,
        test: (row, value) => holder.held(row).some((h) => String(h.id) === value),
      }
    : null;
  return {
    columns: USER_LIST_COLUMNS[kind],
    searchText: (row) =>
      searchText([
        row.firstName,
        row.lastName,
        row.email,
        formatPhone(row.phone),
        row.phone?.replace(/\D/g, ''),
        ...userHolderNames(row, kind),
      ]),
    defaultSort: DEFAULT_USER_LIST_SORT,
    filters: held ? [held, deleted] : [deleted],
  };
}

const specs = new WeakMap<object, Partial<Record<UserHolderKind, ListSpec<UserListRow>>>>();

/**
 * The spec of these rows (its holder filter offering what they hold), the same object for the
 * same rows array and kind, so that listPage keeps its sort orders and search texts.
 */
export function userListSpecFor(
  rows: readonly UserListRow[],
  kind: UserHolderKind,
): ListSpec<UserListRow> {
  let byKind = specs.get(rows);
  if (!byKind) {
    byKind = {};
    specs.set(rows, byKind);
  }
  return (byKind[kind] ??= userListSpec(kind, userHolderOptions(rows, kind)));
}
