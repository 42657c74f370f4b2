import { eq, sql } from 'drizzle-orm';
import { MESSAGES, isEnumValue } from '@portal/domain';
import { sites } from '../../db/schema/sites.ts';
import type { Context } from '../../graphql/context.ts';
import { fieldError } from '../../graphql/errors.ts';
import type { AdminUpdateSiteStatusInput } from '../../graphql/generated/resolvers.ts';
import { recordAudit } from '../audit/record.ts';
import { lockSite } from './site-lock.ts';
import { SITES_ENTITY, adminSite } from './site-view.ts';

/**
 * The Program Status tab's save: one value of the programStatuses enumeration (no transition
 * rules in the spec), with statusKidsCafeUpdatedAt, audited. The same value again changes
 * nothing.
 */
export async function updateSiteStatus(ctx: Context, input: AdminUpdateSiteStatusInput) {
  if (!isEnumValue('programStatuses', input.status)) {
    throw fieldError('status', MESSAGES.required);
  }
  await ctx.db.transaction(async (tx) => {
    const site = await lockSite(tx, input.siteId);
    if (site.statusKidsCafe === input.status) return;
    await tx
      .update(sites)
      .set({ statusKidsCafe: input.status, statusKidsCafeUpdatedAt: sql`now()` })
      .where(eq(sites.id, site.id));
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: 'UPDATE_PROGRAM_STATUS',
      entityType: SITES_ENTITY,
      entityId: site.id,
      before: { statusKidsCafe: site.statusKidsCafe },
      after: { statusKidsCafe: input.status },
    });
  });
  return adminSite(ctx.db, input.siteId);
}
