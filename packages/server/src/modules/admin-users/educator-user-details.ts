import type { DbOrTx } from '../../db/client.ts';
import { userError } from '../../graphql/errors.ts';
import { auditHistory } from '../audit/history.ts';
import { loadEducatorUsers } from './educator-users.ts';

/** One educator account (deleted or not) with its schools and admin history; admins are not found. */
export async function educatorUserDetails(db: DbOrTx, educatorId: number) {
  const [[user], history] = await Promise.all([
    loadEducatorUsers(db, educatorId),
    auditHistory(db, [{ entityType: 'users', entityIds: [educatorId] }]),
  ]);
  if (!user) throw userError('NOT_FOUND');
  return { ...user, history };
}
