import { and, eq, gte, sql } from 'drizzle-orm';
import { utcMonthStart } from '@portal/domain/programs/backpack-buddy';
import type { Tx } from '../../db/client.ts';
import { termMonthDistributionDates, termMonths } from '../../db/schema/terms.ts';

/**
 * Gives the school's current and future term months (start on or after the current UTC month
 * start) a weekly allocation, and each a monthly allocation of weekly × its distribution dates.
 * Past months keep theirs: their reports were made against them. One statement.
 */
export async function applyWeeklyAllocation(
  tx: Tx,
  schoolId: number,
  weeklyAllocation: number,
  now: Date = new Date(),
): Promise<number> {
  const dates = sql`(select count(*) from ${termMonthDistributionDates}
    where ${termMonthDistributionDates.termMonthId} = ${termMonths.id})`;
  const changed = await tx
    .update(termMonths)
    .set({
      weeklyAllocation,
      monthlyAllocation: sql`(${weeklyAllocation}::int * ${dates})::int`,
    })
    .where(and(eq(termMonths.schoolId, schoolId), gte(termMonths.startDate, utcMonthStart(now))))
    .returning({ id: termMonths.id });
  return changed.length;
}
