import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  text,
  timestamp,
  uniqueIndex,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { deletedAt, id, timestamps } from './columns.ts';
import { applicationStatus } from './enums.ts';
import { schools } from './schools.ts';
import { programTerms } from './terms.ts';

/** Columns every program's application has. */
export const applicationColumns = () => ({
  id: id(),
  status: applicationStatus().notNull().default('IN_PROGRESS'),
  /** Last saved with Save as Draft. */
  draft: boolean().notNull().default(false),
  /** How many steps have been saved in full (not as a draft): steps are saved in order. */
  stepsCompleted: integer().notNull().default(0),
  /** Previous participation: false for "Yes, we took part before", true for "No". */
  new: boolean(),
  /** Set by the server: an APPROVED, non-continuation application in the previous year. */
  isContinuation: boolean().notNull().default(false),
  submittedAt: timestamp({ withTimezone: true }),
  /** The educator who started the application and submits it (shown in "in progress" notices). */
  submittedById: integer().references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
  deletedAt: deletedAt(),
});

/** Columns of the three school programs' applications (Backpack Buddy, School Market, Teachers Aid). */
export const schoolApplicationColumns = () => ({
  ...applicationColumns(),
  schoolId: integer()
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' }),
  termId: integer()
    .notNull()
    .references(() => programTerms.id, { onDelete: 'restrict' }),
  organizationType: text(),
  /** Free text naming partnered schools or districts (max 255). */
  nonProfitOrganizations: text(),
  numTotalEnrollment: integer(),
  numReducedLunch: integer(),
  numFreeLunch: integer(),
  /** Spelt so in the specification and kept so in the API. */
  certififedVerification: boolean(),
  nameSignFirst: text(),
  nameSignSecond: text(),
  nameSignThird: text(),
  /** When the principal (or School Market primary contact) signed. */
  signedAt: timestamp({ withTimezone: true }),
  /**
   * What the application carries for the school's shared records (profile fields, contacts
   * roster): applied to the school in the transaction that approves the application, never before.
   */
  proposedSchool: jsonb(),
  /**
   * Set when the application names a signer other than the one on record for the school: no
   * signature link was sent, and an admin reviews it ({ namedEmail, onRecordEmail, at }).
   */
  signerReview: jsonb(),
});

/** Rejected and withdrawn applications do not block a new one for the same holder and term. */
const live = sql`deleted_at is null and status not in ('DENIED', 'WITHDRAWN')`;

/** Indexes of a school application table; one live application per school and term. */
export function schoolApplicationIndexes(
  table: string,
  t: { schoolId: PgColumn; termId: PgColumn; status: PgColumn; submittedById: PgColumn },
) {
  return [
    index(`${table}_school_term_idx`).on(t.schoolId, t.termId),
    index(`${table}_term_status_idx`).on(t.termId, t.status),
    index(`${table}_status_idx`).on(t.status),
    index(`${table}_submitted_by_idx`).on(t.submittedById),
    uniqueIndex(`${table}_live_school_term_key`).on(t.schoolId, t.termId).where(live),
  ];
}

/** One live application per holder (site or organization), year and optional type. */
export function yearApplicationIndexes(
  table: string,
  holder: PgColumn,
  t: { applicationYear: PgColumn; status: PgColumn; submittedById: PgColumn },
  type?: PgColumn,
) {
  const key = type ? [holder, t.applicationYear, type] : [holder, t.applicationYear];
  return [
    index(`${table}_holder_year_idx`).on(holder, t.applicationYear),
    index(`${table}_year_status_idx`).on(t.applicationYear, t.status),
    index(`${table}_status_idx`).on(t.status),
    index(`${table}_submitted_by_idx`).on(t.submittedById),
    uniqueIndex(`${table}_live_holder_year_key`)
      .on(...(key as [PgColumn, ...PgColumn[]]))
      .where(live),
  ];
}
