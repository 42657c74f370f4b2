import { eq, sql } from 'drizzle-orm';
import type { SchoolProgram } from '@portal/domain';
import type { Context } from '../../graphql/context.ts';
import { userError } from '../../graphql/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { revokeApplicationGrant } from './application-grant.ts';
import { expireOpenLinks } from './expire-links.ts';
import { programConfig } from './programs.ts';
import { lockSchoolApplication } from './school-lock.ts';
import { adminSchool } from './school-view.ts';

/**
 * Soft-deletes a live application of the program (its rows stay for the audit trail); its open
 * signature links stop working, and the grant its approval gave goes (application-grant.ts).
 * Locks the school, the application, then its links (school-lock.ts). Answers the school as the
 * program's admin screens show it.
 */
export async function deleteApplication(
  ctx: Context,
  program: SchoolProgram,
  applicationId: number,
) {
  const config = programConfig(program);
  const t = config.table;
  const actorId = ctx.viewer!.userId;
  const schoolId = await ctx.db.transaction(async (tx) => {
    const app = (await lockSchoolApplication(tx, t, applicationId))?.app;
    if (!app || app.deletedAt) throw userError('NOT_FOUND');
    const [deleted] = await tx
      .update(t)
      .set({ deletedAt: sql`now()` })
      .where(eq(t.id, app.id))
      .returning({ deletedAt: t.deletedAt });
    await expireOpenLinks(tx, config, app.id);
    await recordAudit(tx, {
      actorId,
      action: 'DELETE_APPLICATION',
      entityType: config.tableName,
      entityId: app.id,
      before: { status: app.status, termId: app.termId, deletedAt: null },
      after: { deletedAt: deleted!.deletedAt },
    });
    await revokeApplicationGrant(tx, actorId, app);
    return app.schoolId;
  });
  return adminSchool(ctx.db, program, schoolId);
}
