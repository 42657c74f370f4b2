import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { applicationKidsCafe } from '../../db/schema/application-kids-cafe.ts';
import { sites } from '../../db/schema/sites.ts';
import { userError } from '../../graphql/errors.ts';

// Lock order, as for schools (admin-schools/school-lock.ts): a transaction that changes a Kids
// Cafe application together with its site takes the site row first, then the application row.

/**
 * The site row, locked until the caller's transaction ends (two admin saves of one site run one
 * after the other), or 'Not found'. Archived sites are found: admins still edit them.
 */
export async function lockSite(tx: DbOrTx, siteId: number) {
  const [site] = await tx.select().from(sites).where(eq(sites.id, siteId)).for('update').limit(1);
  if (!site) throw userError('NOT_FOUND');
  return site;
}

async function lockedApplication(tx: Tx, applicationId: number) {
  const [app] = await tx
    .select()
    .from(applicationKidsCafe)
    .where(eq(applicationKidsCafe.id, applicationId))
    .for('update')
    .limit(1);
  return app;
}

/**
 * A Kids Cafe application and its site, both locked in the lock order, or 'Not found' (a
 * soft-deleted application is returned: the caller decides). A draft can move to another site
 * meanwhile (its form names the site), so the site is read again under the lock.
 */
export async function lockSiteApplication(tx: Tx, applicationId: number) {
  const [peek] = await tx
    .select({ siteId: applicationKidsCafe.siteId })
    .from(applicationKidsCafe)
    .where(eq(applicationKidsCafe.id, applicationId))
    .limit(1);
  let siteId = peek?.siteId;
  for (let attempt = 0; siteId !== undefined && attempt < 3; attempt++) {
    const site = await lockSite(tx, siteId);
    const app = await lockedApplication(tx, applicationId);
    if (app?.siteId === site.id) return { site, app };
    siteId = app?.siteId;
  }
  throw userError('NOT_FOUND');
}
