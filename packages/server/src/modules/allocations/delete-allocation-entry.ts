import { eq } from 'drizzle-orm';
import { allocationEntries } from '../../db/schema/allocations.ts';
import type { Context } from '../../graphql/context.ts';
import { userError } from '../../graphql/errors.ts';
import { lockSchool } from '../admin-schools/school-lock.ts';
import { recordAudit } from '../audit/record.ts';
import { applyWeeklyAllocation } from './apply-allocation.ts';
import { newestAllocationEntry } from './entries.ts';
import { SCHOOLS_ENTITY, allocationSchool } from './school.ts';

/**
 * Deletes an allocation entry (spec 3 §7). The school's current and future term months then carry
 * the newest remaining entry's weekly allocation, or 0 when none remains: the months always show
 * the allocation in force, and deleting a mistaken entry undoes it. Past months keep theirs.
 * In one transaction with the school locked, audited on the school; 'Not found' for an unknown
 * (or already deleted) entry.
 */
export async function deleteAllocationEntry(ctx: Context, allocationEntryId: number) {
  const [found] = await ctx.db
    .select({ schoolId: allocationEntries.schoolId })
    .from(allocationEntries)
    .where(eq(allocationEntries.id, allocationEntryId))
    .limit(1);
  if (!found) throw userError('NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    const school = await lockSchool(tx, found.schoolId);
    const [deleted] = await tx
      .delete(allocationEntries)
      .where(eq(allocationEntries.id, allocationEntryId))
      .returning();
    // Deleted by another admin while this one waited for the school.
    if (!deleted) throw userError('NOT_FOUND');
    const newest = await newestAllocationEntry(tx, school.id);
    await applyWeeklyAllocation(tx, school.id, newest?.weeklyAllocation ?? 0);
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: 'DELETE_ALLOCATION_ENTRY',
      entityType: SCHOOLS_ENTITY,
      entityId: school.id,
      before: {
        allocationEntryId: deleted.id,
        weeklyAllocation: deleted.weeklyAllocation,
        createdAt: deleted.createdAt,
      },
      after: null,
    });
  });
  return allocationSchool(ctx.db, found.schoolId);
}
