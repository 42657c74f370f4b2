import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { sites, userSites } from '../../db/schema/sites.ts';
import { fieldError } from '../../graphql/errors.ts';
import type { UserSite } from '../../graphql/generated/resolvers.ts';

/**
 * The live Kids Cafe sites of the accounts `which` selects (a condition on users), by name, in
 * one statement however many accounts there are. Grants of archived sites stay in the database,
 * hidden like the site, and come back with it (as schools do).
 */
export async function sitesOfUsers(db: DbOrTx, which: SQL | undefined) {
  const links = await db
    .select({ userId: userSites.userId, siteId: sites.id, name: sites.name })
    .from(userSites)
    .innerJoin(users, eq(users.id, userSites.userId))
    .innerJoin(sites, eq(sites.id, userSites.siteId))
    .where(and(which, isNull(sites.deletedAt)))
    .orderBy(asc(sites.name), asc(sites.id));
  const sitesOf = new Map<number, UserSite[]>();
  for (const { userId, ...site } of links) {
    const list = sitesOf.get(userId) ?? [];
    list.push({ id: String(site.siteId), ...site });
    sitesOf.set(userId, list);
  }
  return sitesOf;
}

/**
 * Each assigned site must be a live one (what the picker offers); the first other is refused
 * on its row (MESSAGES.siteNotFound, as the Kids Cafe form says it: the site was archived or
 * deleted since the picker loaded).
 */
export async function assertLiveSites(tx: Tx, siteIds: readonly number[]): Promise<void> {
  if (siteIds.length === 0) return;
  const found = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(and(inArray(sites.id, [...siteIds]), isNull(sites.deletedAt)));
  const live = new Set(found.map((s) => s.id));
  const index = siteIds.findIndex((id) => !live.has(id));
  if (index >= 0) throw fieldError(`siteIds.${index}`, MESSAGES.siteNotFound);
}

/** A new account's sites: the admin's grants. */
export async function grantSites(tx: Tx, userId: number, siteIds: readonly number[]) {
  if (siteIds.length === 0) return;
  await tx.insert(userSites).values(siteIds.map((siteId) => ({ userId, siteId, source: 'ADMIN' })));
}

/**
 * Makes the account's live site grants exactly `siteIds` and answers the ids before (sorted),
 * for the audit. As with schools, the admin's list is every grant the profile shows: a grant
 * kept keeps its source (an approved application's stays APPLICATION), a new one is the admin's
 * (ADMIN), a removed one goes whatever its source. Grants of archived sites are not shown, so
 * neither replaced nor removed.
 */
export async function replaceSiteGrants(
  tx: Tx,
  userId: number,
  siteIds: readonly number[],
): Promise<number[]> {
  const linked = await tx
    .select({ siteId: userSites.siteId })
    .from(userSites)
    .innerJoin(sites, eq(sites.id, userSites.siteId))
    .where(and(eq(userSites.userId, userId), isNull(sites.deletedAt)))
    .orderBy(asc(userSites.siteId));
  const before = linked.map((l) => l.siteId);
  const added = siteIds.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !siteIds.includes(id));
  await grantSites(tx, userId, added);
  if (removed.length) {
    await tx
      .delete(userSites)
      .where(and(eq(userSites.userId, userId), inArray(userSites.siteId, removed)));
  }
  return before;
}
