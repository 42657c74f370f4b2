import { and, desc, eq, inArray, isNull, ne, notInArray, or } from 'drizzle-orm';
import { PROGRAMS_BY_KEY, formatTerm } from '@portal/domain';
import type { DbOrTx } from '../../../db/client.ts';
import { applicationSchoolMarket } from '../../../db/schema/application-school-market.ts';
import { users } from '../../../db/schema/auth.ts';
import { schools, userSchools } from '../../../db/schema/schools.ts';
import { programTerms } from '../../../db/schema/terms.ts';

/** My Account → Applications lists at most this many School Market applications (ours). */
export const USER_APPLICATIONS_MAX = 200;

/** Statuses that free the school's term for another application (the live index skips them). */
export const CLOSED_STATUSES = ['DENIED', 'WITHDRAWN'] as const;

/**
 * The open School Market application of a school for a term, other than `exceptId`: the term
 * fixes the year and the term type (one term per program, year and type), so this is the
 * school's application of the same year and term type (spec 2 §2, §8).
 */
export async function openApplicationOf(
  db: DbOrTx,
  input: { schoolId: number; termId: number; exceptId?: number | null },
) {
  const t = applicationSchoolMarket;
  const [row] = await db
    .select({
      id: t.id,
      year: programTerms.year,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(t)
    .innerJoin(programTerms, eq(programTerms.id, t.termId))
    .leftJoin(users, eq(users.id, t.submittedById))
    .where(
      and(
        eq(t.schoolId, input.schoolId),
        eq(t.termId, input.termId),
        isNull(t.deletedAt),
        notInArray(t.status, [...CLOSED_STATUSES]),
        ...(input.exceptId ? [ne(t.id, input.exceptId)] : []),
      ),
    )
    .limit(1);
  return row;
}

/** The spec 2 §8 notice: another educator's open application, its starter and the program's mail. */
export async function applicationInProgress(
  db: DbOrTx,
  input: { schoolId: number; termId: number; exceptId?: number | null },
) {
  const row = await openApplicationOf(db, input);
  if (!row) return null;
  return {
    applicationSchoolMarketId: row.id,
    termYear: row.year,
    starterName: row.firstName ? `${row.firstName} ${row.lastName}`.trim() : 'Another educator',
    starterEmail: row.email ?? '',
    contactEmail: PROGRAMS_BY_KEY.schoolMarket.contactEmail,
  };
}

/**
 * My Account → Applications: the School Market applications of the caller's schools and their
 * own, newest first (at most USER_APPLICATIONS_MAX).
 */
export async function userApplications(db: DbOrTx, userId: number) {
  const t = applicationSchoolMarket;
  const linked = db
    .select({ schoolId: userSchools.schoolId })
    .from(userSchools)
    .where(eq(userSchools.userId, userId));
  const rows = await db
    .select({
      id: t.id,
      status: t.status,
      submittedAt: t.submittedAt,
      schoolName: schools.name,
      year: programTerms.year,
      type: programTerms.type,
    })
    .from(t)
    .innerJoin(schools, eq(schools.id, t.schoolId))
    .innerJoin(programTerms, eq(programTerms.id, t.termId))
    .where(and(isNull(t.deletedAt), or(eq(t.submittedById, userId), inArray(t.schoolId, linked))))
    .orderBy(desc(programTerms.year), desc(t.createdAt), desc(t.id))
    .limit(USER_APPLICATIONS_MAX);
  return rows.map((r) => ({
    id: r.id,
    schoolOrSiteName: r.schoolName,
    applicationYear: r.year,
    termType: r.type,
    termFormatted: formatTerm(r.type, r.year),
    status: r.status,
    submittedAt: r.submittedAt,
  }));
}
