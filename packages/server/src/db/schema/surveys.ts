import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, deletedAt, id } from './columns.ts';
import { program } from './enums.ts';

/** Links to surveys shown to a program's educators (newest first). */
export const surveys = pgTable(
  'surveys',
  {
    id: id(),
    program: program().notNull(),
    title: text().notNull(),
    link: text().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('surveys_program_idx').on(t.program, t.createdAt)],
);
