import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { applicationColumns, yearApplicationIndexes } from './application-common.ts';
import { organizations } from './organizations.ts';

/**
 * Partner Services application of an organization (a partner agency). The spec lists
 * applicationYear, operating hours, gateCode, isNonProfit, isReligious and servicesInterest; the
 * rest is ours (docs/decisions.md, Partner Services). A new agency's application names no
 * organization until it is submitted: its details are the proposal (proposed_organization), and
 * the submission creates the organization (or finds it by EIN); approval applies the proposal and
 * grants the submitter the organization.
 */
export const applicationPartnerServices = pgTable(
  'application_partner_services',
  {
    ...applicationColumns(),
    /** Null while a new agency's application is a draft. */
    organizationId: integer().references(() => organizations.id, { onDelete: 'cascade' }),
    applicationYear: integer().notNull(),
    /** MONDAY … SUNDAY: the days the agency serves people. */
    daysOfOperation: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    operatingHoursStartTime: text(),
    operatingHoursEndTime: text(),
    gateCode: text(),
    isNonProfit: boolean(),
    isReligious: boolean(),
    /** FOOD_PANTRY, HOT_MEALS, SHELTER, MOBILE_PANTRY, … OTHER. */
    servicesInterest: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What OTHER means, when chosen. */
    servicesInterestOther: text(),
    peopleServedPerMonth: integer(),
    hasDryStorage: boolean(),
    hasCoolerStorage: boolean(),
    hasFreezerStorage: boolean(),
    hasFoodSafetyCertification: boolean(),
    nameSign: text(),
    agreeToProgramPurpose: boolean().notNull().default(false),
    agreeNondiscrimination: boolean().notNull().default(false),
    agreeNoReligiousActivity: boolean().notNull().default(false),
    certififedVerification: boolean(),
    /**
     * The organization's profile and two contacts as the application gives them: applied to the
     * organization in the transaction that approves the application, never before.
     */
    proposedOrganization: jsonb(),
  },
  (t) => yearApplicationIndexes('application_partner_services', t.organizationId, t),
);
