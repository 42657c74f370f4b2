import { eq, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { sites } from '../../db/schema/sites.ts';
import type { Context } from '../../graphql/context.ts';
import { recordAudit } from '../audit/record.ts';
import { lockSite } from './site-lock.ts';
import { SITES_ENTITY } from './site-view.ts';

/** Ours: archiving an archived site, or restoring a live one (another admin was first). */
export const SITE_ALREADY_ARCHIVED = 'This site is already archived';
export const SITE_NOT_ARCHIVED = 'This site is not archived';

/**
 * Archives (deletedAt set) or restores (cleared) a site, audited; nothing else changes (its
 * grants and applications stay). Archiving an archived site or restoring a live one is
 * refused with a message saying so, and writes nothing.
 */
export async function setSiteArchived(
  ctx: Context,
  siteId: number,
  archived: boolean,
): Promise<boolean> {
  await ctx.db.transaction(async (tx) => {
    const site = await lockSite(tx, siteId);
    if ((site.deletedAt !== null) === archived) {
      throw new GraphQLError(archived ? SITE_ALREADY_ARCHIVED : SITE_NOT_ARCHIVED, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const [saved] = await tx
      .update(sites)
      .set({ deletedAt: archived ? sql`now()` : null })
      .where(eq(sites.id, site.id))
      .returning({ deletedAt: sites.deletedAt });
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: archived ? 'ARCHIVE' : 'RESTORE',
      entityType: SITES_ENTITY,
      entityId: site.id,
      before: { deletedAt: site.deletedAt },
      after: { deletedAt: saved!.deletedAt },
    });
  });
  return true;
}
