import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { MESSAGES, distributionStudentSchema, studentIdKey } from '@portal/domain';
import type { Tx } from '../../db/client.ts';
import { distributionDateEntries, distributions } from '../../db/schema/distributions.ts';
import { termMonthDistributionDates } from '../../db/schema/terms.ts';
import type { Context } from '../../graphql/context.ts';
import { fieldError, parseInput, userError } from '../../graphql/errors.ts';
import type { SaveDistributionInput } from '../../graphql/generated/resolvers.ts';
import { assertEditable, findMonthFor } from './access.ts';
import { auditReportChange, studentLabel } from './audit.ts';
import { distributionView } from './views.ts';

/** The counts must be given for exactly the month's dates, each once. */
async function monthDateOrder(
  tx: Tx,
  termMonthId: number,
  given: { termMonthDistributionDateId: number }[],
) {
  const dates = await tx
    .select({ id: termMonthDistributionDates.id })
    .from(termMonthDistributionDates)
    .where(eq(termMonthDistributionDates.termMonthId, termMonthId))
    .orderBy(asc(termMonthDistributionDates.date), asc(termMonthDistributionDates.id));
  const order = new Map(dates.map((d, i) => [d.id, i]));
  const ids = new Set(given.map((e) => e.termMonthDistributionDateId));
  if (
    ids.size !== given.length ||
    ids.size !== order.size ||
    [...ids].some((id) => !order.has(id))
  ) {
    throw fieldError('dateEntries', MESSAGES.distributionDatesChanged);
  }
  return order;
}

/** One ID per student in a month (the rule copying and uploading rely on). */
async function assertIdFree(tx: Tx, termMonthId: number, idNumber: string, exceptId?: number) {
  const [other] = await tx
    .select({ id: distributions.id })
    .from(distributions)
    .where(
      and(
        eq(distributions.termMonthId, termMonthId),
        sql`lower(btrim(${distributions.studentIdNumber})) = ${studentIdKey(idNumber)}`,
        exceptId ? ne(distributions.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (other) throw fieldError('studentIdNumber', MESSAGES.studentIdInMonth);
}

/**
 * Adds a student to a month (no distributionId) or edits one of its students: name, ID,
 * testimonial and a count for each of the month's distribution dates.
 */
export async function saveDistribution(ctx: Context, input: SaveDistributionInput) {
  const viewer = ctx.viewer!;
  const data = parseInput(distributionStudentSchema, input);
  return ctx.db.transaction(async (tx) => {
    const month = await findMonthFor(tx, viewer, input.termMonthId);
    assertEditable(viewer, month);
    const order = await monthDateOrder(tx, month.id, data.dateEntries);
    await assertIdFree(tx, month.id, data.studentIdNumber, input.distributionId ?? undefined);
    const before = input.distributionId
      ? await studentForAudit(tx, month.id, input.distributionId, order)
      : null;
    const values = {
      studentName: data.studentName,
      studentIdNumber: data.studentIdNumber,
      testimonial: data.testimonial,
    };
    const [row] = input.distributionId
      ? await tx
          .update(distributions)
          .set(values)
          .where(
            and(
              eq(distributions.id, input.distributionId),
              eq(distributions.termMonthId, month.id),
            ),
          )
          .returning()
      : await tx
          .insert(distributions)
          .values({ ...values, termMonthId: month.id, createdById: viewer.userId })
          .returning();
    if (!row) throw userError('NOT_FOUND');
    if (input.distributionId) {
      await tx
        .delete(distributionDateEntries)
        .where(eq(distributionDateEntries.distributionId, row.id));
    }
    const entries = [...data.dateEntries].sort(
      (a, b) =>
        order.get(a.termMonthDistributionDateId)! - order.get(b.termMonthDistributionDateId)!,
    );
    if (entries.length > 0) {
      await tx
        .insert(distributionDateEntries)
        .values(entries.map((e) => ({ ...e, distributionId: row.id })));
    }
    await auditReportChange(tx, viewer, month, 'REPORT_STUDENT_SAVED', {
      before,
      after: auditedStudent(row, entries, order),
      keep: ['student'],
    });
    const countOf = new Map(
      entries.map((e) => [e.termMonthDistributionDateId, e.distributionNumber]),
    );
    return distributionView(row, countOf, [...order.keys()]);
  });
}

type DateEntry = { termMonthDistributionDateId: number; distributionNumber: number };
type StudentRow = { studentName: string; studentIdNumber: string; testimonial: string | null };

/** A student of a month as the audit records it: the counts in date order. */
function auditedStudent(row: StudentRow, entries: DateEntry[], order: Map<number, number>) {
  const counts = entries
    .map((e) => ({ at: order.get(e.termMonthDistributionDateId) ?? 0, n: e.distributionNumber }))
    .sort((a, b) => a.at - b.at)
    .map((e) => e.n);
  return {
    student: studentLabel(row),
    studentName: row.studentName,
    studentIdNumber: row.studentIdNumber,
    testimonial: row.testimonial,
    counts,
  };
}

/** The student before an edit (null when it is not the month's: the update then refuses). */
async function studentForAudit(
  tx: Tx,
  termMonthId: number,
  distributionId: number,
  order: Map<number, number>,
) {
  const [row] = await tx
    .select()
    .from(distributions)
    .where(and(eq(distributions.id, distributionId), eq(distributions.termMonthId, termMonthId)));
  if (!row) return null;
  const entries = await tx
    .select({
      termMonthDistributionDateId: distributionDateEntries.termMonthDistributionDateId,
      distributionNumber: distributionDateEntries.distributionNumber,
    })
    .from(distributionDateEntries)
    .where(eq(distributionDateEntries.distributionId, distributionId));
  return auditedStudent(row, entries, order);
}
