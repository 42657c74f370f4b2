import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { applicationTeachersAid } from '../../../db/schema/application-teachers-aid.ts';
import { userSchools } from '../../../db/schema/schools.ts';
import type { Viewer } from '../../../graphql/context.ts';
import { userError } from '../../../graphql/errors.ts';

export type TeachersAidRow = typeof applicationTeachersAid.$inferSelect;

/** Whether the educator is granted the school (user_schools); admins always are. */
export async function isLinked(db: DbOrTx, viewer: Viewer, schoolId: number): Promise<boolean> {
  if (viewer.type === 'ADMIN') return true;
  const [link] = await db
    .select({ id: userSchools.id })
    .from(userSchools)
    .where(and(eq(userSchools.userId, viewer.userId), eq(userSchools.schoolId, schoolId)))
    .limit(1);
  return !!link;
}

/**
 * The Teachers Aid application if the caller may see it: an admin sees any; an educator sees the
 * applications of schools they are granted and the ones they started (or submitted). Anything
 * else is 'Not found', so an id reveals nothing (as the other school programs' access.ts).
 */
export async function findTeachersAidApplicationFor(
  db: DbOrTx,
  viewer: Viewer,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<TeachersAidRow> {
  const query = db
    .select()
    .from(applicationTeachersAid)
    .where(and(eq(applicationTeachersAid.id, id), isNull(applicationTeachersAid.deletedAt)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw userError('NOT_FOUND');
  if (viewer.type === 'ADMIN' || row.submittedById === viewer.userId) return row;
  if (!(await isLinked(db, viewer, row.schoolId))) throw userError('NOT_FOUND');
  return row;
}
