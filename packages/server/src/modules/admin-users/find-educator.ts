import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { userError } from '../../graphql/errors.ts';

/**
 * The educator account an admin edits, locked for the rest of the transaction. Admin accounts
 * are not found: they are managed in the staff directory, not here.
 */
export async function lockEducator(tx: Tx, educatorId: number) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, educatorId), eq(users.type, 'EDUCATOR')))
    .for('update');
  if (!user) throw userError('NOT_FOUND');
  return user;
}
