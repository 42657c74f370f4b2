import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { AdminList } from '../../../components/admin-list/admin-list';
import type { PortalProgram } from '../../../lib/programs';
import {
  DEFAULT_USER_SORT,
  USER_COLUMNS,
  USER_FILTERS,
  userRowKey,
  userSearchText,
} from './user-columns';
import { userPath } from './user-paths';
import { USERS_EXPORT_FILE, usersExportSheet } from './users-export';
import { EducatorUsersDocument } from './users.queries';

const EXPORT = { fileName: USERS_EXPORT_FILE, sheet: usersExportSheet };

/**
 * The educator accounts ({programUrl}/users, spec 3 §2 Users): Add a User, Export of the rows
 * shown, search over names, email, phone and schools, sort (last name by default), the Deleted
 * filter (No by default) and paging. A row opens the user.
 */
export default function UsersPage({ program }: { program: PortalProgram }) {
  const { data, error } = useQuery(EducatorUsersDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <AdminList
      title="Users"
      programName={program.name}
      className="admin-users"
      rows={data?.educatorUsers}
      error={error}
      rowKey={userRowKey}
      columns={USER_COLUMNS}
      searchText={userSearchText}
      defaultSort={DEFAULT_USER_SORT}
      filters={USER_FILTERS}
      rowHref={(row) => userPath(program, row.educatorId)}
      actions={
        <Link className="button button-primary" to={userPath(program, 'new')}>
          Add a User
        </Link>
      }
      exportSheet={EXPORT}
    />
  );
}
