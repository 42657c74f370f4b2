import { and, desc, eq, inArray, isNull, ne, notInArray, or } from 'drizzle-orm';
import { PROGRAMS_BY_KEY, formatTerm } from '@portal/domain';
import type { DbOrTx } from '../../../db/client.ts';
import { applicationBackpackBuddy } from '../../../db/schema/application-backpack-buddy.ts';
import { users } from '../../../db/schema/auth.ts';
import { schools, userSchools } from '../../../db/schema/schools.ts';
import { programTerms } from '../../../db/schema/terms.ts';

/** Another educator's open application of this school for the term (the in-progress notice). */
export async function applicationInProgress(
  db: DbOrTx,
  input: { schoolId: number; termId: number; exceptId?: number | null },
) {
  const [row] = await db
    .select({
      id: applicationBackpackBuddy.id,
      year: programTerms.year,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(applicationBackpackBuddy)
    .innerJoin(programTerms, eq(programTerms.id, applicationBackpackBuddy.termId))
    .leftJoin(users, eq(users.id, applicationBackpackBuddy.submittedById))
    .where(
      and(
        eq(applicationBackpackBuddy.schoolId, input.schoolId),
        eq(applicationBackpackBuddy.termId, input.termId),
        isNull(applicationBackpackBuddy.deletedAt),
        notInArray(applicationBackpackBuddy.status, ['DENIED', 'WITHDRAWN']),
        ...(input.exceptId ? [ne(applicationBackpackBuddy.id, input.exceptId)] : []),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    applicationBackpackBuddyId: row.id,
    termYear: row.year,
    starterName: row.firstName ? `${row.firstName} ${row.lastName}` : 'Another educator',
    starterEmail: row.email ?? '',
    contactEmail: PROGRAMS_BY_KEY.backpackBuddy.contactEmail,
  };
}

/** My Account → Applications: the applications of the caller's schools and their own, newest first. */
export async function userApplications(db: DbOrTx, userId: number) {
  const linked = db
    .select({ schoolId: userSchools.schoolId })
    .from(userSchools)
    .where(eq(userSchools.userId, userId));
  const rows = await db
    .select({
      id: applicationBackpackBuddy.id,
      status: applicationBackpackBuddy.status,
      submittedAt: applicationBackpackBuddy.submittedAt,
      schoolName: schools.name,
      year: programTerms.year,
      type: programTerms.type,
    })
    .from(applicationBackpackBuddy)
    .innerJoin(schools, eq(schools.id, applicationBackpackBuddy.schoolId))
    .innerJoin(programTerms, eq(programTerms.id, applicationBackpackBuddy.termId))
    .where(
      and(
        isNull(applicationBackpackBuddy.deletedAt),
        or(
          eq(applicationBackpackBuddy.submittedById, userId),
          inArray(applicationBackpackBuddy.schoolId, linked),
        ),
      ),
    )
    .orderBy(desc(programTerms.year), desc(applicationBackpackBuddy.createdAt));
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
