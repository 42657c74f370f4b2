import type { TeamMember } from '@portal/domain/programs/backpack-buddy';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { programRoster, replaceRoster } from '../../schools/roster.ts';

// The school's Backpack Buddy roster: the application's Team Information, School Contacts and
// the principal's signature page share it.

/** The live members, in the order they were added. */
export function backpackBuddyRoster(db: DbOrTx, schoolId: number) {
  return programRoster(db, schoolId, 'BACKPACK_BUDDY');
}

/** The school's Backpack Buddy roster becomes exactly the submitted one (school row locked). */
export function replaceBackpackBuddyRoster(
  tx: Tx,
  schoolId: number,
  members: readonly TeamMember[],
) {
  return replaceRoster(tx, schoolId, 'BACKPACK_BUDDY', members);
}
