import { desc, eq, sql } from 'drizzle-orm';
import { ALLOCATION_ENTRIES_SHOWN } from '@portal/domain/programs/backpack-buddy';
import type { DbOrTx } from '../../db/client.ts';
import { allocationEntries } from '../../db/schema/allocations.ts';
import { users } from '../../db/schema/auth.ts';
import type { AllocationEntry } from '../../graphql/generated/resolvers.ts';

/**
 * A school's allocation entries as the Allocate tab lists them: newest first (the order in which
 * they were saved), at most ALLOCATION_ENTRIES_SHOWN, with the saving admin's name. One
 * statement; the admin school is always one school, so the field costs one statement a request.
 */
export async function allocationEntriesOf(
  db: DbOrTx,
  schoolId: number,
): Promise<AllocationEntry[]> {
  return db
    .select({
      allocationEntryId: allocationEntries.id,
      weeklyAllocation: allocationEntries.weeklyAllocation,
      updatedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      createdAt: allocationEntries.createdAt,
    })
    .from(allocationEntries)
    .leftJoin(users, eq(users.id, allocationEntries.updatedById))
    .where(eq(allocationEntries.schoolId, schoolId))
    .orderBy(desc(allocationEntries.createdAt), desc(allocationEntries.id))
    .limit(ALLOCATION_ENTRIES_SHOWN);
}

/** The newest entry of a school (the weekly allocation in force), or undefined when none. */
export async function newestAllocationEntry(db: DbOrTx, schoolId: number) {
  const [entry] = await db
    .select({ id: allocationEntries.id, weeklyAllocation: allocationEntries.weeklyAllocation })
    .from(allocationEntries)
    .where(eq(allocationEntries.schoolId, schoolId))
    .orderBy(desc(allocationEntries.createdAt), desc(allocationEntries.id))
    .limit(1);
  return entry;
}
