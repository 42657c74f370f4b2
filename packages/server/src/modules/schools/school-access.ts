import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { schools, userSchools } from '../../db/schema/schools.ts';
import type { Viewer } from '../../graphql/context.ts';
import { userError } from '../../graphql/errors.ts';

export type SchoolRow = typeof schools.$inferSelect;

/**
 * A school the caller may act for: an admin any school; an educator only a live school they are
 * linked to. Anything else is 'Not found', so an id reveals nothing.
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
