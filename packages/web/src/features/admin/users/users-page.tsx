import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { ErrorBlock } from '../../../components/error-block';
import { SpreadsheetExportButton } from '../../../components/export-button';
import { Loading } from '../../../components/loading';
import type { PortalProgram } from '../../../lib/programs';
import {
  DEFAULT_USER_SORT,
  USER_COLUMNS,
  USER_FILTERS,
  userRowKey,
  userSearchText,
} from './user-columns';
import type { UserRow } from './user-columns';
import { userPath } from './user-paths';
import { USERS_EXPORT_FILE, usersExportSheet } from './users-export';
import { EducatorUsersDocument } from './users.queries';

/**
 * The educator accounts ({programUrl}/users, spec 3 §2 Users): Add a User, Export of the rows
 * shown, search over names, email, phone and schools, sort (last name by default), the Deleted
 * filter (No by default) and paging. A row opens the user.
 */
export default function UsersPage({ program }: { program: PortalProgram }) {
  const { data, error } = useQuery(EducatorUsersDocument, { fetchPolicy: 'cache-and-network' });
  // What the table shows after search and filter: the export writes exactly that.
  const visible = useRef<readonly UserRow[]>([]);
  const rows = data?.educatorUsers;

  let content;
  if (!rows && error) content = <ErrorBlock headingLevel={3} />;
  else if (!rows) content = <Loading />;
  else {
    content = (
      <DataTable
        caption="Users"
        rows={rows}
        rowKey={userRowKey}
        columns={USER_COLUMNS}
        searchText={userSearchText}
        defaultSort={DEFAULT_USER_SORT}
        filters={USER_FILTERS}
        rowHref={(row) => userPath(program, row.educatorId)}
        onVisibleRowsChange={(shown) => {
          visible.current = shown;
        }}
        toolbar={
          <>
            <Link className="button button-primary" to={userPath(program, 'new')}>
              Add a User
            </Link>
            <SpreadsheetExportButton
              fileName={USERS_EXPORT_FILE}
              sheet={() => usersExportSheet(visible.current)}
            />
          </>
        }
      />
    );
  }

  return (
    <section className="admin-users" aria-labelledby="users-heading">
      <title>{`Users | ${program.name} | Partner Portal`}</title>
      <h2 id="users-heading">Users</h2>
      {content}
    </section>
  );
}
