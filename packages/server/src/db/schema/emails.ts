import { sql } from 'drizzle-orm';
import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { id, timestamps } from './columns.ts';
import { program } from './enums.ts';

/**
 * Emails the portal sends, editable by admins (Program Settings › Emails). key is the domain
 * catalogue's stable key (packages/domain/src/emails/catalogue.ts) that the sending code names;
 * name, recipients and mergeTags copy the catalogue's; status comes from the domain's
 * emailStatuses enumeration. program is null for portal-wide mails (accounts, passwords). The
 * subject and message exist in English and Spanish; a mail goes in its recipient's language.
 */
export const adminEmails = pgTable(
  'admin_emails',
  {
    id: id(),
    key: text().notNull(),
    program: program(),
    name: text().notNull(),
    recipients: text(),
    mergeTags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text().notNull(),
    subjectLine: text().notNull(),
    messageBody: text().notNull(),
    /** The Spanish texts, for recipients whose language is Spanish (issue 20). */
    subjectLineEs: text().notNull(),
    messageBodyEs: text().notNull(),
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [unique('admin_emails_key_key').on(t.key)],
);
