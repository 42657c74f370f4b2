import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { schools, userSchools } from '../../db/schema/schools.ts';
import type { Viewer } from '../../graphql/context.ts';
import { userError } from '../../graphql/errors.ts';

export type SchoolRow = typeof schools.$inferSelect;

/**
 * The access rule for a school's shared data (reports, students, contacts, roster, other
 * people's applications, documents), written once: an admin reaches any school; an educator only
 * a live school granted to them in user_schools — by an admin's assignment or by the approval of
 * their own application (applications/approval.ts). Nothing else writes user_schools: naming a
 * school in a draft grants nothing (issue 12). Lists that join user_schools (reports, surveys,
 * My Account) apply the same rule in SQL. Anything else is 'Not found', so an id reveals nothing.
 */
export async function findSchoolFor(
  db: DbOrTx,
  viewer: Viewer,
  schoolId: number,
): Promise<SchoolRow> {
  if (viewer.type === 'ADMIN') {
    const [school] = await db.select().from(schools).where(eq(schools.id, schoolId)).limit(1);
    if (!school) throw userError('NOT_FOUND');
    return school;
  }
  const [row] = await db
    .select({ school: schools })
    .from(schools)
    .innerJoin(
      userSchools,
      and(eq(userSchools.schoolId, schools.id), eq(userSchools.userId, viewer.userId)),
    )
    .where(and(eq(schools.id, schoolId), isNull(schools.deletedAt)))
    .limit(1);
  if (!row) throw userError('NOT_FOUND');
  return row.school;
}
