import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { USER_LIST_HOLDERS, userListSpec } from '@portal/domain';
import type { UserHolderKind } from '../../../gql/graphql';
import { AdminList } from '../../../components/admin-list/admin-list';
import { useServerTable } from '../../../components/data-table/use-server-table';
import type { PortalProgram } from '../../../lib/programs';
import { DEFAULT_USER_SORT, userColumns, userFilters, userRowKey } from './user-columns';
import type { UserPageRow } from './user-columns';
import { userHolderOf } from './user-holders';
import { userPath } from './user-paths';
import { USERS_EXPORT_FILE, usersExportSheet } from './users-export';
import { EducatorUsersDocument, EducatorUsersPageDocument } from './users.queries';

const NO_OPTIONS: readonly never[] = [];

/**
 * The educator accounts ({programUrl}/users, spec 3 §2 Users): Add a User, Export of the rows
 * shown, search over names, email, phone and schools, sort (last name by default), the Deleted
 * filter (No by default) and paging. A row opens the user. In the Kids Cafe area (whose
 * applicants are sites) the accounts' sites take the schools' place, with a Site filter; in the
 * Partner Services area their organizations, with an Organization filter. The server searches,
 * sorts, filters and pages by the domain's users list spec of the area (educatorUsersPage) and
 * answers the holder filter's options; Export loads every account when clicked, uncached, and
 * keeps the rows of the table's view (all pages).
 */
export default function UsersPage({ program }: { program: PortalProgram }) {
  const client = useApolloClient();
  const holder = userHolderOf(program);
  const filterKey = USER_LIST_HOLDERS[holder.kind].filterKey;
  const [params] = useSearchParams();
  // The holder chosen in the URL is sent as it is (the server checks it against its options,
  // which arrive with the answer): the spec below only resolves the view into the request.
  const chosen = filterKey ? (params.get(`f_${filterKey}`) ?? '') : '';
  const spec = useMemo(
    () => userListSpec(holder.kind, /^\d+$/.test(chosen) ? [{ value: chosen, label: chosen }] : []),
    [holder.kind, chosen],
  );
  const table = useServerTable(spec);
  const list = useQuery(EducatorUsersPageDocument, {
    variables: {
      holder: holder.kind.toUpperCase() as UserHolderKind,
      page: table.page,
      schools: holder.kind === 'school',
      sites: holder.kind === 'site',
      organizations: holder.kind === 'organization',
    },
    fetchPolicy: 'cache-and-network',
  });
  // The previous page stays on screen while the next one loads (typing does not flash Loading).
  const page = (list.data ?? list.previousData)?.page;
  const options = page?.holderOptions ?? NO_OPTIONS;
  const columns = useMemo(() => userColumns(holder), [holder]);
  const filters = useMemo(() => userFilters(holder, spec, options), [holder, spec, options]);

  const exportSheet = {
    fileName: USERS_EXPORT_FILE,
    sheet: async () => {
      const answer = await client.query({ query: EducatorUsersDocument, fetchPolicy: 'no-cache' });
      if (!answer.data) throw answer.error ?? new Error('No export rows');
      return usersExportSheet(table.viewRows(answer.data.educatorUsers), holder);
    },
  };
  return (
    <AdminList<UserPageRow>
      title="Users"
      programName={program.name}
      className="admin-users"
      server={{ table, page, loading: list.loading }}
      error={list.error}
      rowKey={userRowKey}
      columns={columns}
      defaultSort={DEFAULT_USER_SORT}
      filters={filters}
      rowHref={(row) => userPath(program, row.educatorId)}
      actions={
        <Link className="button button-primary" to={userPath(program, 'new')}>
          Add a User
        </Link>
      }
      exportSheet={exportSheet}
    />
  );
}
