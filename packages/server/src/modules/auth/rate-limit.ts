import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/auth.ts';

/** Failed logins allowed in the window before further attempts are refused. */
export const LOGIN_LIMITS = { windowMinutes: 15, perAccount: 5, perAddress: 30 } as const;

const since = () => sql`now() - make_interval(mins => ${LOGIN_LIMITS.windowMinutes})`;

export async function isLoginLimited(db: DbOrTx, email: string, address: string): Promise<boolean> {
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        sql`lower(${loginAttempts.email}) = lower(${email})`,
        gt(loginAttempts.attemptedAt, since()),
      ),
    );
  if ((byAccount?.n ?? 0) >= LOGIN_LIMITS.perAccount) return true;
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.address, address), gt(loginAttempts.attemptedAt, since())));
  return (byAddress?.n ?? 0) >= LOGIN_LIMITS.perAddress;
}

export async function recordFailedLogin(db: DbOrTx, email: string, address: string): Promise<void> {
  await db.insert(loginAttempts).values({ email: email.toLowerCase(), address });
}

export async function clearFailedLogins(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginAttempts).where(sql`lower(${loginAttempts.email}) = lower(${email})`);
}
