import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { programTerms, termMonthDistributionDates, termMonths } from '../../db/schema/terms.ts';
import { fridaysOf, monthsBetween } from '../terms/calendar.ts';
import { newestAllocationEntry } from './entries.ts';
import { ALLOCATION_PROGRAM } from './program.ts';

/**
 * A Backpack Buddy school's term months of a term it now takes part in (its application was approved), one per
 * calendar month of the term, each with its distribution dates (the month's Fridays inside the
 * term) and the school's weekly allocation in force (its newest allocation entry, 0 without one),
 * so the monthly allocation is weekly × dates. Months the school already has in the term are left
 * as they are (an application approved again, or a second approval in the term).
 */
export async function createTermMonths(
  tx: Tx,
  { schoolId, termId }: { schoolId: number; termId: number },
): Promise<void> {
  const [term] = await tx
    .select({
      program: programTerms.program,
      startDate: programTerms.startDate,
      endDate: programTerms.endDate,
    })
    .from(programTerms)
    .where(eq(programTerms.id, termId))
    .limit(1);
  // Only Backpack Buddy schools have term months (allocations and distribution reports).
  if (!term || term.program !== ALLOCATION_PROGRAM) return;
  const weekly = (await newestAllocationEntry(tx, schoolId))?.weeklyAllocation ?? 0;
  const planned = monthsBetween(term.startDate, term.endDate).map((startDate) => ({
    startDate,
    dates: fridaysOf(startDate).filter((d) => d >= term.startDate && d <= term.endDate),
  }));
  if (planned.length === 0) return;
  const created = await tx
    .insert(termMonths)
    .values(
      planned.map(({ startDate, dates }) => ({
        termId,
        schoolId,
        startDate,
        weeklyAllocation: weekly,
        monthlyAllocation: weekly * dates.length,
      })),
    )
    .onConflictDoNothing({
      target: [termMonths.schoolId, termMonths.startDate, termMonths.termId],
    })
    .returning({ id: termMonths.id, startDate: termMonths.startDate });
  const dateRows = created.flatMap((month) =>
    (planned.find((p) => p.startDate === month.startDate)?.dates ?? []).map((date) => ({
      termMonthId: month.id,
      date,
    })),
  );
  if (dateRows.length > 0) await tx.insert(termMonthDistributionDates).values(dateRows);
}
