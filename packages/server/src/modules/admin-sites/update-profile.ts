import { eq, sql } from 'drizzle-orm';
import { adminSiteProfileSchema, type AdminSiteProfile } from '@portal/domain/programs/kids-cafe';
import { sites } from '../../db/schema/sites.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import type { AdminUpdateSiteProfileInput } from '../../graphql/generated/resolvers.ts';
import { recordAudit } from '../audit/record.ts';
import { lockSite } from './site-lock.ts';
import { SITES_ENTITY, adminSite } from './site-view.ts';

/**
 * The Site Profile tab's save (spec 3 §5): the domain's adminSiteProfileSchema, then the site's
 * profile and lastEdited in one transaction, the changed fields audited.
 */
export async function updateSiteProfile(ctx: Context, input: AdminUpdateSiteProfileInput) {
  const { siteId, ...fields } = input;
  const data = parseInput<AdminSiteProfile>(adminSiteProfileSchema(), fields);
  await ctx.db.transaction(async (tx) => {
    const site = await lockSite(tx, siteId);
    const after = { ...data };
    const before = Object.fromEntries(
      Object.keys(after).map((key) => [key, site[key as keyof typeof after]]),
    );
    await tx
      .update(sites)
      .set({ ...after, lastEdited: sql`now()` })
      .where(eq(sites.id, site.id));
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: 'UPDATE_PROFILE',
      entityType: SITES_ENTITY,
      entityId: site.id,
      before,
      after,
    });
  });
  return adminSite(ctx.db, siteId);
}
