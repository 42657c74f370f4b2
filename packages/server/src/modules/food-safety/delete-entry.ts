import { eq } from 'drizzle-orm';
import { isoDayToUs } from '@portal/domain';
import { foodSafetyEntries } from '../../db/schema/food-safety.ts';
import type { Context } from '../../graphql/context.ts';
import { userError } from '../../graphql/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { lockSchool } from '../admin-schools/school-lock.ts';
import { adminSchool } from '../admin-schools/school-view.ts';
import { FOOD_SAFETY_ACTIONS, SCHOOLS_ENTITY } from './actions.ts';

/**
 * adminDeleteFoodSafetyEntry (spec 3 §7): removes one entry, audited on its school with what it
 * held; an unknown id is 'Not found'. The school's status is left as it is (the admin sets it).
 */
export async function deleteFoodSafetyEntry(ctx: Context, foodSafetyEntryId: number) {
  const schoolId = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ schoolId: foodSafetyEntries.schoolId })
      .from(foodSafetyEntries)
      .where(eq(foodSafetyEntries.id, foodSafetyEntryId))
      .limit(1);
    if (!found) throw userError('NOT_FOUND');
    // The school first, as every food safety change locks it: two admins' changes queue.
    await lockSchool(tx, found.schoolId);
    const [deleted] = await tx
      .delete(foodSafetyEntries)
      .where(eq(foodSafetyEntries.id, foodSafetyEntryId))
      .returning();
    if (!deleted) throw userError('NOT_FOUND');
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: FOOD_SAFETY_ACTIONS.delete,
      entityType: SCHOOLS_ENTITY,
      entityId: deleted.schoolId,
      before: {
        foodSafetyEntryId: deleted.id,
        completedBy: deleted.completedBy,
        completionDate: isoDayToUs(deleted.completionDate),
        expirationDate: isoDayToUs(deleted.expirationDate),
      },
      after: null,
    });
    return deleted.schoolId;
  });
  return adminSchool(ctx.db, 'BACKPACK_BUDDY', schoolId);
}
