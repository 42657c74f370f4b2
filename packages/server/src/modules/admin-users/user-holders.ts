import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MESSAGES } from '@portal/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { organizations, userOrganizations } from '../../db/schema/organizations.ts';
import { sites, userSites } from '../../db/schema/sites.ts';
import { fieldError } from '../../graphql/errors.ts';

/**
 * A holder an admin grants to educators besides schools (a Kids Cafe site, a Partner Services
 * organization): its table, its grant table, the input's list of ids and the answer's id name.
 */
interface UserHolder<IdKey extends string> {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  deletedAt: PgColumn;
  links: { table: PgTable; userId: PgColumn; holderId: PgColumn; holderKey: string };
  /** The update input's list ('siteIds') and the refusal of a holder no longer live. */
  idsField: string;
  notFound: string;
  /** The id's name in the answer (UserSite.siteId, UserOrganization.organizationId). */
  idKey: IdKey;
}

export const USER_HOLDERS = {
  site: {
    table: sites,
    id: sites.id,
    name: sites.name,
    deletedAt: sites.deletedAt,
    links: {
      table: userSites,
      userId: userSites.userId,
      holderId: userSites.siteId,
      holderKey: 'siteId',
    },
    idsField: 'siteIds',
    notFound: MESSAGES.siteNotFound,
    idKey: 'siteId',
  },
  organization: {
    table: organizations,
    id: organizations.id,
    name: organizations.name,
    deletedAt: organizations.deletedAt,
    links: {
      table: userOrganizations,
      userId: userOrganizations.userId,
      holderId: userOrganizations.organizationId,
      holderKey: 'organizationId',
    },
    idsField: 'organizationIds',
    notFound: MESSAGES.organizationNotFound,
    idKey: 'organizationId',
  },
} as const satisfies Record<string, UserHolder<string>>;

/** A granted holder as the account shows it (UserSite, UserOrganization). */
export type UserHolderView<IdKey extends string> = { id: string; name: string } & Record<
  IdKey,
  number
>;

/**
 * The live holders of the accounts `which` selects (a condition on users), by name, in one
 * statement however many accounts there are. Grants of archived holders stay in the database,
 * hidden like the holder, and come back with it (as schools do).
 */
export async function holdersOfUsers<IdKey extends string>(
  db: DbOrTx,
  holder: UserHolder<IdKey>,
  which: SQL | undefined,
): Promise<Map<number, UserHolderView<IdKey>[]>> {
  const links = await db
    .select({ userId: holder.links.userId, holderId: holder.id, name: holder.name })
    .from(holder.links.table)
    .innerJoin(users, eq(users.id, holder.links.userId))
    .innerJoin(holder.table, eq(holder.id, holder.links.holderId))
    .where(and(which, isNull(holder.deletedAt)))
    .orderBy(asc(holder.name), asc(holder.id));
  const held = new Map<number, UserHolderView<IdKey>[]>();
  for (const link of links) {
    const userId = link.userId as number;
    const id = link.holderId as number;
    const list = held.get(userId) ?? [];
    list.push({ id: String(id), [holder.idKey]: id, name: link.name } as UserHolderView<IdKey>);
    held.set(userId, list);
  }
  return held;
}

/**
 * Each assigned holder must be a live one (what the picker offers); the first other is refused
 * on its row (MESSAGES.siteNotFound or organizationNotFound, as the program's form says it: the
 * holder was archived or deleted since the picker loaded).
 */
export async function assertLiveHolders(
  tx: Tx,
  holder: UserHolder<string>,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: holder.id })
    .from(holder.table)
    .where(and(inArray(holder.id, [...ids]), isNull(holder.deletedAt)));
  const live = new Set(found.map((s) => s.id as number));
  const index = ids.findIndex((id) => !live.has(id));
  if (index >= 0) throw fieldError(`${holder.idsField}.${index}`, holder.notFound);
}

/** An account's new grants: the admin's (source ADMIN). */
export async function grantHolders(
  tx: Tx,
  holder: UserHolder<string>,
  userId: number,
  ids: readonly number[],
) {
  if (ids.length === 0) return;
  await tx
    .insert(holder.links.table)
    .values(ids.map((id) => ({ userId, [holder.links.holderKey]: id, source: 'ADMIN' })) as never);
}

/**
 * Makes the account's live grants of the kind exactly `ids` and answers the ids before (sorted),
 * for the audit. As with schools, the admin's list is every grant the profile shows: a grant
 * kept keeps its source (an approved application's stays APPLICATION), a new one is the admin's
 * (ADMIN), a removed one goes whatever its source. Grants of archived holders are not shown, so
 * neither replaced nor removed.
 */
export async function replaceHolderGrants(
  tx: Tx,
  holder: UserHolder<string>,
  userId: number,
  ids: readonly number[],
): Promise<number[]> {
  const { links } = holder;
  const linked = await tx
    .select({ holderId: links.holderId })
    .from(links.table)
    .innerJoin(holder.table, eq(holder.id, links.holderId))
    .where(and(eq(links.userId, userId), isNull(holder.deletedAt)))
    .orderBy(asc(links.holderId));
  const before = linked.map((l) => l.holderId as number);
  const added = ids.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !ids.includes(id));
  await grantHolders(tx, holder, userId, added);
  if (removed.length) {
    await tx
      .delete(links.table)
      .where(and(eq(links.userId, userId), inArray(links.holderId, removed)));
  }
  return before;
}

/** Every live holder of the kind, by name: what an admin may assign to an educator. */
export async function holderOptions<IdKey extends string>(
  db: DbOrTx,
  holder: UserHolder<IdKey>,
): Promise<UserHolderView<IdKey>[]> {
  const rows = await db
    .select({ id: holder.id, name: holder.name })
    .from(holder.table)
    .where(isNull(holder.deletedAt))
    .orderBy(asc(holder.name), asc(holder.id));
  return rows.map(
    (row) =>
      ({ id: String(row.id), [holder.idKey]: row.id, name: row.name }) as UserHolderView<IdKey>,
  );
}
