import { formatPhone, searchText } from '@portal/domain';
import { yesNo, yesNoFilter } from '../../../components/admin-list/list-filters';
import type { DataTableColumn, DataTableFilter } from '../../../components/data-table/data-table';
import type { EducatorUsersQuery } from '../../../gql/graphql';

export type UserRow = EducatorUsersQuery['educatorUsers'][number];

const isDeleted = (row: UserRow) => row.deletedAt != null;

/** The names of the user's schools, joined as the list and the export show them. */
export const schoolNames = (row: Pick<UserRow, 'schools'>) =>
  row.schools.map((school) => school.name).join(', ');

/** Last Name (the row's link, given by the table), First Name, Email, Phone, Schools, Deleted. */
export const USER_COLUMNS: readonly DataTableColumn<UserRow>[] = [
  { key: 'lastName', header: 'Last Name', value: (row) => row.lastName },
  { key: 'firstName', header: 'First Name', value: (row) => row.firstName },
  { key: 'email', header: 'Email', value: (row) => row.email },
  { key: 'phone', header: 'Phone', value: (row) => formatPhone(row.phone) },
  { key: 'schools', header: 'Schools', value: schoolNames },
  { key: 'deleted', header: 'Deleted', value: (row) => yesNo(isDeleted(row)) },
];

/** Deleted: Yes / No, No by default; the table adds Show All. */
export const USER_FILTERS: readonly DataTableFilter<UserRow>[] = [
  yesNoFilter('deleted', 'Deleted', isDeleted),
];

/** Users by last name (spec 3 §9). */
export const DEFAULT_USER_SORT = { key: 'lastName', direction: 'asc' } as const;

export const userRowKey = (row: UserRow) => row.id;

/**
 * Searched over first and last name, email, phone and school names (spec 3 §5). The phone is
 * searched as shown (123-456-7890) and as bare digits, whichever way it was typed.
 */
export const userSearchText = (row: UserRow) =>
  searchText([
    row.firstName,
    row.lastName,
    row.email,
    formatPhone(row.phone),
    row.phone?.replace(/\D/g, ''),
    ...row.schools.map((school) => school.name),
  ]);
