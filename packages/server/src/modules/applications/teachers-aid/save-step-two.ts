import { eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { teachersAidStepTwoSchema } from '@portal/domain/programs/teachers-aid';
import { applicationTeachersAid } from '../../../db/schema/application-teachers-aid.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import type { Context } from '../../../graphql/context.ts';
import { fieldError, parseInput } from '../../../graphql/errors.ts';
import { checkTerm } from '../save-checks.ts';
import { findTeachersAidApplicationFor } from './access.ts';
import { assertEditable, assertPreviousSteps, stepsCompletedAfter } from './rules.ts';
import { replaceRoster, TEACHER_EMAIL_KEY } from './teachers.ts';

export interface StepTwoRequest {
  applicationTeachersAidId: number;
  draft: boolean;
  [field: string]: unknown;
}

/**
 * Step 2: the teacher roster, replaced as a whole (teachers left out are removed), and the
 * background verification, in one transaction: any refusal (a teacherId of another application,
 * a repeated email the database still finds) writes nothing.
 */
export async function saveStepTwo(ctx: Context, input: StepTwoRequest) {
  const mode = input.draft ? 'draft' : 'submit';
  const data = parseInput(teachersAidStepTwoSchema(mode), input);
  const complete = !input.draft || teachersAidStepTwoSchema('submit').safeParse(input).success;
  try {
    return await ctx.db.transaction(async (tx) => {
      const app = await findTeachersAidApplicationFor(
        tx,
        ctx.viewer!,
        input.applicationTeachersAidId,
        { forUpdate: true },
      );
      assertEditable(app);
      assertPreviousSteps(app, 2);
      // Intake closed since step 1: the form is read-only (spec 2 §4), nothing is saved.
      await checkTerm(tx, 'TEACHERS_AID', app.termId);
      await replaceRoster(tx, app.id, data.teachers);
      const [saved] = await tx
        .update(applicationTeachersAid)
        .set({
          certififedVerification: data.certififedVerification,
          draft: input.draft,
          stepsCompleted: stepsCompletedAfter(app, 2, { draft: input.draft, complete }),
        })
        .where(eq(applicationTeachersAid.id, app.id))
        .returning();
      return saved!;
    });
  } catch (error) {
    // The domain compares emails trimmed and lower-cased as JavaScript does; the index as
    // PostgreSQL does (lower(email)). Where they differ, the index's refusal is the same message.
    if (isUniqueViolation(error, TEACHER_EMAIL_KEY)) {
      throw fieldError('teachers', MESSAGES.emailMustBeUnique);
    }
    throw error;
  }
}
