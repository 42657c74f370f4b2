import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { schoolApplicationColumns, schoolApplicationIndexes } from './application-common.ts';
import { marketType } from './enums.ts';

/**
 * School Market application (brick and mortar, mobile or alternate market). Signed by the
 * principal, or by the primary point of contact for Houston ISD schools.
 */
export const applicationSchoolMarket = pgTable(
  'application_school_market',
  {
    ...schoolApplicationColumns(),
    marketType: marketType(),
    // Values come from the domain's enumerations (not shown in the spec).
    operatingFrequency: text(),
    preferredDistributionDay: text(),
    preferredDistributionTime: text(),
    secondaryPreferredDistributionDay: text(),
    secondaryPreferredDistributionTime: text(),
    agreeToProgramPurpose: boolean().notNull().default(false),
    agreeToProgramResponsibilities: boolean().notNull().default(false),
    agreeNondiscrimination: boolean().notNull().default(false),
    waitlisted: boolean().notNull().default(false),
    waitlistedAt: timestamp({ withTimezone: true }),
  },
  (t) => schoolApplicationIndexes('application_school_market', t),
);
