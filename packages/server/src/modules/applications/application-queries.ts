import { and, desc, eq, inArray, isNull, ne, notInArray, or } from 'drizzle-orm';
import { formatTerm } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { schools, userSchools } from '../../db/schema/schools.ts';
import { programTerms } from '../../db/schema/terms.ts';
import type { SchoolApplicationTable } from '../programs/types.ts';

// A school program's application lists, read the same way for every program (its table).

/** Statuses that free the school's term for another application (the live index skips them). */
export const CLOSED_STATUSES = ['DENIED', 'WITHDRAWN'] as const;

/**
 * The open application (in the program's table) of a school for a term, other than `exceptId`,
 * with its term's year and its starter: the term fixes the year and the term type (one term per
 * program, year and type), so this is the school's application of the same year and term type.
 */
export async function openApplicationOf(
  db: DbOrTx,
  table: SchoolApplicationTable,
  input: { schoolId: number; termId: number; exceptId?: number | null },
) {
  const t = table;
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

/** The in-progress notice's starter and year of an open application (openApplicationOf). */
export function inProgressStarter(row: NonNullable<Awaited<ReturnType<typeof openApplicationOf>>>) {
  return {
    termYear: row.year,
    starterName: row.firstName ? `${row.firstName} ${row.lastName}`.trim() : 'Another educator',
    starterEmail: row.email ?? '',
  };
}

/**
 * My Account → Applications: the program's applications of the caller's schools and their own,
 * newest first (at most `max` when given).
 */
export async function userApplications(
  db: DbOrTx,
  table: SchoolApplicationTable,
  userId: number,
  max?: number,
) {
  const t = table;
  const linked = db
    .select({ schoolId: userSchools.schoolId })
    .from(userSchools)
    .where(eq(userSchools.userId, userId));
  const query = db
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
    .$dynamic();
  const rows = await (max === undefined ? query : query.limit(max));
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
