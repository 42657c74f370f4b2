import { isIP } from 'node:net';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/auth.ts';
import { userError } from '../../graphql/errors.ts';
import { hashToken } from './tokens.ts';

const MINUTE = 60_000;

/** At most `max` hits per bucket in each fixed window of `windowMs` (windows start at epoch multiples). */
export interface Limit {
  readonly max: number;
  readonly windowMs: number;
}

/** What a bucket is keyed by: the client address, an email (any letter case) or a link token. */
export type KeyKind = 'address' | 'email' | 'token';

/**
 * The abuse limits (ours; the spec is silent). Every attempt counts, except that a successful
 * sign-in (login, staff directory) gives its own hit back: only failures use up the allowance,
 * and a success never resets what others have counted.
 */
export const RATE_LIMITS = {
  /** Password guesses: an account (email) and an address. */
  login: {
    email: { max: 10, windowMs: 15 * MINUTE },
    address: { max: 50, windowMs: 15 * MINUTE },
  },
  /** New accounts, and probing which emails have one. */
  register: {
    email: { max: 5, windowMs: 60 * MINUTE },
    address: { max: 20, windowMs: 60 * MINUTE },
  },
  /** Reset mails: an inbox is not flooded, and one address cannot mail everybody. */
  passwordReset: {
    email: { max: 5, windowMs: 60 * MINUTE },
    address: { max: 20, windowMs: 60 * MINUTE },
  },
  /** The principal's signature form: per emailed link (its token) and per address. */
  principalSignature: {
    token: { max: 10, windowMs: 60 * MINUTE },
    address: { max: 30, windowMs: 60 * MINUTE },
  },
  /** The built-in staff directory's password form (demo sign-in provider). */
  staffLogin: {
    email: { max: 10, windowMs: 15 * MINUTE },
    address: { max: 50, windowMs: 15 * MINUTE },
  },
} as const satisfies Record<string, Partial<Record<KeyKind, Limit>>>;

export type LimitedOperation = keyof typeof RATE_LIMITS;
export type LimitKeys<Op extends LimitedOperation> = Record<keyof (typeof RATE_LIMITS)[Op], string>;

/** Windows that started this long ago are deleted (every window is far shorter). */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * MINUTE;
/** How often one server process sweeps old windows (one indexed delete). */
const SWEEP_EVERY_MS = 10 * MINUTE;

export interface Attempt {
  /** False when a bucket is over its limit: refuse, and change nothing else. */
  allowed: boolean;
  /** Seconds until every bucket that refused has a new window (for Retry-After). */
  retryAfterSeconds: number;
  /** Gives this attempt's hits back (a successful sign-in does not count). */
  refund(db: DbOrTx): Promise<void>;
}

/**
 * The bucket of a client address. IPv4-mapped IPv6 is the IPv4 address; other IPv6 addresses
 * count by their /64, the block one subscriber usually holds.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const bare = ip.split('%')[0]!;
  if (isIP(bare) !== 6) return ip;
  const [head = '', tail] = bare.split('::');
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

function keyOf(kind: KeyKind, value: string): string {
  switch (kind) {
    case 'address':
      return addressKey(value);
    case 'email': {
      const email = value.trim().toLowerCase();
      // The staff form's email is not validated: a very long one is kept as its digest.
      return email.length <= 254 ? email : hashToken(email);
    }
    case 'token':
      // Link tokens are credentials: only their digest is stored (and its length is fixed).
      return hashToken(value);
    default: {
      const unhandled: never = kind;
      return unhandled;
    }
  }
}

let nextSweepAt = 0;

/** Deletes old windows, at most once per SWEEP_EVERY_MS in this process. */
async function sweepWhenDue(db: DbOrTx, now: number): Promise<void> {
  if (now < nextSweepAt) return;
  nextSweepAt = now + SWEEP_EVERY_MS;
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now - RATE_LIMIT_RETENTION_MS)));
}

/**
 * Counts one hit in every bucket of the operation and reads the new totals in ONE statement
 * (insert … on conflict do update … returning), so parallel requests are all counted: of N
 * simultaneous attempts at most `max` are allowed. A refused attempt counts as well.
 */
export async function takeAttempt<Op extends LimitedOperation>(
  db: DbOrTx,
  operation: Op,
  keys: LimitKeys<Op>,
): Promise<Attempt> {
  const now = Date.now();
  await sweepWhenDue(db, now);
  const limits = RATE_LIMITS[operation] as Partial<Record<KeyKind, Limit>>;
  const buckets = (Object.keys(keys) as KeyKind[])
    .map((kind) => {
      const limit = limits[kind]!;
      return {
        bucket: `${operation}:${kind}:${keyOf(kind, (keys as Record<KeyKind, string>)[kind])}`,
        windowStart: new Date(Math.floor(now / limit.windowMs) * limit.windowMs),
        limit,
      };
    })
    // One lock order for every caller, so two multi-row upserts cannot deadlock.
    .sort((a, b) => (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0));
  const rows = await db
    .insert(rateLimits)
    .values(buckets.map(({ bucket, windowStart }) => ({ bucket, windowStart, hits: 1 })))
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.windowStart],
      set: { hits: sql`rate_limits.hits + 1` },
    })
    .returning({ bucket: rateLimits.bucket, hits: rateLimits.hits });
  const hits = new Map(rows.map((row) => [row.bucket, row.hits]));
  const over = buckets.filter((b) => (hits.get(b.bucket) ?? 0) > b.limit.max);
  const retryAt = Math.max(now, ...over.map((b) => b.windowStart.getTime() + b.limit.windowMs));
  return {
    allowed: over.length === 0,
    retryAfterSeconds: Math.ceil((retryAt - now) / 1000),
    async refund(tx) {
      // One bucket at a time, in the buckets' order: the same lock order as the upsert above.
      // One update of every bucket locked them in the table's scan order instead, and under
      // parallel sign-ins deadlocked with another sign-in's upsert (PostgreSQL chose one to
      // fail: 'An unknown error occured.' for 4–9 of 39 logins in the bench).
      for (const b of buckets) {
        await tx
          .update(rateLimits)
          .set({ hits: sql`greatest(rate_limits.hits - 1, 0)` })
          .where(and(eq(rateLimits.bucket, b.bucket), eq(rateLimits.windowStart, b.windowStart)));
      }
    },
  };
}

/** takeAttempt for a GraphQL operation: over a limit, the RATE_LIMITED error. */
export async function enforceLimit<Op extends LimitedOperation>(
  db: DbOrTx,
  operation: Op,
  keys: LimitKeys<Op>,
): Promise<Attempt> {
  const attempt = await takeAttempt(db, operation, keys);
  if (!attempt.allowed) throw userError('RATE_LIMITED');
  return attempt;
}
