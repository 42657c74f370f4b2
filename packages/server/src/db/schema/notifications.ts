import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { id, timestamps } from './columns.ts';
import { program } from './enums.ts';

/** The Reminder banner of a program (one per program; an empty text hides it). */
export const notifications = pgTable('notifications', {
  id: id(),
  program: program().notNull().unique(),
  text: text().notNull().default(''),
  updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});
