import { eq } from 'drizzle-orm';
import { sites } from '../../db/schema/sites.ts';
import type { Context } from '../../graphql/context.ts';
import { recordAudit } from '../audit/record.ts';
import { lockSite } from './site-lock.ts';
import { SITES_ENTITY } from './site-view.ts';

/**
 * Permanently deletes a site and all its program data in one transaction. Every table that
 * refers to a site cascades (its members, its educators' grants, its Kids Cafe applications),
 * so deleting the site row deletes them all; a foreign key added later without a cascade makes
 * this fail rather than leave orphans (the tests check every key). The audit log has no foreign
 * key and keeps a snapshot of what was deleted.
 */
export async function deleteSite(ctx: Context, siteId: number): Promise<boolean> {
  await ctx.db.transaction(async (tx) => {
    const site = await lockSite(tx, siteId);
    await tx.delete(sites).where(eq(sites.id, site.id));
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: 'DELETE',
      entityType: SITES_ENTITY,
      entityId: site.id,
      before: {
        name: site.name,
        type: site.type,
        address1: site.address1,
        city: site.city,
        zip: site.zip,
        statusKidsCafe: site.statusKidsCafe,
        deletedAt: site.deletedAt,
      },
      after: null,
    });
  });
  return true;
}
