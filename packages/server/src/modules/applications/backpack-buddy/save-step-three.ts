import { eq, sql } from 'drizzle-orm';
import {
  MESSAGES,
  principalEmailIssue,
  SIGNATURE_LINK_TTL_DAYS,
  signerDecision,
} from '@portal/domain';
import { stepThreeSchema } from '@portal/domain/programs/backpack-buddy';
import { applicationBackpackBuddy } from '../../../db/schema/application-backpack-buddy.ts';
import type { Context } from '../../../graphql/context.ts';
import { fieldError, parseInput } from '../../../graphql/errors.ts';
import { createSignatureRequest } from '../../signatures/requests.ts';
import { findApplicationFor } from './access.ts';
import { assertEditable, assertPreviousSteps } from './rules.ts';
import { applicationSigners } from '../signer.ts';

/**
 * Step 3: the agreement's three names and I Agree boxes and the principal's email. Unless a
 * draft, the application is submitted: PENDING_PRINCIPAL, and the principal is mailed a link
 * to sign, in the same transaction — the principal on record for the school when there is one
 * and the application names the same person; a different named principal holds the
 * application for an admin's review (signer_review) and nobody is mailed (issue 12).
 */
export async function saveStepThree(
  ctx: Context,
  input: { applicationBackpackBuddyId: number; draft: boolean },
) {
  const data = parseInput(
    stepThreeSchema(input.draft ? 'draft' : 'submit', { verifyPrincipalEmail: true }),
    input,
  );
  return ctx.db.transaction(async (tx) => {
    const app = await findApplicationFor(tx, ctx.viewer!, input.applicationBackpackBuddyId, {
      forUpdate: true,
    });
    assertEditable(app);
    assertPreviousSteps(app, 3);
    // The principal the application names (its Team Information), confirmed on step 3.
    const signers = await applicationSigners(tx, 'BACKPACK_BUDDY', app);
    const principal = app.proposedSchool ? signers.named : signers.onRecord;
    const mismatch = principalEmailIssue(data.verifyPrincipalEmail, principal?.email);
    if (mismatch) throw fieldError('verifyPrincipalEmail', mismatch);
    if (!input.draft && !principal?.email)
      throw fieldError('teamMembers', MESSAGES.principalRequired);

    const submit = !input.draft;
    const decision = signerDecision(signers.onRecord, principal);
    const held = submit && decision.kind === 'review';
    const [saved] = await tx
      .update(applicationBackpackBuddy)
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
            }
          : {}),
        // A signer other than the one on record: nobody is mailed, an admin reviews it.
        ...(submit
          ? {
              signerReview: held
                ? {
                    namedEmail: decision.namedEmail,
                    onRecordEmail: decision.onRecordEmail,
                    at: new Date().toISOString(),
                  }
                : null,
            }
          : {}),
      })
      .where(eq(applicationBackpackBuddy.id, app.id))
      .returning();
    if (submit && decision.kind === 'send') {
      await createSignatureRequest(tx, {
        program: 'BACKPACK_BUDDY',
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
