import {
  USER_LIST_HOLDERS,
  userListSpecFor,
  type UserHolderKind as HolderKind,
} from '@portal/domain';
import type { Db } from '../../db/client.ts';
import type { ListPageInput, UserHolderKind } from '../../graphql/generated/resolvers.ts';
import { keptListPage, readKeptList } from '../admin-holders/kept-list.ts';
import { loadEducatorUsers } from './educator-users.ts';

/**
 * Every educator account with its schools, sites and organizations (educatorUsers), kept while
 * the database does not change (admin-holders/kept-list.ts): its four statements run again only
 * after a write. The kept rows are shared: read-only.
 */
export const educatorUserList = (db: Db) =>
  readKeptList(db, 'educatorUsers', () => loadEducatorUsers(db));

const KIND: Record<UserHolderKind, HolderKind> = {
  SCHOOL: 'school',
  SITE: 'site',
  ORGANIZATION: 'organization',
};

/**
 * One page of the users list of an area (educatorUsersPage): the domain's users list spec of
 * the area's holders over the kept rows, and the options of its holder filter (the sites or
 * organizations the listed accounts hold).
 */
export async function educatorUserPage(
  db: Db,
  holder: UserHolderKind | null | undefined,
  page: ListPageInput | null | undefined,
) {
  const kind = KIND[holder ?? 'SCHOOL'];
  let holderOptions: { value: string; label: string }[] = [];
  const answer = await keptListPage(
    page,
    () => educatorUserList(db),
    (rows) => {
      const spec = userListSpecFor(rows, kind);
      const filterKey = USER_LIST_HOLDERS[kind].filterKey;
      holderOptions = [...(spec.filters?.find((f) => f.key === filterKey)?.options ?? [])];
      return spec;
    },
  );
  return { ...answer, holderOptions };
}
