import { boolean, integer, pgTable } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { id, timestamps } from './columns.ts';
import { program } from './enums.ts';

/**
 * One row per program. School programs use schoolEnabled, summerEnabled, waitlistEnabled;
 * Kids Cafe uses acceptingApplications, waitlisted, applicationYear. The spec's lastEdited is
 * updated_at.
 */
export const programSettings = pgTable('program_settings', {
  id: id(),
  program: program().notNull().unique(),
  schoolEnabled: boolean().notNull().default(false),
  summerEnabled: boolean().notNull().default(false),
  waitlistEnabled: boolean().notNull().default(false),
  acceptingApplications: boolean().notNull().default(false),
  waitlisted: boolean().notNull().default(false),
  applicationYear: integer(),
  updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});
