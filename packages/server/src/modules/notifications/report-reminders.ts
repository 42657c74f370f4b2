/**
 * Monthly report reminders (issue 14 item 5): a job the server runs itself. Once the reminder
 * day of a month has come (REPORT_REMINDER_DAY, UTC), it mails the educators of every school
 * with an approved Backpack Buddy application whose report of the previous month is not
 * submitted, once per school and month, from the REPORT_REMINDER_KEY template.
 *
 * Safe with several server instances: a pass runs in a transaction that first takes a
 * PostgreSQL advisory transaction lock (pg_try_advisory_xact_lock), so one instance runs a pass
 * at a time and the others skip theirs; a report_reminders row, inserted in the transaction
 * that puts the school's mails into the outbox, makes a repeat harmless (its unique key).
 */
import { PROGRAMS_BY_KEY, REPORT_REMINDER_KEY, type Language } from '@portal/domain';
import { reportReminderMonth } from '@portal/domain/programs/backpack-buddy';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db/client.ts';
import { adminEmails } from '../../db/schema/emails.ts';
import { reportReminders } from '../../db/schema/report-reminders.ts';
import { sendReportReminderMail } from '../emails/mails.ts';
import { templateRow } from '../emails/templates.ts';

/** The advisory lock of a reminder pass (any constant bigint unique to this job: 'RPRT'). */
export const REPORT_REMINDER_LOCK = 0x52505254;
/** How often each instance checks whether reminders are due. */
export const REPORT_REMINDER_CHECK_MS = 60 * 60 * 1000;
/** Schools handled per transaction; a pass repeats until fewer are left. */
export const REPORT_REMINDER_BATCH = 100;

type Log = Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>;

export interface ReminderPassOptions {
  /** The instant the pass runs for (tests give a fixed one). */
  now?: Date;
  /** The day of the month (1–28, UTC) from which the previous month's report is reminded. */
  reminderDay: number;
  /** The portal's public address: the mail's link to the school's reports. */
  publicUrl: string;
  logger?: Log;
  /** Schools per transaction. */
  batchSize?: number;
}

export interface ReminderPassResult {
  /** The month reminded (YYYY-MM-01), or null when the reminder day has not come. */
  month: string | null;
  /**
   * done: the pass ran; notDue: the day has not come; locked: another instance holds the lock;
   * inactive: the template is inactive (nothing sent, nothing recorded).
   */
  outcome: 'done' | 'notDue' | 'locked' | 'inactive';
  /** Schools whose educators were mailed, and how many mails went into the outbox. */
  schools: number;
  mails: number;
}

interface DueRow extends Record<string, unknown> {
  school_id: number;
  school_name: string;
  user_id: number;
  email: string;
  first_name: string;
  language: Language;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The educators to mail for at most `limit` due schools of `month`, in ONE statement: schools
 * (not archived) with a Backpack Buddy term month starting on `month`, an APPROVED live
 * application for that term, no submitted report for that term month, no reminder recorded for
 * the month, and at least one live educator account granted the school (user_schools).
 */
async function dueEducators(tx: Tx, month: string, limit: number): Promise<DueRow[]> {
  const result = await tx.execute<DueRow>(sql`
    with due as (
      select distinct s.id as school_id, s.name as school_name
      from term_months tm
      join program_terms pt on pt.id = tm.term_id and pt.program = 'BACKPACK_BUDDY'
      join schools s on s.id = tm.school_id and s.deleted_at is null
      where tm.start_date = ${month}::date
        and not exists (select 1 from distribution_reports r where r.term_month_id = tm.id)
        and exists (
          select 1 from application_backpack_buddy a
          where a.school_id = tm.school_id and a.term_id = tm.term_id
            and a.status = 'APPROVED' and a.deleted_at is null)
        and not exists (
          select 1 from report_reminders rr
          where rr.school_id = tm.school_id and rr.month_start = ${month}::date)
        and exists (
          select 1 from user_schools us join users u on u.id = us.user_id
          where us.school_id = tm.school_id and u.type = 'EDUCATOR' and u.deleted_at is null)
      order by s.id
      limit ${limit}
    )
    select due.school_id, due.school_name, u.id as user_id, u.email, u.first_name, u.language
    from due
    join user_schools us on us.school_id = due.school_id
    join users u on u.id = us.user_id and u.type = 'EDUCATOR' and u.deleted_at is null
    order by due.school_id, u.id`);
  return rowsOf<DueRow>(result);
}

/** Whether the reminder template is active, locked against an edit until the batch commits. */
async function templateActive(tx: Tx): Promise<boolean> {
  await templateRow(tx, REPORT_REMINDER_KEY);
  const [row] = await tx
    .select({ status: adminEmails.status })
    .from(adminEmails)
    .where(eq(adminEmails.key, REPORT_REMINDER_KEY))
    .for('share');
  return row?.status === 'ACTIVE';
}

type BatchResult =
  | { outcome: 'locked' | 'inactive' }
  | { outcome: 'done'; schools: number; mails: number; due: number };

/** One transaction: the lock, the template, the due schools (at most batchSize), their mails. */
async function remindBatch(
  db: Db,
  month: string,
  options: ReminderPassOptions & { batchSize: number },
): Promise<BatchResult> {
  return db.transaction(async (tx): Promise<BatchResult> => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${REPORT_REMINDER_LOCK}) as locked`),
    );
    if (!lock?.locked) return { outcome: 'locked' };
    if (!(await templateActive(tx))) return { outcome: 'inactive' };
    const rows = await dueEducators(tx, month, options.batchSize);
    const bySchool = new Map<number, DueRow[]>();
    for (const row of rows) {
      const list = bySchool.get(row.school_id) ?? [];
      list.push(row);
      bySchool.set(row.school_id, list);
    }
    const program = PROGRAMS_BY_KEY.backpackBuddy;
    let schools = 0;
    let mails = 0;
    for (const [schoolId, educators] of bySchool) {
      const [recorded] = await tx
        .insert(reportReminders)
        .values({ schoolId, monthStart: month, recipients: educators.length })
        .onConflictDoNothing()
        .returning({ id: reportReminders.id });
      if (!recorded) continue; // reminded already (the unique key): mail nothing
      for (const educator of educators) {
        const sent = await sendReportReminderMail(
          tx,
          {
            to: educator.email,
            // Each educator's own language (the month too: 'marzo de 2026').
            language: educator.language,
            firstName: educator.first_name,
            schoolName: educator.school_name,
            monthStart: month,
            reportsLink: `${options.publicUrl}${program.url}/dashboard?school=${schoolId}`,
          },
          options.logger,
        );
        if (sent) mails += 1;
      }
      schools += 1;
    }
    return { outcome: 'done', schools, mails, due: bySchool.size };
  });
}

/**
 * One reminder pass as of `now`: nothing before the reminder day; else, batch by batch, the due
 * schools' educators are mailed and each school recorded for the month. Logs carry the month
 * and counts only (no names, no addresses).
 */
export async function runReportReminderPass(
  db: Db,
  options: ReminderPassOptions,
): Promise<ReminderPassResult> {
  const now = options.now ?? new Date();
  const month = reportReminderMonth(now, options.reminderDay);
  if (!month) return { month, outcome: 'notDue', schools: 0, mails: 0 };
  const batchSize = options.batchSize ?? REPORT_REMINDER_BATCH;
  let schools = 0;
  let mails = 0;
  for (;;) {
    const batch = await remindBatch(db, month, { ...options, batchSize });
    if (batch.outcome !== 'done') {
      if (batch.outcome === 'inactive') {
        options.logger?.info(
          { month, emailTemplate: REPORT_REMINDER_KEY },
          'report reminders not sent: the template is inactive',
        );
      } else {
        options.logger?.debug({ month }, 'report reminders: another instance holds the lock');
      }
      if (schools > 0) break; // earlier batches of this pass did run
      return { month, outcome: batch.outcome, schools, mails };
    }
    schools += batch.schools;
    mails += batch.mails;
    if (batch.due < batchSize) break;
  }
  if (schools > 0) options.logger?.info({ month, schools, mails }, 'report reminders sent');
  return { month, outcome: 'done', schools, mails };
}

/**
 * Runs a pass shortly after start, then every REPORT_REMINDER_CHECK_MS, until stopped. A failed
 * pass is logged and tried again at the next check.
 */
export function startReportReminders(
  db: Db,
  options: Omit<ReminderPassOptions, 'now'> & { logger: Log; intervalMs?: number },
): () => Promise<void> {
  const intervalMs = options.intervalMs ?? REPORT_REMINDER_CHECK_MS;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    // The server's logger serializes err with safeError (class, codes and stack, no message).
    running = runReportReminderPass(db, options).catch((err: unknown) =>
      options.logger.error({ err }, 'report reminder pass failed'),
    );
    await running;
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  let timer = setTimeout(tick, 5_000);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
