import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import type { Context } from '../../graphql/context.ts';
import { recordAudit } from '../audit/record.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { educatorUserDetails } from './educator-user-details.ts';
import { lockEducator } from './find-educator.ts';

/**
 * Soft-deletes (deleted_at) or restores an educator account. Deleting also ends the account's
 * open sessions, so the person is signed out at once; login refuses deleted accounts.
 * Repeating a delete or restore changes and records nothing.
 */
export async function setEducatorDeleted(ctx: Context, educatorId: number, deleted: boolean) {
  await ctx.db.transaction(async (tx) => {
    const current = await lockEducator(tx, educatorId);
    if (deleted) await revokeAllSessions(tx, current.id);
    if ((current.deletedAt !== null) === deleted) return;
    const [row] = await tx
      .update(users)
      .set({ deletedAt: deleted ? sql`now()` : null })
      .where(eq(users.id, current.id))
      .returning({ deletedAt: users.deletedAt });
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: deleted ? 'DELETE' : 'RESTORE',
      entityType: 'users',
      entityId: current.id,
      before: { deletedAt: current.deletedAt },
      after: { deletedAt: row!.deletedAt },
    });
  });
  return educatorUserDetails(ctx.db, educatorId);
}
