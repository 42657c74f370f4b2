import { weeklyAllocationSchema } from '@portal/domain/programs/backpack-buddy';
import { allocationEntries } from '../../db/schema/allocations.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import { lockSchool } from '../admin-schools/school-lock.ts';
import { recordAudit } from '../audit/record.ts';
import { applyWeeklyAllocation } from './apply-allocation.ts';
import { newestAllocationEntry } from './entries.ts';
import { SCHOOLS_ENTITY, allocationSchool } from './school.ts';

/**
 * The Allocate tab's Save (spec 3 §7): the weekly allocation, checked by the form's schema
 * (required, numeric, at most 4 digits). In one transaction, with the school locked so that two
 * saves run one after the other: a new entry by the admin, the weekly and monthly allocation of
 * the school's current and future term months, and the audit entry on the school. Saving the
 * value in force again still records an entry (the history says when it was confirmed).
 */
export async function saveAllocation(
  ctx: Context,
  args: { schoolId: number; weeklyAllocation: string },
) {
  const { weeklyAllocation } = parseInput(weeklyAllocationSchema, {
    weeklyAllocation: args.weeklyAllocation,
  });
  const actorId = ctx.viewer!.userId;
  await ctx.db.transaction(async (tx) => {
    const school = await lockSchool(tx, args.schoolId);
    const previous = await newestAllocationEntry(tx, school.id);
    const [entry] = await tx
      .insert(allocationEntries)
      .values({ schoolId: school.id, weeklyAllocation, updatedById: actorId })
      .returning({ id: allocationEntries.id });
    await applyWeeklyAllocation(tx, school.id, weeklyAllocation);
    await recordAudit(tx, {
      actorId,
      action: 'SAVE_ALLOCATION',
      entityType: SCHOOLS_ENTITY,
      entityId: school.id,
      before: {
        allocationEntryId: previous?.id ?? null,
        weeklyAllocation: previous?.weeklyAllocation ?? null,
      },
      after: { allocationEntryId: entry!.id, weeklyAllocation },
    });
  });
  return allocationSchool(ctx.db, args.schoolId);
}
