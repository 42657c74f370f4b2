import { eq } from 'drizzle-orm';
import { stepTwoSchema } from '@portal/domain/programs/backpack-buddy';
import { applicationBackpackBuddy } from '../../../db/schema/application-backpack-buddy.ts';
import type { Context } from '../../../graphql/context.ts';
import { parseInput } from '../../../graphql/errors.ts';
import { findApplicationFor } from './access.ts';
import { assertEditable, assertPreviousSteps } from './rules.ts';

/** Step 2: allotment counts, background verification, program interests, willingness answers. */
export async function saveStepTwo(
  ctx: Context,
  input: { applicationBackpackBuddyId: number; draft: boolean },
) {
  const data = parseInput(stepTwoSchema(input.draft ? 'draft' : 'submit'), input);
  return ctx.db.transaction(async (tx) => {
    const app = await findApplicationFor(tx, ctx.viewer!, input.applicationBackpackBuddyId, {
      forUpdate: true,
    });
    assertEditable(app);
    assertPreviousSteps(app, 2);
    const [saved] = await tx
      .update(applicationBackpackBuddy)
      .set({
        ...data,
        draft: input.draft,
        stepsCompleted: input.draft ? app.stepsCompleted : Math.max(app.stepsCompleted, 2),
      })
      .where(eq(applicationBackpackBuddy.id, app.id))
      .returning();
    return saved!;
  });
}
