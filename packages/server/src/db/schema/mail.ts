import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

export const mailStatus = pgEnum('mail_status', ['PENDING', 'SENT', 'FAILED']);

/**
 * Durable outbox: a message is written in the same transaction as the change that causes it;
 * the sender delivers it over SMTP with retries (or the dev mailbox shows it).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    kind: text().notNull(),
    status: mailStatus().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);
