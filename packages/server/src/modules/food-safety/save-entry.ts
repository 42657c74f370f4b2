import { eq } from 'drizzle-orm';
import { usDayToIso } from '@portal/domain';
import {
  adminUpdateFoodSafetySchema,
  certificateStateOf,
} from '@portal/domain/programs/backpack-buddy';
import { foodSafetyEntries } from '../../db/schema/food-safety.ts';
import { schools } from '../../db/schema/schools.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import type { MutationAdminUpdateFoodSafetyArgs } from '../../graphql/generated/resolvers.ts';
import { recordAudit } from '../audit/record.ts';
import { lockSchool } from '../admin-schools/school-lock.ts';
import { adminSchool } from '../admin-schools/school-view.ts';
import { FOOD_SAFETY_ACTIONS, SCHOOLS_ENTITY } from './actions.ts';

/**
 * adminUpdateFoodSafety (spec 3 §7): records a training of the school, checked by the same
 * domain schema as the tab's form. In one transaction, with the school locked: the entry, its
 * audit entry, and, when the certificate has not expired, the status COMPLETED (audited too).
 */
export async function saveFoodSafetyEntry(ctx: Context, args: MutationAdminUpdateFoodSafetyArgs) {
  const entry = parseInput(adminUpdateFoodSafetySchema, args);
  const actorId = ctx.viewer!.userId;
  await ctx.db.transaction(async (tx) => {
    const school = await lockSchool(tx, entry.schoolId);
    const values = {
      completedBy: entry.completedBy,
      completionDate: usDayToIso(entry.completionDate)!,
      expirationDate: usDayToIso(entry.expirationDate)!,
    };
    const [saved] = await tx
      .insert(foodSafetyEntries)
      .values({ schoolId: school.id, createdById: actorId, ...values })
      .returning({ id: foodSafetyEntries.id });
    await recordAudit(tx, {
      actorId,
      action: FOOD_SAFETY_ACTIONS.add,
      entityType: SCHOOLS_ENTITY,
      entityId: school.id,
      before: null,
      after: {
        foodSafetyEntryId: saved!.id,
        completedBy: entry.completedBy,
        completionDate: entry.completionDate,
        expirationDate: entry.expirationDate,
      },
    });
    const expired = certificateStateOf(entry.expirationDate, new Date()) === 'EXPIRED';
    if (expired || school.foodSafetyStatus === 'COMPLETED') return;
    await tx
      .update(schools)
      .set({ foodSafetyStatus: 'COMPLETED' })
      .where(eq(schools.id, school.id));
    await recordAudit(tx, {
      actorId,
      action: FOOD_SAFETY_ACTIONS.status,
      entityType: SCHOOLS_ENTITY,
      entityId: school.id,
      before: { foodSafetyStatus: school.foodSafetyStatus },
      after: { foodSafetyStatus: 'COMPLETED' },
    });
  });
  return adminSchool(ctx.db, 'BACKPACK_BUDDY', entry.schoolId);
}
