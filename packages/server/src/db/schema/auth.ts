import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Language } from '@portal/domain';
import { deletedAt, id, timestamps } from './columns.ts';

export const userType = pgEnum('user_type', ['EDUCATOR', 'ADMIN']);

/** Educators and administrators. Admins sign in through SSO and may have no password. */
export const users = pgTable(
  'users',
  {
    id: id(),
    type: userType().notNull().default('EDUCATOR'),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    passwordHash: text(),
    /**
     * The language of the user's screens and mails (issue 20): registration starts it, the
     * language switch saves it, and the first sign-in of an account without one keeps the
     * browser's. Null until then: mails go in English, the screens stay in the browser's.
     * A principal signature request goes in the submitter's.
     */
    language: text().$type<Language>(),
    ...timestamps(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_last_name_idx').on(t.lastName, t.firstName),
    // The domain's LANGUAGES; a new language widens this check in a migration.
    check('users_language_check', sql`${t.language} in ('en', 'es')`),
  ],
);

/** Server-side sessions. Only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** Last request made with the session: it ends after an idle time (config.session). */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use password reset tokens, stored hashed, valid for one hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Failed login attempts, counted per account (email) and per client address for rate limiting. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text().notNull(),
    address: text().notNull(),
    attemptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(sql`lower(${t.email})`, t.attemptedAt),
    index('login_attempts_address_idx').on(t.address, t.attemptedAt),
  ],
);

/**
 * Abuse limits counted atomically: one row per bucket (what is limited and for whom, e.g.
 * `login:address:203.0.113.9`) and fixed window. A request adds one hit and reads the new total
 * in the same statement (insert … on conflict do update … returning), so parallel requests are
 * all counted.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.windowStart] }),
    index('rate_limits_window_idx').on(t.windowStart),
  ],
);
