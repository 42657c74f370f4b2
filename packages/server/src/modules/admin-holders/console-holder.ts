import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Program } from '@portal/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { ApplicationStatus } from '../../db/schema/enums.ts';
import { userError } from '../../graphql/errors.ts';
import type { AuditValues } from '../audit/record.ts';

/** What every holder row has: its id and its archive date. */
export interface HolderRow {
  id: number;
  deletedAt: Date | null;
}

/** A holder's contacts (site_members, organization_members) as the Contacts tab replaces them. */
export interface ConsoleMembers {
  table: PgTable;
  id: PgColumn;
  /** The column naming the holder, and its key in the table's values. */
  holderId: PgColumn;
  holderKey: string;
  deletedAt: PgColumn;
  /** The key of a kept member's id in the input ('siteMemberId', …) and of the list. */
  idKey: string;
  listField: string;
}

/** An application as the Applications tab changes its status; its other columns stay opaque. */
export interface ConsoleApplicationRow {
  id: number;
  status: ApplicationStatus;
  submittedById: number | null;
  applicationYear: number;
  deletedAt?: Date | null;
}

/** A program's applications of a holder, as the console's Applications tab changes them. */
export interface ConsoleApplications<App extends ConsoleApplicationRow> {
  table: PgTable;
  id: PgColumn;
  holderId: PgColumn;
  status: PgColumn;
  deletedAt: PgColumn;
  /** The audit log's entity type of an application. */
  entity: string;
  entry: Pick<Program, 'name' | 'statuses'>;
  /** The columns an application's status change and its approval hooks read. */
  columns: Record<keyof App, PgColumn>;
  /** The holder of a locked application (null while a new agency's draft has none). */
  holderOf(app: App): number | null;
  /** The term as the year-taken notice displays it ('Summer 2025', '2024'). */
  term(app: App): string;
  /** The notice when a reopened application meets another one of its term. */
  yearTaken(programName: string, term: string): string;
  /** What the deletion's audit keeps besides the status. */
  deletedSnapshot(app: App): AuditValues;
  onApproved(tx: Tx, app: App, mail: { publicUrl: string }): Promise<void>;
  onUnapproved(tx: Tx, actorId: number, app: App): Promise<void>;
}

/**
 * A holder (a Kids Cafe site, a Partner Services organization) as the admin console edits it:
 * what the shared operations of this folder know of its table, its contacts and its program's
 * applications. Each console module (admin-sites, admin-organizations) describes its own; keys
 * are the table's property names.
 */
export interface ConsoleHolder<Row extends HolderRow, App extends ConsoleApplicationRow> {
  /** 'site', 'organization': the refusals' noun. */
  noun: string;
  /** The audit log's entity type of the holder (its table's name). */
  entity: string;
  table: PgTable;
  id: PgColumn;
  deletedAt: PgColumn;
  /** The program status, its date, and the date the contacts were last edited. */
  statusKey: keyof Row & string;
  statusUpdatedAtKey: keyof Row & string;
  membersEditedKey: keyof Row & string;
  /** What the audit keeps of a permanently deleted holder. */
  snapshot(row: Row): AuditValues;
  members: ConsoleMembers;
  applications: ConsoleApplications<App>;
}

/** Any holder of the console, whatever its row and application types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyConsoleHolder = ConsoleHolder<any, any>;

/** The row type of a holder. */
export type RowOf<H> = H extends ConsoleHolder<infer Row, ConsoleApplicationRow> ? Row : never;

/**
 * The holder row, locked until the caller's transaction ends (two admin saves of one holder run
 * one after the other), or 'Not found'. Archived holders are found: admins still edit them.
 * Lock order: a transaction that changes an application together with its holder takes the
 * holder row first, then the application row (as schools, admin-schools/school-lock.ts).
 */
export async function lockHolder<Row extends HolderRow>(
  tx: DbOrTx,
  holder: ConsoleHolder<Row, never>,
  holderId: number,
): Promise<Row> {
  const [row] = await tx
    .select()
    .from(holder.table)
    .where(eq(holder.id, holderId))
    .for('update')
    .limit(1);
  if (!row) throw userError('NOT_FOUND');
  return row as unknown as Row;
}
