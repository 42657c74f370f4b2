import { PROGRAMS_BY_KEY } from '@portal/domain';
import type { DbOrTx } from '../../../db/client.ts';
import { inProgressStarter, openApplicationOf, userApplications } from '../application-queries.ts';
import { teachersAidTable } from './table.ts';

/** My Account → Applications lists at most this many Teachers Aid applications (ours). */
export const USER_APPLICATIONS_MAX = 200;

/** The spec 2 §8 notice: another educator's open application, its starter and the program's mail. */
export async function applicationInProgress(
  db: DbOrTx,
  input: { schoolId: number; termId: number; exceptId?: number | null },
) {
  const row = await openApplicationOf(db, teachersAidTable, input);
  if (!row) return null;
  return {
    applicationTeachersAidId: row.id,
    ...inProgressStarter(row),
    contactEmail: PROGRAMS_BY_KEY.teachersAid.contactEmail,
  };
}

/**
 * My Account → Applications: the Teachers Aid applications of the caller's schools and their
 * own, newest first (at most USER_APPLICATIONS_MAX).
 */
export function userTeachersAidApplications(db: DbOrTx, userId: number) {
  return userApplications(db, teachersAidTable, userId, USER_APPLICATIONS_MAX);
}
