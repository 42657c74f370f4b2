import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id } from './columns.ts';
import { schools } from './schools.ts';

/**
 * History of a school's Backpack Buddy weekly allocation, newest first on the Allocate tab.
 * Saving one also updates the weekly and monthly allocation of the school's current and future
 * term months; past months keep theirs.
 */
export const allocationEntries = pgTable(
  'allocation_entries',
  {
    id: id(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    weeklyAllocation: integer().notNull(),
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('allocation_entries_school_idx').on(t.schoolId, t.createdAt)],
);
