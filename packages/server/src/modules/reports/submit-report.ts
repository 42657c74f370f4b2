import { eq, inArray } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { MESSAGES, deleteReportsSchema, reportCommentsSchema } from '@portal/domain';
import { users } from '../../db/schema/auth.ts';
import { distributionReports } from '../../db/schema/distributions.ts';
import { termMonths } from '../../db/schema/terms.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput, userError } from '../../graphql/errors.ts';
import type { SubmitReportInput } from '../../graphql/generated/resolvers.ts';
import { findMonthFor } from './access.ts';
import { auditReportChange } from './audit.ts';
import { reportView } from './views.ts';

/** Submits a month's report with its comments: once per month, by an educator or an admin. */
export async function submitReport(ctx: Context, input: SubmitReportInput) {
  const viewer = ctx.viewer!;
  const data = parseInput(reportCommentsSchema, input);
  return ctx.db.transaction(async (tx) => {
    const month = await findMonthFor(tx, viewer, input.termMonthId);
    if (month.submitted) {
      throw new GraphQLError(MESSAGES.reportAlreadySubmitted, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const [report] = await tx
      .insert(distributionReports)
      .values({ termMonthId: month.id, comments: data.comments, submittedById: viewer.userId })
      .returning();
    await auditReportChange(tx, viewer, month, 'REPORT_SUBMITTED', {
      after: { comments: data.comments },
    });
    const [submitter] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, viewer.userId));
    return reportView({
      ...report!,
      firstName: submitter?.firstName ?? null,
      lastName: submitter?.lastName ?? null,
    });
  });
}

/**
 * Admins: deletes the reports of the months (at most 1,000 at once), which become editable again
 * (their students stay). Every month must exist, or nothing is deleted; months without a report
 * count for nothing. Returns how many reports were deleted.
 */
export async function deleteReports(ctx: Context, termMonthIds: number[]) {
  const { termMonthIds: ids } = parseInput(deleteReportsSchema, { termMonthIds });
  if (ids.length === 0) return 0;
  return ctx.db.transaction(async (tx) => {
    const months = await tx
      .select({ id: termMonths.id, startDate: termMonths.startDate })
      .from(termMonths)
      .where(inArray(termMonths.id, ids))
      .for('update');
    if (months.length !== ids.length) throw userError('NOT_FOUND');
    const deleted = await tx
      .delete(distributionReports)
      .where(inArray(distributionReports.termMonthId, ids))
      .returning({
        termMonthId: distributionReports.termMonthId,
        comments: distributionReports.comments,
      });
    for (const report of deleted) {
      const month = months.find((m) => m.id === report.termMonthId)!;
      await auditReportChange(tx, ctx.viewer!, month, 'REPORT_DELETED', {
        before: { submitted: true, comments: report.comments },
      });
    }
    return deleted.length;
  });
}
