import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { districts } from '../../db/schema/districts.ts';
import { schools } from '../../db/schema/schools.ts';
import { userError } from '../../graphql/errors.ts';
import type { ProposedSchool } from './proposed-school.ts';

// What every school program's application view and signature page read the same way: the
// proposal that stands in for the school, the school with its district, and people.

/** The proposal that still stands in for the school's record: none once approved. */
export function pendingProposal(app: {
  status: string;
  proposedSchool: unknown;
}): ProposedSchool | null {
  return app.status === 'APPROVED' ? null : ((app.proposedSchool as ProposedSchool | null) ?? null);
}

/** The school (archived or not) with its district's name. */
export async function schoolWithDistrict(db: DbOrTx, schoolId: number) {
  const [row] = await db
    .select({ school: schools, districtName: districts.name })
    .from(schools)
    .leftJoin(districts, eq(districts.id, schools.districtId))
    .where(eq(schools.id, schoolId))
    .limit(1);
  if (!row) throw new Error(`school ${schoolId} missing`);
  return row;
}

/** A live school with its district's name, for a form's prefill: NOT_FOUND when archived. */
export async function liveSchoolWithDistrict(db: DbOrTx, schoolId: number) {
  const [row] = await db
    .select({ school: schools, districtName: districts.name })
    .from(schools)
    .leftJoin(districts, eq(districts.id, schools.districtId))
    .where(and(eq(schools.id, schoolId), isNull(schools.deletedAt)))
    .limit(1);
  if (!row) throw userError('NOT_FOUND');
  return row;
}

/** A person as the API shows them (an application's submittedBy, a signature page's people). */
export function person(firstName: string, lastName: string, email: string) {
  return { firstName, lastName, fullName: `${firstName} ${lastName}`.trim(), email };
}

/** The user who started the application (its submittedById), as a person; null when none. */
export async function submitterOf(db: DbOrTx, submittedById: number | null) {
  if (!submittedById) return null;
  const [user] = await db.select().from(users).where(eq(users.id, submittedById)).limit(1);
  return user ? person(user.firstName, user.lastName, user.email) : null;
}

/** The school's fields every school program's application shows (its GraphQL school type). */
export function schoolProfileView(
  school: typeof schools.$inferSelect,
  districtName: string | null,
) {
  return {
    schoolId: school.id,
    name: school.name,
    type: school.type,
    districtId: school.districtId,
    districtName,
    address1: school.address1,
    address2: school.address2,
    city: school.city,
    county: school.county,
    state: school.state,
    zip: school.zip,
    gradesServed: school.gradesServed,
  };
}
