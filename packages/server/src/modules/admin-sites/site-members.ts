import { and, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import type { SiteMember as SiteMemberValues } from '@portal/domain/programs/kids-cafe';
import type { Tx } from '../../db/client.ts';
import { siteMembers } from '../../db/schema/sites.ts';
import { fieldError } from '../../graphql/errors.ts';
import type { SiteMember } from '../../graphql/generated/resolvers.ts';
import type { SiteContact } from '../applications/kids-cafe/contacts.ts';

type SiteMemberRow = Pick<
  typeof siteMembers.$inferSelect,
  'id' | 'type' | 'firstName' | 'lastName' | 'title' | 'phone' | 'email' | 'isSupervisor'
>;

/** A site member as the console shows it. */
export function siteMemberView(row: SiteMemberRow): SiteMember {
  return {
    id: String(row.id),
    siteMemberId: row.id,
    type: row.type,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    title: row.title,
    phone: row.phone,
    email: row.email,
    isSupervisor: row.isSupervisor,
  };
}

/** The members as the audit log keeps them: who holds which role, in the roles' order. */
export function auditSiteMembers(members: readonly SiteContact[]) {
  return members
    .map((m) => ({
      type: m.type,
      name: `${m.firstName} ${m.lastName}`.trim(),
      title: m.title,
      email: m.email,
      phone: m.phone,
      isSupervisor: m.isSupervisor,
    }))
    .sort((a, b) => a.type.localeCompare(b.type));
}

/**
 * The site's live members become exactly `members` (checked by the domain's siteMembersSchema):
 * an id given must be one of the site's live members, each at most once (kept and updated, its
 * role may change); the others are soft-deleted; members without an id are added. The caller
 * locks the site row first and moves its lastEditedSiteMembers.
 */
export async function replaceSiteMembers(
  tx: Tx,
  siteId: number,
  members: readonly SiteMemberValues[],
): Promise<void> {
  const live = and(eq(siteMembers.siteId, siteId), isNull(siteMembers.deletedAt));
  const current = await tx.select({ id: siteMembers.id }).from(siteMembers).where(live);
  const currentIds = new Set(current.map((m) => m.id));
  const kept = members.flatMap((m) => (m.siteMemberId ? [m.siteMemberId] : []));
  if (kept.some((id) => !currentIds.has(id)) || new Set(kept).size !== kept.length) {
    throw fieldError('siteMembers', MESSAGES.notFound);
  }
  // Retire everyone first so that swapping roles never meets the one-holder index halfway.
  await tx
    .update(siteMembers)
    .set({ deletedAt: sql`now()` })
    .where(live);
  for (const { siteMemberId, ...values } of members) {
    if (siteMemberId) {
      await tx
        .update(siteMembers)
        .set({ ...values, deletedAt: null })
        .where(eq(siteMembers.id, siteMemberId));
    } else {
      await tx.insert(siteMembers).values({ ...values, siteId });
    }
  }
}
