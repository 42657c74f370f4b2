import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { agreementDate, agreementVersion, continuationYear } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { SchoolApplicationTable } from '../programs/types.ts';

/**
 * The school's APPROVED, non-continuation application of the program (its application table)
 * submitted in the calendar year before `at` (spec: such a school is continuing).
 */
export async function previousYearApproval(
  db: DbOrTx,
  table: SchoolApplicationTable,
  schoolId: number,
  at: Date,
) {
  const year = continuationYear(at);
  const [row] = await db
    .select({ id: table.id, submittedAt: table.submittedAt })
    .from(table)
    .where(
      and(
        eq(table.schoolId, schoolId),
        eq(table.status, 'APPROVED'),
        eq(table.isContinuation, false),
        isNull(table.deletedAt),
        gte(table.submittedAt, sql`${`${year}-01-01T00:00:00Z`}::timestamptz`),
        lt(table.submittedAt, sql`${`${year + 1}-01-01T00:00:00Z`}::timestamptz`),
      ),
    )
    .orderBy(desc(table.submittedAt))
    .limit(1);
  return row;
}

/** Which agreement text an application shows and the date printed on it (domain rules). */
export async function agreementInfo(
  db: DbOrTx,
  table: SchoolApplicationTable,
  application: AgreementApplication,
  now = new Date(),
) {
  const previous =
    application.isContinuation && !application.submittedAt
      ? await previousYearApproval(db, table, application.schoolId, now)
      : undefined;
  return agreementOf(application, previous?.submittedAt ?? null, now);
}

interface AgreementApplication {
  schoolId: number;
  submittedAt: Date | null;
  isContinuation: boolean;
  new: boolean | null;
}

/**
 * agreementInfo from what it reads: the submission date of the previous year's approval
 * (previousYearApproval; only looked for while a continuation is not submitted).
 */
export function agreementOf(
  application: Omit<AgreementApplication, 'schoolId'>,
  previousApprovedSubmittedAt: Date | null,
  now: Date,
) {
  return {
    version: agreementVersion({
      submittedAt: application.submittedAt,
      continuationCondition: application.isContinuation,
    }),
    date: agreementDate({
      submittedAt: application.submittedAt,
      isContinuation: application.isContinuation,
      isNew: application.new,
      previousApprovedSubmittedAt,
      today: now,
    }),
  };
}
