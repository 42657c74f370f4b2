import { eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { MESSAGES } from '@portal/domain';
import { stepOneSchema } from '@portal/domain/programs/backpack-buddy';
import type { Tx } from '../../../db/client.ts';
import { applicationBackpackBuddy } from '../../../db/schema/application-backpack-buddy.ts';
import type { Context } from '../../../graphql/context.ts';
import { fieldError, parseInput } from '../../../graphql/errors.ts';
import { previousYearApproval } from '../continuation.ts';
import { backpackBuddyTable } from './table.ts';
import { openApplicationOf } from '../application-queries.ts';
import { proposalFor, proposedProfile } from '../proposed-school.ts';
import { checkSchool, checkTerm } from '../save-checks.ts';
import { findApplicationFor } from './access.ts';
import { assertEditable } from './rules.ts';

interface StepOneRequest {
  applicationBackpackBuddyId?: number | null;
  draft: boolean;
  [field: string]: unknown;
}

async function assertNoOtherOpenApplication(
  tx: Tx,
  schoolId: number,
  termId: number,
  year: number,
  exceptId?: number,
) {
  const other = await openApplicationOf(tx, backpackBuddyTable, { schoolId, termId, exceptId });
  if (other) throw fieldError('schoolId', MESSAGES.applicationInProgress('Backpack Buddy', year));
}

/**
 * Step 1 (Application Type, Initial School Information, Team Information). Creates the
 * application when no id is given. The school's profile and roster as the educator gives them are
 * kept on the application (proposed_school): naming a school in a draft neither links the
 * educator to it nor changes what its people see (issue 12).
 */
export async function saveStepOne(ctx: Context, input: StepOneRequest) {
  const viewer = ctx.viewer!;
  const data = parseInput(stepOneSchema(input.draft ? 'draft' : 'submit'), input);
  return ctx.db.transaction(async (tx) => {
    const existing = input.applicationBackpackBuddyId
      ? await findApplicationFor(tx, viewer, input.applicationBackpackBuddyId, { forUpdate: true })
      : undefined;
    if (existing) assertEditable(existing);
    const term = await checkTerm(tx, 'BACKPACK_BUDDY', data.termId);
    const school = await checkSchool(tx, data, MESSAGES.notForElementary);
    await assertNoOtherOpenApplication(tx, school.id, term.id, term.year, existing?.id);

    // The school's shared records change only when the application is approved (approval.ts).
    const proposedSchool = await proposalFor(tx, school.id, {
      profile: proposedProfile(data, school),
      roster: { program: 'BACKPACK_BUDDY', members: data.teamMembers },
    });

    const continuing = !!(await previousYearApproval(
      tx,
      backpackBuddyTable,
      school.id,
      new Date(),
    ));
    const values = {
      termId: term.id,
      schoolId: school.id,
      new: data.new,
      organizationType: data.organizationType,
      nonProfitOrganizations: data.nonProfitOrganizations,
      proposedSchool,
      isContinuation: continuing,
      draft: input.draft,
      stepsCompleted: input.draft
        ? (existing?.stepsCompleted ?? 0)
        : Math.max(existing?.stepsCompleted ?? 0, 1),
    };
    const [saved] = existing
      ? await tx
          .update(applicationBackpackBuddy)
          .set(values)
          .where(eq(applicationBackpackBuddy.id, existing.id))
          .returning()
      : await tx
          .insert(applicationBackpackBuddy)
          .values({ ...values, submittedById: viewer.userId })
          .returning();
    if (!saved) throw new GraphQLError(MESSAGES.unknownError);
    return saved;
  });
}
