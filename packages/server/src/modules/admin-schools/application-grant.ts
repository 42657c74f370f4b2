import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { userSchools } from '../../db/schema/schools.ts';
import { recordAudit } from '../audit/record.ts';
import { SCHOOL_PROGRAM_CONFIG } from './programs.ts';

/** An application that stops being approved (denied, withdrawn, waitlisted or deleted). */
export interface FormerApplication {
  schoolId: number;
  submittedById: number | null;
}

/** Whether a live APPROVED application of any school program, by this user, gives the school. */
async function approvedApplicationExists(tx: Tx, userId: number, schoolId: number) {
  for (const { table } of Object.values(SCHOOL_PROGRAM_CONFIG)) {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          eq(table.schoolId, schoolId),
          eq(table.submittedById, userId),
          eq(table.status, 'APPROVED'),
          isNull(table.deletedAt),
        ),
      )
      .limit(1);
    if (row) return true;
  }
  return false;
}

/**
 * The other half of approval.ts: an application's approval grants its submitter the school
 * (source APPLICATION); when the application is no longer approved (an admin's status change or
 * deletion, in the same transaction, after the application's row is written) the grant goes,
 * unless another approved application of the same account gives the same school. An admin's
 * grant (source ADMIN) is never removed here. The removal is audited on the user.
 */
export async function revokeApplicationGrant(
  tx: Tx,
  actorId: number,
  app: FormerApplication,
): Promise<void> {
  const userId = app.submittedById;
  if (userId === null) return;
  const [grant] = await tx
    .select({ id: userSchools.id })
    .from(userSchools)
    .where(
      and(
        eq(userSchools.userId, userId),
        eq(userSchools.schoolId, app.schoolId),
        eq(userSchools.source, 'APPLICATION'),
      ),
    )
    .for('update')
    .limit(1);
  if (!grant) return;
  if (await approvedApplicationExists(tx, userId, app.schoolId)) return;
  const before = (
    await tx
      .select({ schoolId: userSchools.schoolId })
      .from(userSchools)
      .where(eq(userSchools.userId, userId))
      .orderBy(asc(userSchools.schoolId))
  ).map((row) => row.schoolId);
  await tx.delete(userSchools).where(eq(userSchools.id, grant.id));
  await recordAudit(tx, {
    actorId,
    action: 'REVOKE_SCHOOL_GRANT',
    entityType: 'users',
    entityId: userId,
    before: { schoolIds: before },
    after: { schoolIds: before.filter((id) => id !== app.schoolId) },
  });
}
