import { eq, sql } from 'drizzle-orm';
import { applicationKidsCafe } from '../../db/schema/application-kids-cafe.ts';
import type { Context } from '../../graphql/context.ts';
import { userError } from '../../graphql/errors.ts';
import { onKidsCafeUnapproved } from '../applications/kids-cafe/approval.ts';
import { recordAudit } from '../audit/record.ts';
import { lockSiteApplication } from './site-lock.ts';
import { SITE_APPLICATIONS_ENTITY, adminSite } from './site-view.ts';

/**
 * Soft-deletes a live Kids Cafe application (its row stays for the audit trail); an approved
 * one takes the grant its approval gave (approval.ts). Locks the site, then the application.
 * Answers the site as the console shows it.
 */
export async function deleteSiteApplication(ctx: Context, applicationId: number) {
  const actorId = ctx.viewer!.userId;
  const siteId = await ctx.db.transaction(async (tx) => {
    const { app } = await lockSiteApplication(tx, applicationId);
    if (app.deletedAt) throw userError('NOT_FOUND');
    const [deleted] = await tx
      .update(applicationKidsCafe)
      .set({ deletedAt: sql`now()` })
      .where(eq(applicationKidsCafe.id, app.id))
      .returning({ deletedAt: applicationKidsCafe.deletedAt });
    await recordAudit(tx, {
      actorId,
      action: 'DELETE_APPLICATION',
      entityType: SITE_APPLICATIONS_ENTITY,
      entityId: app.id,
      before: {
        status: app.status,
        type: app.type,
        applicationYear: app.applicationYear,
        deletedAt: null,
      },
      after: { deletedAt: deleted!.deletedAt },
    });
    if (app.status === 'APPROVED') await onKidsCafeUnapproved(tx, actorId, app);
    return app.siteId;
  });
  return adminSite(ctx.db, siteId);
}
