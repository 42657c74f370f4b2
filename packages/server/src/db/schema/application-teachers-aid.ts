import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { schoolApplicationColumns, schoolApplicationIndexes } from './application-common.ts';
import { id, timestamps } from './columns.ts';

/** Teachers Aid application (three steps: school, teacher roster, agreements; then the principal). */
export const applicationTeachersAid = pgTable(
  'application_teachers_aid',
  {
    ...schoolApplicationColumns(),
    /** Staff demographics as fractions 0 … 1, shown as percentages. */
    demographicAsian: doublePrecision(),
    demographicBlack: doublePrecision(),
    demographicHispanic: doublePrecision(),
    demographicWhite: doublePrecision(),
    certifiedProgramRules: boolean().notNull().default(false),
    certifiedAgreement: boolean().notNull().default(false),
    certifiedNonDiscrimination: boolean().notNull().default(false),
    verifyPrincipalEmail: text(),
    waitlisted: boolean().notNull().default(false),
    waitlistedAt: timestamp({ withTimezone: true }),
  },
  (t) => schoolApplicationIndexes('application_teachers_aid', t),
);

/**
 * The teacher roster of a Teachers Aid application (step 2). The roster belongs to the
 * application, not to the school, so a past year's application keeps the roster it was approved
 * with; a school's current teachers are those of its latest application ("Apply Again" copies them).
 */
export const teachers = pgTable(
  'teachers',
  {
    id: id(),
    applicationTeachersAidId: integer()
      .notNull()
      .references(() => applicationTeachersAid.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    title: text(),
    phone: text(),
    email: text().notNull(),
    proxyTeacher: text(),
    /** PK, K, 1 … 12. */
    gradesTaught: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** ART, ENGLISH, FOREIGN_LANGUAGE, … SCIENCE. */
    subjectsTaught: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    numStudentsTaughtPerYear: integer(),
    ...timestamps(),
  },
  (t) => [
    index('teachers_application_idx').on(t.applicationTeachersAidId, t.lastName),
    uniqueIndex('teachers_application_email_key').on(
      t.applicationTeachersAidId,
      sql`lower(${t.email})`,
    ),
  ],
);
