import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { applicationKidsCafe } from '../../../db/schema/application-kids-cafe.ts';
import { userSites } from '../../../db/schema/sites.ts';
import type { Viewer } from '../../../graphql/context.ts';
import { userError } from '../../../graphql/errors.ts';

export type KidsCafeRow = typeof applicationKidsCafe.$inferSelect;

/**
 * Whether the educator is granted the site (user_sites: an admin's grant or their own approved
 * application); admins always are. Naming a site in an application grants nothing.
 */
export async function isGrantedSite(db: DbOrTx, viewer: Viewer, siteId: number): Promise<boolean> {
  if (viewer.type === 'ADMIN') return true;
  const [grant] = await db
    .select({ id: userSites.id })
    .from(userSites)
    .where(and(eq(userSites.userId, viewer.userId), eq(userSites.siteId, siteId)))
    .limit(1);
  return !!grant;
}

/**
 * The Kids Cafe application if the caller may see it: an admin sees any; an educator sees the
 * ones they started (or submitted) and those of sites granted to them. Anything else is
 * 'Not found', so an id reveals nothing (as School Market's access.ts).
 */
export async function findKidsCafeApplicationFor(
  db: DbOrTx,
  viewer: Viewer,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<KidsCafeRow> {
  const query = db
    .select()
    .from(applicationKidsCafe)
    .where(and(eq(applicationKidsCafe.id, id), isNull(applicationKidsCafe.deletedAt)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw userError('NOT_FOUND');
  if (viewer.type === 'ADMIN' || row.submittedById === viewer.userId) return row;
  if (!(await isGrantedSite(db, viewer, row.siteId))) throw userError('NOT_FOUND');
  return row;
}
