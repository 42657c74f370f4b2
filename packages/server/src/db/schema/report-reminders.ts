import { date, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { schools } from './schools.ts';

/**
 * The monthly report reminders sent (issue 14 item 5): one row per school and month whose missing
 * Backpack Buddy report its educators were mailed about, written in the transaction that puts
 * the mails into the outbox. The unique key is the "once per school and month" guarantee: a
 * second pass, or another server instance, finds the row and mails nothing.
 */
export const reportReminders = pgTable(
  'report_reminders',
  {
    id: id(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** The first day of the month whose report was missing (a term month's startDate). */
    monthStart: date({ mode: 'string' }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** How many educators were mailed. */
    recipients: integer().notNull(),
  },
  (t) => [unique('report_reminders_school_month_key').on(t.schoolId, t.monthStart)],
);
