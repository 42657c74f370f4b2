import { createHash } from 'node:crypto';
import type { Pool } from 'pg';

/** What a reference handler gets: the caller (or none), the GraphQL variables and the pool. */
export interface ReferenceRequest {
  pool: Pool;
  viewer: ReferenceViewer | null;
  variables: Record<string, unknown>;
  /** Counts the statements this request sends (the reference's own count). */
  query<R>(text: string, values: unknown[], name?: string): Promise<R[]>;
}

export interface ReferenceViewer {
  sessionId: number;
  userId: number;
  type: 'EDUCATOR' | 'ADMIN';
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  createdAt: string;
  updatedAt: string;
}

const IDLE_MS = { ADMIN: 30 * 60_000, EDUCATOR: 480 * 60_000 };

/**
 * The session and its user in one statement, with the same rules as the server's
 * (modules/auth/sessions.ts): revoked, expired, idle or deleted means nobody; last_seen_at moves
 * at most once a minute.
 */
const SESSION_SQL = `
  with found as (
    select s.id as session_id, u.id as user_id, u.type, u.first_name, u.last_name, u.email,
      u.phone, u.created_at, u.updated_at,
      s.last_seen_at < now() - interval '60 seconds' as stale
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()
      and s.last_seen_at > now() - (case when u.type = 'ADMIN' then $2::double precision
        else $3::double precision end) * interval '1 millisecond'
      and u.deleted_at is null
    limit 1
  ), seen as (
    update sessions set last_seen_at = now()
    where id = (select session_id from found where stale) returning id
  )
  select session_id, user_id, type, first_name, last_name, email, phone,
    to_json(created_at)#>>'{}' as created_at, to_json(updated_at)#>>'{}' as updated_at
  from found`;

interface SessionRow {
  session_id: number;
  user_id: number;
  type: 'EDUCATOR' | 'ADMIN';
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  created_at: string;
  updated_at: string;
}

export async function referenceViewer(
  query: ReferenceRequest['query'],
  token: string | undefined,
): Promise<ReferenceViewer | null> {
  if (!token) return null;
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await query<SessionRow>(
    SESSION_SQL,
    [hash, IDLE_MS.ADMIN, IDLE_MS.EDUCATOR],
    'ref_session',
  );
  if (!row) return null;
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    type: row.type,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A timestamp as the API's DateTime scalar writes it. */
export const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();
