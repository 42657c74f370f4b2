import { and, eq, isNull } from 'drizzle-orm';
import { programByEnum } from '@portal/domain';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { schools, userSchools } from '../../db/schema/schools.ts';
import { programTerms } from '../../db/schema/terms.ts';
import { sendApplicationApprovedMail } from '../emails/mails.ts';
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
 * The submitter is mailed from the Application Approved template (emails/mails.ts; nothing when
 * the template is inactive), in their language, in the same transaction through the outbox.
 */
export async function onApproved(
  tx: Tx,
  app: ApprovedApplication,
  mail: { publicUrl: string },
): Promise<void> {
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
  await mailApproval(tx, app, mail.publicUrl);
}

/** The Application Approved mail to the submitter (a live account), with the school's name now. */
async function mailApproval(tx: Tx, app: ApprovedApplication, publicUrl: string) {
  if (app.submittedById === null) return;
  const [found] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      schoolName: schools.name,
      program: programTerms.program,
      type: programTerms.type,
      year: programTerms.year,
    })
    .from(users)
    .innerJoin(schools, eq(schools.id, app.schoolId))
    .innerJoin(programTerms, eq(programTerms.id, app.termId))
    .where(and(eq(users.id, app.submittedById), isNull(users.deletedAt)))
    .limit(1);
  if (!found) return;
  await sendApplicationApprovedMail(tx, {
    to: found.email,
    language: found.language,
    firstName: found.firstName,
    schoolName: found.schoolName,
    programName: programByEnum(found.program)?.name ?? found.program,
    term: { type: found.type, year: found.year },
    portalLink: `${publicUrl}/login`,
  });
}
