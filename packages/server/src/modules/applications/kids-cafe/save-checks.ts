import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import type { Tx } from '../../../db/client.ts';
import { sites } from '../../../db/schema/sites.ts';
import { fieldError } from '../../../graphql/errors.ts';

// The check a Kids Cafe save makes of the site (intake: ../holder-intake.ts).

/** The site the form chose: a live one (not archived), locked for the save. */
export async function checkSite(tx: Tx, siteId: number) {
  const [site] = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.id, siteId), isNull(sites.deletedAt)))
    .limit(1);
  if (!site) throw fieldError('site.siteId', MESSAGES.siteNotFound);
  return site;
}
