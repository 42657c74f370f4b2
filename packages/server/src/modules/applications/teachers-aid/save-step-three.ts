import { eq, sql } from 'drizzle-orm';
import {
  MESSAGES,
  principalEmailIssue,
  SIGNATURE_LINK_TTL_DAYS,
  signerDecision,
} from '@portal/domain';
import { teachersAidStepThreeSchema } from '@portal/domain/programs/teachers-aid';
import { applicationTeachersAid } from '../../../db/schema/application-teachers-aid.ts';
import type { Context } from '../../../graphql/context.ts';
import { fieldError, parseInput } from '../../../graphql/errors.ts';
import { createSignatureRequest } from '../../signatures/requests.ts';
import { applicationSigners } from '../signer.ts';
import { checkTerm } from '../save-checks.ts';
import { findTeachersAidApplicationFor } from './access.ts';
import { assertEditable, assertPreviousSteps } from './rules.ts';
import { rosterSize } from './teachers.ts';

const PROGRAM = 'TEACHERS_AID';

export interface StepThreeRequest {
  applicationTeachersAidId: number;
  draft: boolean;
  [field: string]: unknown;
}

/**
 * Step 3: the three certifications, the three typed names and the principal's email, which must
 * be the email of the principal the application names (step 1). Unless a draft, the application
 * is submitted: PENDING_PRINCIPAL, and the principal is mailed a link to sign, in the same
 * transaction — the principal on record for the school when there is one and the application
 * names the same person (or the named one for a school without one); a different named principal
 * holds the application for an admin's review (signer_review) and nobody is mailed (issue 12).
 */
export async function saveStepThree(ctx: Context, input: StepThreeRequest) {
  const submit = !input.draft;
  const data = parseInput(
    teachersAidStepThreeSchema(submit ? 'submit' : 'draft', { verifyPrincipalEmail: true }),
    input,
  );
  return ctx.db.transaction(async (tx) => {
    const app = await findTeachersAidApplicationFor(
      tx,
      ctx.viewer!,
      input.applicationTeachersAidId,
      { forUpdate: true },
    );
    assertEditable(app);
    assertPreviousSteps(app, 3);
    // Intake closed since step 1: the form is read-only (spec 2 §4), nothing is saved.
    await checkTerm(tx, PROGRAM, app.termId);
    // The principal the application names (step 1), confirmed here.
    const signers = await applicationSigners(tx, PROGRAM, app);
    const principal = app.proposedSchool ? signers.named : signers.onRecord;
    const mismatch = principalEmailIssue(data.verifyPrincipalEmail, principal?.email);
    if (mismatch) throw fieldError('verifyPrincipalEmail', mismatch);
    const decision = signerDecision(signers.onRecord, principal);
    if (submit && decision.kind === 'missing') {
      throw fieldError('principal.email', MESSAGES.required);
    }
    // Steps 1 and 2 are complete (stepsCompleted): the roster is still there to be signed for.
    if (submit && (await rosterSize(tx, app.id)) === 0) {
      throw fieldError('teachers', MESSAGES.teachersRequired);
    }

    const held = submit && decision.kind === 'review';
    const [saved] = await tx
      .update(applicationTeachersAid)
      .set({
        ...data,
        draft: input.draft,
        stepsCompleted: submit ? 3 : app.stepsCompleted,
        // The submitter is the applicant of record: a colleague of the school who completes
        // somebody else's draft submits it as their own, and the approval grants them the
        // school, never the draft's starter (approval.ts).
        ...(submit
          ? {
              status: 'PENDING_PRINCIPAL' as const,
              submittedAt: sql`now()`,
              submittedById: ctx.viewer!.userId,
              // A signer other than the one on record: nobody is mailed, an admin reviews it.
              signerReview:
                held && decision.kind === 'review'
                  ? {
                      namedEmail: decision.namedEmail,
                      onRecordEmail: decision.onRecordEmail,
                      at: new Date().toISOString(),
                    }
                  : null,
            }
          : {}),
      })
      .where(eq(applicationTeachersAid.id, app.id))
      .returning();
    if (submit && decision.kind === 'send') {
      await createSignatureRequest(tx, {
        program: PROGRAM,
        applicationId: app.id,
        principalEmail: decision.to.email,
        principalFirstName: decision.to.firstName,
        schoolName: signers.schoolName,
        publicUrl: ctx.services.publicUrl,
        ttlDays: SIGNATURE_LINK_TTL_DAYS,
        submittedById: saved!.submittedById,
      });
    }
    return saved!;
  });
}
