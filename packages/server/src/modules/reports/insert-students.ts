import { eq, inArray, sql } from 'drizzle-orm';
import { studentIdKey } from '@portal/domain';
import type { Tx } from '../../db/client.ts';
import { distributionDateEntries, distributions } from '../../db/schema/distributions.ts';
import { termMonthDistributionDates } from '../../db/schema/terms.ts';

/** Students per INSERT (5 parameters each, well under PostgreSQL's 65,535). */
const CHUNK = 1000;

export interface NewStudent {
  studentName: string;
  studentIdNumber: string;
}

/**
 * Adds students to a (locked) month with a count of 0 on each of its dates, skipping those whose
 * ID (trimmed, any case) the month already has or that repeat an earlier row. Returns how many
 * were added. A fixed number of statements per 1000 students.
 */
export async function insertStudents(
  tx: Tx,
  termMonthId: number,
  students: readonly NewStudent[],
  createdById: number,
): Promise<number> {
  const existing = await tx
    .select({ studentIdNumber: distributions.studentIdNumber })
    .from(distributions)
    .where(eq(distributions.termMonthId, termMonthId));
  const taken = new Set(existing.map((d) => studentIdKey(d.studentIdNumber)));
  const fresh = students.filter((s) => {
    const key = studentIdKey(s.studentIdNumber);
    if (taken.has(key)) return false;
    taken.add(key);
    return true;
  });
  for (let start = 0; start < fresh.length; start += CHUNK) {
    const chunk = fresh.slice(start, start + CHUNK);
    const inserted = await tx
      .insert(distributions)
      .values(
        chunk.map((s) => ({
          termMonthId,
          studentName: s.studentName,
          studentIdNumber: s.studentIdNumber,
          createdById,
        })),
      )
      .returning({ id: distributions.id });
    // Every new student × every date of the month, counts at 0, in one statement.
    await tx.execute(sql`
      insert into ${distributionDateEntries}
        (distribution_id, term_month_distribution_date_id, distribution_number)
      select ${distributions.id}, ${termMonthDistributionDates.id}, 0
      from ${distributions}
      inner join ${termMonthDistributionDates}
        on ${eq(termMonthDistributionDates.termMonthId, distributions.termMonthId)}
      where ${inArray(
        distributions.id,
        inserted.map((d) => d.id),
      )}`);
  }
  return fresh.length;
}
