import { inArray } from 'drizzle-orm';
import { deleteDistributionsSchema } from '@portal/domain';
import { distributions } from '../../db/schema/distributions.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import { assertEditable, findDistributionMonthsFor } from './access.ts';
import { auditReportChange, studentLabel } from './audit.ts';

/**
 * Deletes students (their counts go with them): at most 5,000 at once (LIST_LIMITS). Every id
 * must be one the caller may delete (their school's, in a month not yet submitted unless they
 * are an admin); otherwise nothing is deleted. Returns how many were deleted.
 */
export async function deleteDistributions(ctx: Context, distributionIds: number[]) {
  const viewer = ctx.viewer!;
  const { distributionIds: ids } = parseInput(deleteDistributionsSchema, { distributionIds });
  if (ids.length === 0) return 0;
  return ctx.db.transaction(async (tx) => {
    const months = await findDistributionMonthsFor(tx, viewer, ids);
    for (const month of months) assertEditable(viewer, month);
    const deleted = await tx.delete(distributions).where(inArray(distributions.id, ids)).returning({
      id: distributions.id,
      termMonthId: distributions.termMonthId,
      studentName: distributions.studentName,
      studentIdNumber: distributions.studentIdNumber,
    });
    for (const month of months) {
      const students = deleted.filter((d) => d.termMonthId === month.id).map(studentLabel);
      await auditReportChange(tx, viewer, month, 'REPORT_STUDENTS_DELETED', {
        before: { students },
      });
    }
    return deleted.length;
  });
}
