import { PROGRAMS_BY_KEY } from '@portal/domain';
import type { DbOrTx } from '../../../db/client.ts';
import { inProgressStarter, openApplicationOf, userApplications } from '../application-queries.ts';
import { backpackBuddyTable } from './table.ts';

/** Another educator's open application of this school for the term (the in-progress notice). */
export async function applicationInProgress(
  db: DbOrTx,
  input: { schoolId: number; termId: number; exceptId?: number | null },
) {
  const row = await openApplicationOf(db, backpackBuddyTable, input);
  if (!row) return null;
  return {
    applicationBackpackBuddyId: row.id,
    ...inProgressStarter(row),
    contactEmail: PROGRAMS_BY_KEY.backpackBuddy.contactEmail,
  };
}

/** My Account → Applications: the applications of the caller's schools and their own, newest first. */
export function userBackpackBuddyApplications(db: DbOrTx, userId: number) {
  return userApplications(db, backpackBuddyTable, userId);
}
