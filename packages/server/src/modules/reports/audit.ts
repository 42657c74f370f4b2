import type { Tx } from '../../db/client.ts';
import type { Viewer } from '../../graphql/context.ts';
import { recordAudit, type AuditValues } from '../audit/record.ts';

/**
 * Report changes are audited on the term month (its row's table), so a school's history, which
 * includes its months, lists them. Educators' own reporting is their work, not an admin change:
 * only an admin's change of a school's reports is recorded (the Reports tab's powers).
 */
export const REPORT_AUDIT_ENTITY = 'term_months';

/** What the month is, as the history shows it: '2026-03'. */
const monthOf = (startDate: string) => startDate.slice(0, 7);

/**
 * Records an admin's change of a month's report: REPORT_STUDENT_SAVED, REPORT_STUDENTS_DELETED,
 * REPORT_STUDENTS_ADDED, REPORT_SUBMITTED or REPORT_DELETED, with the month (and the student, for
 * one student's change) kept on both sides so the entry names what it was about.
 */
export async function auditReportChange(
  tx: Tx,
  viewer: Viewer,
  month: { id: number; startDate: string },
  action: string,
  change: { before?: AuditValues | null; after?: AuditValues | null; keep?: readonly string[] },
): Promise<void> {
  if (viewer.type !== 'ADMIN') return;
  const withMonth = (values: AuditValues | null | undefined) =>
    values ? { month: monthOf(month.startDate), ...values } : null;
  await recordAudit(tx, {
    actorId: viewer.userId,
    action,
    entityType: REPORT_AUDIT_ENTITY,
    entityId: month.id,
    before: withMonth(change.before),
    after: withMonth(change.after),
    keep: ['month', ...(change.keep ?? [])],
  });
}

/** A student as the history names them: 'Jane Doe (S-123)'. */
export const studentLabel = (s: { studentName: string; studentIdNumber: string }) =>
  `${s.studentName} (${s.studentIdNumber})`;
