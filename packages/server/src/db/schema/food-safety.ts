import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id } from './columns.ts';
import { schools } from './schools.ts';

/** Food safety trainings of a school; completedBy is the name typed by the admin. */
export const foodSafetyEntries = pgTable(
  'food_safety_entries',
  {
    id: id(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    completedBy: text().notNull(),
    completionDate: date({ mode: 'string' }).notNull(),
    expirationDate: date({ mode: 'string' }).notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('food_safety_entries_school_idx').on(t.schoolId, t.expirationDate)],
);
