import { check, date, index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, timestamps } from './columns.ts';
import { program, termType } from './enums.ts';
import { schools } from './schools.ts';

/**
 * A program's school-year or summer term. SCHOOL year Y runs Aug 1 Y – May 31 Y+1, SUMMER year Y
 * June 1 – Aug 31 Y. Terms are never deleted once applications or term months refer to them.
 */
export const programTerms = pgTable(
  'program_terms',
  {
    id: id(),
    program: program().notNull(),
    type: termType().notNull(),
    year: integer().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('program_terms_program_type_year_key').on(t.program, t.type, t.year),
    index('program_terms_program_year_idx').on(t.program, t.year),
    check('program_terms_dates_check', sql`${t.startDate} <= ${t.endDate}`),
  ],
);

/**
 * One calendar month of a term FOR ONE SCHOOL (Backpack Buddy distribution reporting).
 *
 * Term months are per school, not shared by all schools of a term, because:
 * - the spec gives each school its own termMonths with weeklyAllocation and monthlyAllocation,
 *   and the admin compares a school's current and next month's allocation;
 * - the allocation of a past month must stay as it was when an admin later changes the weekly
 *   allocation (allocation_entries keep the history, the month keeps its snapshot);
 * - every report call of the spec names only termMonthId (submitReport, copyStudents,
 *   deleteReports, saving a distribution), so the id alone must identify the school.
 * Rows are created for a school when it takes part in a term (its application is approved).
 */
export const termMonths = pgTable(
  'term_months',
  {
    id: id(),
    termId: integer()
      .notNull()
      .references(() => programTerms.id, { onDelete: 'restrict' }),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** First day of the calendar month. */
    startDate: date({ mode: 'string' }).notNull(),
    weeklyAllocation: integer().notNull().default(0),
    /** Usually weeklyAllocation × the number of distribution dates of the month. */
    monthlyAllocation: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('term_months_school_start_term_key').on(t.schoolId, t.startDate, t.termId),
    index('term_months_term_idx').on(t.termId, t.schoolId),
    index('term_months_start_date_idx').on(t.startDate),
  ],
);

/** The distribution days (Fridays) of a term month: the report's Week 1 … Week 5 columns. */
export const termMonthDistributionDates = pgTable(
  'term_month_distribution_dates',
  {
    id: id(),
    termMonthId: integer()
      .notNull()
      .references(() => termMonths.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('term_month_distribution_dates_month_date_key').on(t.termMonthId, t.date)],
);
