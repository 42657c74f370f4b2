import type { Tx } from '../../db/client.ts';
import { userSchools } from '../../db/schema/schools.ts';
import { createTermMonths } from '../allocations/term-months.ts';
import { applyProposedSchool, type ProposedSchool } from './proposed-school.ts';

/** An application at the moment it becomes APPROVED. */
export interface ApprovedApplication {
  schoolId: number;
  termId: number;
  submittedById: number | null;
  proposedSchool: unknown;
}

/**
 * What approval does besides the status, in the approving transaction (principal's signature or
 * an admin's status change): the application's proposal becomes the school's shared record, and
 * the educator who submitted it (submittedById: set by the submission, step 3, so a colleague
 * who completes someone else's draft is the applicant, never the draft's starter) is granted the
 * school (user_schools, source APPLICATION). This is the only place, besides an admin assigning
 * schools to a user, that grants a school; admin-schools/application-grant.ts takes the grant
 * back when the application stops being approved. A Backpack Buddy school gets its term months
 * of the application's term, with its weekly allocation in force (allocations/term-months.ts).
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
  await createTermMonths(tx, app);
}
