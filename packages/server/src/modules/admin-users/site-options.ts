import { asc, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sites } from '../../db/schema/sites.ts';

/** Every live Kids Cafe site, by name: what an admin may assign to an educator. */
export async function adminSiteOptions(db: DbOrTx) {
  const rows = await db
    .select({ siteId: sites.id, name: sites.name })
    .from(sites)
    .where(isNull(sites.deletedAt))
    .orderBy(asc(sites.name), asc(sites.id));
  return rows.map((row) => ({ id: String(row.siteId), ...row }));
}
