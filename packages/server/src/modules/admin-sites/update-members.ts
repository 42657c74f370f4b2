import { eq, sql } from 'drizzle-orm';
import { siteMembersSchema, type SiteMember } from '@portal/domain/programs/kids-cafe';
import { sites } from '../../db/schema/sites.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import type { AdminUpdateSiteMembersInput } from '../../graphql/generated/resolvers.ts';
import { recordAudit } from '../audit/record.ts';
import { liveSiteMembers } from '../applications/kids-cafe/contacts.ts';
import { lockSite } from './site-lock.ts';
import { auditSiteMembers, replaceSiteMembers } from './site-members.ts';
import { SITES_ENTITY, adminSite } from './site-view.ts';

/**
 * The Contacts tab's save: the domain's siteMembersSchema (the primary and the secondary point
 * of contact, complete, emails different), then the site's members replaced in one
 * transaction, lastEditedSiteMembers moved and the change audited.
 */
export async function updateSiteMembers(ctx: Context, input: AdminUpdateSiteMembersInput) {
  const members = parseInput<SiteMember[]>(siteMembersSchema(), input.siteMembers);
  await ctx.db.transaction(async (tx) => {
    const site = await lockSite(tx, input.siteId);
    const before = await liveSiteMembers(tx, site.id);
    await replaceSiteMembers(tx, site.id, members);
    await tx
      .update(sites)
      .set({ lastEditedSiteMembers: sql`now()` })
      .where(eq(sites.id, site.id));
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: 'UPDATE_CONTACTS',
      entityType: SITES_ENTITY,
      entityId: site.id,
      before: { siteMembers: auditSiteMembers(before) },
      after: { siteMembers: auditSiteMembers(members) },
    });
  });
  return adminSite(ctx.db, input.siteId);
}
