import { and, asc, desc, eq, lt } from 'drizzle-orm';
import { distributions } from '../../db/schema/distributions.ts';
import { termMonths } from '../../db/schema/terms.ts';
import type { Context } from '../../graphql/context.ts';
import { assertEditable, findMonthFor } from './access.ts';
import { auditReportChange } from './audit.ts';
import { insertStudents } from './insert-students.ts';

/**
 * Adds the students (names and IDs, counts at 0) of the school's previous term month, the
 * nearest one starting earlier whatever its term, skipping IDs the month already has. Returns
 * how many were added: 0 when there is no previous month.
 */
export async function copyStudents(ctx: Context, termMonthId: number) {
  const viewer = ctx.viewer!;
  return ctx.db.transaction(async (tx) => {
    const month = await findMonthFor(tx, viewer, termMonthId);
    assertEditable(viewer, month);
    const [previous] = await tx
      .select({ id: termMonths.id })
      .from(termMonths)
      .where(
        and(eq(termMonths.schoolId, month.schoolId), lt(termMonths.startDate, month.startDate)),
      )
      .orderBy(desc(termMonths.startDate), desc(termMonths.id))
      .limit(1);
    if (!previous) return 0;
    const students = await tx
      .select({
        studentName: distributions.studentName,
        studentIdNumber: distributions.studentIdNumber,
      })
      .from(distributions)
      .where(eq(distributions.termMonthId, previous.id))
      .orderBy(asc(distributions.id));
    const added = await insertStudents(tx, month.id, students, viewer.userId);
    if (added > 0) {
      await auditReportChange(tx, viewer, month, 'REPORT_STUDENTS_ADDED', {
        after: { studentsAdded: added, from: 'the previous month' },
      });
    }
    return added;
  });
}
