import type { NotBuilt, ProgramEntry, ProgramKey } from '@portal/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { applicationSchoolMarket } from '../../db/schema/application-school-market.ts';
import type { TeamMemberType } from '../../db/schema/enums.ts';
import type { schools } from '../../db/schema/schools.ts';
import type { principalSignatures } from '../../db/schema/signatures.ts';
import type { Module } from '../../graphql/module.ts';
import type { Holder } from './holders.ts';

// What a program's server module holds (ARCHITECTURE.md "Programs as modules"). Each program has
// one, in modules/applications/<slug>/module.ts, and modules/programs/registry.ts lists the five
// as `Record<ProgramKey, …>`. Where a piece is not built yet the module says so with the
// domain's `notBuilt(why)` marker; code that needs the piece checks `isBuilt`.

/**
 * The columns every school program's application table has. The three tables differ only in
 * their program-specific columns, so shared code reads and writes them through this view (typed
 * as the School Market table, whose common columns are the same as the other two).
 */
export type SchoolApplicationTable = typeof applicationSchoolMarket;

type SchoolColumn = keyof typeof schools.$inferSelect;

/** A school program's own columns of the schools table (spec 3 §3 lists and detail). */
export interface SchoolColumns {
  programId: SchoolColumn &
    ('backpackBuddyId' | 'schoolMarketAgencyNumber' | 'teachersAidSchoolNumber');
  status: SchoolColumn & ('statusBackpackBuddy' | 'statusSchoolMarket' | 'statusTeachersAid');
  statusUpdatedAt: SchoolColumn &
    ('statusBackpackBuddyUpdatedAt' | 'statusSchoolMarketUpdatedAt' | 'statusTeachersAidUpdatedAt');
  firstYearApplied: SchoolColumn &
    (
      | 'firstYearAppliedBackpackBuddy'
      | 'firstYearAppliedSchoolMarket'
      | 'firstYearAppliedTeachersAid'
    );
}

export type SignatureRow = typeof principalSignatures.$inferSelect;

/** The principal_signatures column that points at a signed program's applications. */
export type SignatureColumn =
  'applicationBackpackBuddyId' | 'applicationSchoolMarketId' | 'applicationTeachersAidId';

/** An application locked for signing, and what its signature does to it. */
export interface SigningApplication {
  id: number;
  /**
   * In the signing transaction, after the signature row is written: the application's approval
   * (onApproved; the approval mail's link starts with publicUrl).
   */
  approve(mail: { publicUrl: string }): Promise<void>;
}

/**
 * The program's part of the principal signature page (signatures/service.ts does the link: the
 * token, the signee's email check, the signature row and the other links).
 */
export interface SignaturePage {
  /** The page's data for one application, or null when there is no such live application. */
  details(
    db: DbOrTx,
    applicationId: number,
    request: SignatureRow | undefined,
  ): Promise<Record<string, unknown> | null>;
  /**
   * Locks the application the link is for and throws the page's message when it cannot be
   * signed now (already signed or approved, no longer pending, signer changed or held).
   */
  lockForSigning(tx: Tx, request: SignatureRow, applicationId: number): Promise<SigningApplication>;
}

/** How a program's applications are signed: where the links point, and its signature page. */
export interface SignatureFacts {
  /** principal_signatures' column for this program (equals the entry's applicationIdField). */
  column: SignatureColumn;
  page: SignaturePage | NotBuilt;
}

interface ModuleBase<K extends ProgramKey> {
  key: K;
  /** The domain's registry entry: names, slug, signer rule, statuses, required-flag names. */
  entry: ProgramEntry<K>;
  /** The program's own GraphQL part (schema.graphql + resolvers + access rules). */
  graphql: Module | NotBuilt;
}

/** A program whose applicants are schools (Backpack Buddy, School Market, Teachers Aid). */
export interface SchoolProgramModule<K extends ProgramKey = ProgramKey> extends ModuleBase<K> {
  holder: Holder<'school'>;
  applications: {
    table: SchoolApplicationTable;
    /** The table's name: the audit log's entityType of the program's applications. */
    name: string;
    /** Further tables of its applications (Teachers Aid's teachers). */
    related: readonly PgTable[];
  };
  school: {
    columns: SchoolColumns;
    /** The admin list's contact columns: Backpack Buddy PRIMARY, … (spec 3 §3). */
    mainContactType: TeamMemberType;
    /** Monthly allocations per school and term (term_months; Backpack Buddy's Allocate tab). */
    allocations: boolean;
  };
  /** Signed by the entry's signer rule (principal; Houston ISD School Market primary contact). */
  signatures: SignatureFacts;
}

/** A program whose applicants are Kids Cafe sites or Partner Services organizations. */
export interface HolderProgramModule<K extends ProgramKey = ProgramKey> extends ModuleBase<K> {
  holder: Holder<'site' | 'organization'>;
  applications: { table: PgTable; name: string; related: readonly PgTable[] };
  /** The entry's signer is 'none': nobody signs by link. */
  signatures: 'none';
}

export type ServerProgramModule<K extends ProgramKey = ProgramKey> =
  SchoolProgramModule<K> | HolderProgramModule<K>;
