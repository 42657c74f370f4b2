import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/auth.ts';
import type { Viewer } from '../../graphql/context.ts';
import { hashToken, newToken } from './tokens.ts';

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  tx: DbOrTx,
  userId: number,
  ttlMs: number,
): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await tx.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The caller behind a bearer token: one indexed query; revoked, expired or deleted means nobody. */
export async function viewerForToken(db: DbOrTx, token: string): Promise<Viewer | null> {
  const rows = await db
    .select({ sessionId: sessions.id, userId: users.id, type: users.type })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export function bearerToken(header: string | null | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
