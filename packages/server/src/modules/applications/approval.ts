import type { Tx } from '../../db/client.ts';
import { userSchools } from '../../db/schema/schools.ts';
import { applyProposedSchool, type ProposedSchool } from './proposed-school.ts';

/** An application at the moment it becomes APPROVED. */
export interface ApprovedApplication {
  schoolId: number;
  submittedById: number | null;
  proposedSchool: unknown;
}

/**
 * What approval does besides the status, in the approving transaction (principal's signature or
 * an admin's status change): the application's proposal becomes the school's shared record, and
 * the educator who applied is granted the school (user_schools, source APPLICATION). This is the
 * only place, besides an admin assigning schools to a user, that grants a school.
 */
export async function onApproved(tx: Tx, app: ApprovedApplication): Promise<void> {
  await applyProposedSchool(
    tx,
    app.schoolId,
    (app.proposedSchool as ProposedSchool | null) ?? null,
  );
  if (app.submittedById !== null) {
    await tx
      .insert(userSchools)
      .values({ userId: app.submittedById, schoolId: app.schoolId, source: 'APPLICATION' })
      .onConflictDoNothing();
  }
}
