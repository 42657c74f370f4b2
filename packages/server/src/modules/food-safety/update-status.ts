import { eq } from 'drizzle-orm';
import { adminFoodSafetyStatusSchema } from '@portal/domain/programs/backpack-buddy';
import { schools } from '../../db/schema/schools.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import type { MutationAdminUpdateFoodSafetyStatusArgs } from '../../graphql/generated/resolvers.ts';
import { recordAudit } from '../audit/record.ts';
import { lockSchool } from '../admin-schools/school-lock.ts';
import { adminSchool } from '../admin-schools/school-view.ts';
import { FOOD_SAFETY_ACTIONS, SCHOOLS_ENTITY } from './actions.ts';

/**
 * adminUpdateFoodSafetyStatus: the school's food safety status, one value of foodSafetyStatuses
 * (spec 3 §4: set per school, no transition rules), audited; the same value again changes
 * nothing.
 */
export async function updateFoodSafetyStatus(
  ctx: Context,
  args: MutationAdminUpdateFoodSafetyStatusArgs,
) {
  const input = parseInput(adminFoodSafetyStatusSchema, args);
  await ctx.db.transaction(async (tx) => {
    const school = await lockSchool(tx, input.schoolId);
    if (school.foodSafetyStatus === input.foodSafetyStatus) return;
    await tx
      .update(schools)
      .set({ foodSafetyStatus: input.foodSafetyStatus })
      .where(eq(schools.id, school.id));
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: FOOD_SAFETY_ACTIONS.status,
      entityType: SCHOOLS_ENTITY,
      entityId: school.id,
      before: { foodSafetyStatus: school.foodSafetyStatus },
      after: { foodSafetyStatus: input.foodSafetyStatus },
    });
  });
  return adminSchool(ctx.db, 'BACKPACK_BUDDY', input.schoolId);
}
