import { desc, eq, type SQL } from 'drizzle-orm';
import { formatTermShort } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { programTerms } from '../../db/schema/terms.ts';
import type { SchoolProgramConfig } from './programs.ts';

/**
 * A program's applications with their term and starter, in one statement, newest first (latest
 * term first, then the latest created). `where` filters on the program's table.
 */
export async function applicationRows(
  db: DbOrTx,
  config: SchoolProgramConfig,
  where: SQL | undefined,
) {
  const t = config.table;
  const rows = await db
    .select({
      id: t.id,
      schoolId: t.schoolId,
      termId: t.termId,
      termType: programTerms.type,
      termYear: programTerms.year,
      status: t.status,
      submittedAt: t.submittedAt,
      createdAt: t.createdAt,
      signedAt: t.signedAt,
      signerReview: t.signerReview,
      deletedAt: t.deletedAt,
      isContinuation: t.isContinuation,
      new: t.new,
      numTotalEnrollment: t.numTotalEnrollment,
      numReducedLunch: t.numReducedLunch,
      numFreeLunch: t.numFreeLunch,
      submitterFirstName: users.firstName,
      submitterLastName: users.lastName,
      submitterEmail: users.email,
    })
    .from(t)
    .innerJoin(programTerms, eq(programTerms.id, t.termId))
    .leftJoin(users, eq(users.id, t.submittedById))
    .where(where)
    .orderBy(desc(programTerms.startDate), desc(t.createdAt), desc(t.id));
  return rows.map((row) => ({
    ...row,
    applicationId: row.id,
    termFormattedShort: formatTermShort(row.termType, row.termYear),
    submittedByName:
      row.submitterFirstName === null
        ? null
        : `${row.submitterFirstName} ${row.submitterLastName ?? ''}`.trim(),
    submittedByEmail: row.submitterEmail,
  }));
}

export type ApplicationRow = Awaited<ReturnType<typeof applicationRows>>[number];

const time = (row: { submittedAt: Date | null; createdAt: Date }) =>
  (row.submittedAt ?? row.createdAt).getTime();

/**
 * The most recent APPROVED application, by the same order as the domain's returningFlag
 * (submitted, else created), so the profile's counts and "participated last year" belong to the
 * application that gives the Returning flag.
 */
export function mostRecentApproved<
  T extends { id: number; status: string; submittedAt: Date | null; createdAt: Date },
>(rows: readonly T[]): T | undefined {
  return rows
    .filter((row) => row.status === 'APPROVED')
    .sort((a, b) => time(b) - time(a) || b.id - a.id)[0];
}
