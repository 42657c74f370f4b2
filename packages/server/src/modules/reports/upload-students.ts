import { uploadedStudentsSchema } from '@portal/domain';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import type { UploadStudentsInput } from '../../graphql/generated/resolvers.ts';
import { assertEditable, findMonthFor } from './access.ts';
import { auditReportChange } from './audit.ts';
import { insertStudents } from './insert-students.ts';

/**
 * The students of an uploaded template, checked again with the domain's rules: one bad row
 * refuses the whole file with its message. Students whose ID the month already has are
 * skipped; the others are added with counts at 0, all in one transaction. Returns how many.
 */
export async function uploadStudents(ctx: Context, input: UploadStudentsInput) {
  const viewer = ctx.viewer!;
  const students = parseInput(uploadedStudentsSchema, input.students);
  return ctx.db.transaction(async (tx) => {
    const month = await findMonthFor(tx, viewer, input.termMonthId);
    assertEditable(viewer, month);
    const added = await insertStudents(tx, month.id, students, viewer.userId);
    if (added > 0) {
      await auditReportChange(tx, viewer, month, 'REPORT_STUDENTS_ADDED', {
        after: { studentsAdded: added, from: 'an uploaded file' },
      });
    }
    return added;
  });
}
