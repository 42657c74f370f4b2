import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { agreementDate, agreementVersion, continuationYear } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { applicationBackpackBuddy } from '../../db/schema/application-backpack-buddy.ts';

/**
 * The school's APPROVED, non-continuation Backpack Buddy application submitted in the calendar
 * year before `at` (spec: such a school is continuing).
 */
export async function previousYearApproval(db: DbOrTx, schoolId: number, at: Date) {
  const year = continuationYear(at);
  const [row] = await db
    .select({ id: applicationBackpackBuddy.id, submittedAt: applicationBackpackBuddy.submittedAt })
    .from(applicationBackpackBuddy)
    .where(
      and(
        eq(applicationBackpackBuddy.schoolId, schoolId),
        eq(applicationBackpackBuddy.status, 'APPROVED'),
        eq(applicationBackpackBuddy.isContinuation, false),
        isNull(applicationBackpackBuddy.deletedAt),
        gte(applicationBackpackBuddy.submittedAt, sql`${`${year}-01-01T00:00:00Z`}::timestamptz`),
        lt(
          applicationBackpackBuddy.submittedAt,
          sql`${`${year + 1}-01-01T00:00:00Z`}::timestamptz`,
        ),
      ),
    )
    .orderBy(desc(applicationBackpackBuddy.submittedAt))
    .limit(1);
  return row;
}

/** Which agreement text an application shows and the date printed on it (domain rules). */
export async function agreementInfo(
  db: DbOrTx,
  application: {
    schoolId: number;
    submittedAt: Date | null;
    isContinuation: boolean;
    new: boolean | null;
  },
  now = new Date(),
) {
  const previous =
    application.isContinuation && !application.submittedAt
      ? await previousYearApproval(db, application.schoolId, now)
      : undefined;
  return {
    version: agreementVersion({
      submittedAt: application.submittedAt,
      continuationCondition: application.isContinuation,
    }),
    date: agreementDate({
      submittedAt: application.submittedAt,
      isContinuation: application.isContinuation,
      isNew: application.new,
      previousApprovedSubmittedAt: previous?.submittedAt ?? null,
      today: now,
    }),
  };
}
