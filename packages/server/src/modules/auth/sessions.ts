import { and, eq, isNull, sql } from 'drizzle-orm';
import { preparedSql, type DbOrTx } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';
import type { Language } from '@portal/domain';
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

/** Idle time after which a session ends, per account type (config.sessionIdleMs). */
export type SessionIdleMs = Record<Viewer['type'], number>;

/**
 * The session and its user: one prepared statement (its text built once, planned once per
 * connection), whatever happens: revoked, past its absolute lifetime, idle for longer than its
 * account type allows, or of a deleted user means nobody. last_seen_at is moved forward at most
 * once a minute per session, inside the same statement: a write on every request would start
 * the admin lists' snapshot cache again (db/snapshot-cache.ts), and an update that matches no
 * row writes nothing. The idle time is then exact to within a minute. The user's own columns
 * come back too, so reading the caller costs no further statement.
 */
const sessionLookup = preparedSql<SessionRow>(
  'session_viewer',
  sql`
    with found as (
      select s.id as session_id, u.id as user_id, u.type, u.first_name, u.last_name, u.email,
        u.phone, u.language, u.created_at, u.updated_at,
        s.last_seen_at < now() - interval '60 seconds' as stale
      from sessions s join users u on u.id = s.user_id
      where s.token_hash = ${sql.placeholder('tokenHash')}
        and s.revoked_at is null
        and s.expires_at > now()
        and s.last_seen_at > now() - (case when u.type = 'ADMIN'
          then ${sql.placeholder('adminIdleMs')}::double precision
          else ${sql.placeholder('educatorIdleMs')}::double precision end) * interval '1 millisecond'
        and u.deleted_at is null
      limit 1
    ), seen as (
      update sessions set last_seen_at = now()
      where id = (select session_id from found where stale)
      returning id
    )
    select session_id, user_id, type, first_name, last_name, email, phone, language, created_at,
      updated_at
    from found`,
);

export async function viewerForToken(
  db: DbOrTx,
  token: string,
  idleMs: SessionIdleMs,
): Promise<Viewer | null> {
  const [row] = await sessionLookup(db, {
    tokenHash: hashToken(token),
    adminIdleMs: idleMs.ADMIN,
    educatorIdleMs: idleMs.EDUCATOR,
  });
  if (!row) return null;
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    type: row.type,
    user: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      language: row.language,
      // node-postgres gives drizzle's raw rows timestamps as text, PGlite as dates.
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
    },
  };
}

interface SessionRow {
  session_id: number;
  user_id: number;
  type: Viewer['type'];
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  language: Language | null;
  created_at: string | Date;
  updated_at: string | Date;
}

/** The token of an `Authorization: Bearer <token>` header (API clients, tests, the bench). */
export function bearerToken(header: string | null | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

export async function revokeAllSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
