import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { AdminList } from '../../../components/admin-list/admin-list';
import type { PortalProgram } from '../../../lib/programs';
import {
  DEFAULT_USER_SORT,
  userColumns,
  userFilters,
  userRowKey,
  userSearchText,
} from './user-columns';
import { userHolderOf } from './user-holders';
import { userPath } from './user-paths';
import { USERS_EXPORT_FILE, usersExportSheet } from './users-export';
import { EducatorUsersDocument } from './users.queries';

/**
 * The educator accounts ({programUrl}/users, spec 3 §2 Users): Add a User, Export of the rows
 * shown, search over names, email, phone and schools, sort (last name by default), the Deleted
 * filter (No by default) and paging. A row opens the user. In the Kids Cafe area (whose
 * applicants are sites) the accounts' sites take the schools' place, with a Site filter; in the
 * Partner Services area their organizations, with an Organization filter.
 */
export default function UsersPage({ program }: { program: PortalProgram }) {
  const { data, error } = useQuery(EducatorUsersDocument, { fetchPolicy: 'cache-and-network' });
  const holder = userHolderOf(program);
  const rows = data?.educatorUsers;
  const list = useMemo(
    () => ({
      columns: userColumns(holder),
      searchText: userSearchText(holder),
      exportSheet: {
        fileName: USERS_EXPORT_FILE,
        sheet: (shown: Parameters<typeof usersExportSheet>[0]) => usersExportSheet(shown, holder),
      },
    }),
    [holder],
  );
  const filters = useMemo(() => userFilters(holder, rows), [holder, rows]);
  return (
    <AdminList
      title="Users"
      programName={program.name}
      className="admin-users"
      rows={rows}
      error={error}
      rowKey={userRowKey}
      columns={list.columns}
      searchText={list.searchText}
      defaultSort={DEFAULT_USER_SORT}
      filters={filters}
      rowHref={(row) => userPath(program, row.educatorId)}
      actions={
        <Link className="button button-primary" to={userPath(program, 'new')}>
          Add a User
        </Link>
      }
      exportSheet={list.exportSheet}
    />
  );
}
