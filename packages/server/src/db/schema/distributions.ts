import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';
import { createdAt, id, timestamps } from './columns.ts';
import { termMonthDistributionDates, termMonths } from './terms.ts';

/**
 * One student's sacks in one term month. The school is the term month's school (term months are
 * per school), so it is not repeated here.
 */
export const distributions = pgTable(
  'distributions',
  {
    id: id(),
    termMonthId: integer()
      .notNull()
      .references(() => termMonths.id, { onDelete: 'cascade' }),
    studentName: text().notNull(),
    studentIdNumber: text().notNull(),
    testimonial: text(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('distributions_term_month_idx').on(t.termMonthId, t.studentName)],
);

/** How many sacks a student received on one distribution date. */
export const distributionDateEntries = pgTable(
  'distribution_date_entries',
  {
    id: id(),
    distributionId: integer()
      .notNull()
      .references(() => distributions.id, { onDelete: 'cascade' }),
    termMonthDistributionDateId: integer()
      .notNull()
      .references(() => termMonthDistributionDates.id, { onDelete: 'cascade' }),
    distributionNumber: integer().notNull().default(0),
  },
  (t) => [
    unique('distribution_date_entries_distribution_date_key').on(
      t.distributionId,
      t.termMonthDistributionDateId,
    ),
    index('distribution_date_entries_date_idx').on(t.termMonthDistributionDateId),
    check('distribution_date_entries_number_check', sql`${t.distributionNumber} >= 0`),
  ],
);

/** The submitted monthly report of a school (one per term month, which is per school). */
export const distributionReports = pgTable(
  'distribution_reports',
  {
    id: id(),
    termMonthId: integer()
      .notNull()
      .references(() => termMonths.id, { onDelete: 'cascade' }),
    comments: text(),
    submittedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('distribution_reports_term_month_key').on(t.termMonthId)],
);
