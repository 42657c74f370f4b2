import { sql } from 'drizzle-orm';
import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { id, timestamps } from './columns.ts';
import { program } from './enums.ts';

/**
 * Emails the portal sends, editable by admins (Program Settings › Emails). name identifies the
 * email for the code that sends it; recipients describes who receives it; mergeTags lists the
 * {tags} the message may use; status comes from the domain's emailStatuses enumeration.
 */
export const adminEmails = pgTable(
  'admin_emails',
  {
    id: id(),
    program: program().notNull(),
    name: text().notNull(),
    recipients: text(),
    mergeTags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text().notNull(),
    subjectLine: text().notNull(),
    messageBody: text().notNull(),
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [unique('admin_emails_program_name_key').on(t.program, t.name)],
);
