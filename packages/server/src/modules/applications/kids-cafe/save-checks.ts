import { and, eq, isNull } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { MESSAGES, PROGRAMS_BY_KEY, educatorIntake } from '@portal/domain';
import type { Tx } from '../../../db/client.ts';
import { sites } from '../../../db/schema/sites.ts';
import { fieldError } from '../../../graphql/errors.ts';
import { programConfig } from '../../settings/service.ts';

// The checks a Kids Cafe save makes of the database: intake open, the site a live one.

/**
 * Kids Cafe's intake follows its config's acceptingApplications (Program Settings): closed, the
 * form is read-only and every save is refused with the closed notice (spec 2 §4 and §8).
 */
export async function assertIntakeOpen(tx: Tx): Promise<void> {
  const intake = educatorIntake(PROGRAMS_BY_KEY.kidsCafe, [], await programConfig(tx, 'KIDS_CAFE'));
  if (intake.state === 'closed' || intake.state === 'noTerms') {
    throw new GraphQLError(intake.message, { extensions: { code: 'BAD_USER_INPUT' } });
  }
}

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
