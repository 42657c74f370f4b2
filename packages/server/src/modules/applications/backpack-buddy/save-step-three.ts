import { eq, sql } from 'drizzle-orm';
import {
  MESSAGES,
  SIGNATURE_LINK_TTL_DAYS,
  principalEmailIssue,
  principalOf,
  stepThreeSchema,
} from '@portal/domain';
import { applicationBackpackBuddy } from '../../../db/schema/application-backpack-buddy.ts';
import type { Context } from '../../../graphql/context.ts';
import { fieldError, parseInput } from '../../../graphql/errors.ts';
import { createSignatureRequest } from '../../signatures/requests.ts';
import { findApplicationFor } from './access.ts';
import { assertEditable, assertPreviousSteps } from './rules.ts';
import { backpackBuddyRoster } from '../../schools/roster.ts';
import { schoolWithDistrict } from './view.ts';

/**
 * Step 3: the agreement's three names and I Agree boxes and the principal's email. Unless a
 * draft, the application is submitted: PENDING_PRINCIPAL, and the principal is mailed a link
 * to sign, in the same transaction.
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
    const principal = principalOf(await backpackBuddyRoster(tx, app.schoolId));
    const mismatch = principalEmailIssue(data.verifyPrincipalEmail, principal?.email);
    if (mismatch) throw fieldError('verifyPrincipalEmail', mismatch);
    if (!input.draft && !principal?.email)
      throw fieldError('teamMembers', MESSAGES.principalRequired);

    const submit = !input.draft;
    const [saved] = await tx
      .update(applicationBackpackBuddy)
      .set({
        ...data,
        draft: input.draft,
        stepsCompleted: submit ? 3 : app.stepsCompleted,
        ...(submit ? { status: 'PENDING_PRINCIPAL' as const, submittedAt: sql`now()` } : {}),
      })
      .where(eq(applicationBackpackBuddy.id, app.id))
      .returning();
    if (submit && principal?.email) {
      const { school } = await schoolWithDistrict(tx, app.schoolId);
      await createSignatureRequest(tx, {
        program: 'BACKPACK_BUDDY',
        applicationId: app.id,
        principalEmail: principal.email,
        principalFirstName: principal.firstName,
        schoolName: school.name,
        publicUrl: ctx.services.publicUrl,
        ttlDays: SIGNATURE_LINK_TTL_DAYS,
      });
    }
    return saved!;
  });
}
