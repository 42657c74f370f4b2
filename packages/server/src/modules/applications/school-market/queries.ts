import { PROGRAMS_BY_KEY } from '@portal/domain';
import type { DbOrTx } from '../../../db/client.ts';
import { applicationSchoolMarket } from '../../../db/schema/application-school-market.ts';
import { inProgressStarter, openApplicationOf, userApplications } from '../application-queries.ts';

/** My Account → Applications lists at most this many School Market applications (ours). */
export const USER_APPLICATIONS_MAX = 200;

/** The spec 2 §8 notice: another educator's open application, its starter and the program's mail. */
export async function applicationInProgress(
  db: DbOrTx,
  input: { schoolId: number; termId: number; exceptId?: number | null },
) {
  const row = await openApplicationOf(db, applicationSchoolMarket, input);
  if (!row) return null;
  return {
    applicationSchoolMarketId: row.id,
    ...inProgressStarter(row),
    contactEmail: PROGRAMS_BY_KEY.schoolMarket.contactEmail,
  };
}

/**
 * My Account → Applications: the School Market applications of the caller's schools and their
 * own, newest first (at most USER_APPLICATIONS_MAX).
 */
export function userSchoolMarketApplications(db: DbOrTx, userId: number) {
  return userApplications(db, applicationSchoolMarket, userId, USER_APPLICATIONS_MAX);
}
