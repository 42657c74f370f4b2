import { and, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { users } from '../schema/auth.ts';

/** The ids of the live accounts of these emails, as a lookup (null: no such account). */
export async function demoAccountIds(
  tx: Tx,
  emails: readonly string[],
): Promise<(email: string) => number | null> {
  const wanted = [...new Set(emails)];
  const accounts = wanted.length
    ? await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(isNull(users.deletedAt), inArray(users.email, wanted)))
    : [];
  return (email) => accounts.find((u) => u.email === email)?.id ?? null;
}
