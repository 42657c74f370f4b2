import { sql } from 'drizzle-orm';
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { schoolApplicationColumns, schoolApplicationIndexes } from './application-common.ts';

/** Backpack Buddy application of a school for a term (three steps, then the principal signs). */
export const applicationBackpackBuddy = pgTable(
  'application_backpack_buddy',
  {
    ...schoolApplicationColumns(),
    emailSecondaryCoordinator: boolean(),
    willHelpMediaEvents: boolean(),
    willDistributeInfo: boolean(),
    /** NUTRITION_EDUCATION, SNAP, KIDS_CAFE, PARTNER_SERVICES, TEACHERS_AID. */
    programInterests: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    agreeToProgramPurpose: boolean().notNull().default(false),
    agreeToProgramResponsibilities: boolean().notNull().default(false),
    agreeNondiscrimination: boolean().notNull().default(false),
    /** The principal email the educator typed on step 3; the signature link goes there. */
    verifyPrincipalEmail: text(),
  },
  (t) => schoolApplicationIndexes('application_backpack_buddy', t),
);
