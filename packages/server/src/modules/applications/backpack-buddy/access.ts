import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { applicationBackpackBuddy } from '../../../db/schema/application-backpack-buddy.ts';
import { userSchools } from '../../../db/schema/schools.ts';
import type { Viewer } from '../../../graphql/context.ts';
import { userError } from '../../../graphql/errors.ts';

export type ApplicationRow = typeof applicationBackpackBuddy.$inferSelect;

/**
 * The application if the caller may see it: an admin sees any; an educator sees the applications
 * of schools they are linked to and the ones they started. Anything else is 'not found', so an
 * id reveals nothing.
 */
export async function findApplicationFor(
  db: DbOrTx,
  viewer: Viewer,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<ApplicationRow> {
  const query = db
    .select()
    .from(applicationBackpackBuddy)
    .where(and(eq(applicationBackpackBuddy.id, id), isNull(applicationBackpackBuddy.deletedAt)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw userError('NOT_FOUND');
  if (viewer.type === 'ADMIN' || row.submittedById === viewer.userId) return row;
  const [link] = await db
    .select({ id: userSchools.id })
    .from(userSchools)
    .where(and(eq(userSchools.userId, viewer.userId), eq(userSchools.schoolId, row.schoolId)))
    .limit(1);
  if (!link) throw userError('NOT_FOUND');
  return row;
}
