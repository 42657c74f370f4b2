import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { applicationColumns, yearApplicationIndexes } from './application-common.ts';
import { termType } from './enums.ts';
import { sites } from './sites.ts';

// Times are kept as typed and displayed ('11:00 AM', max 8 characters): the portal never
// computes with them.
const time = () => text();

/**
 * Kids Cafe application of a site for an application year and a type (SCHOOL or SUMMER). Kids
 * Cafe uses applicationYear rather than a term; a SUMMER year is displayed as year + 1.
 */
export const applicationKidsCafe = pgTable(
  'application_kids_cafe',
  {
    ...applicationColumns(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    type: termType().notNull(),
    applicationYear: integer().notNull(),
    /** Childcare, Head Start or Afterschool Program. */
    siteType: text(),
    isChildcareCenter: boolean(),
    /** Asked as "is the site a nonprofit?" with the answer inverted. */
    forProfit: boolean(),
    participatedAgriculture: boolean(),
    agricultureSponsor: text(),
    childcareLicense: text(),
    hasWifi: boolean(),
    hasRecordingDevice: boolean(),
    hasStorage: boolean(),
    receivesDeliveries: boolean(),
    // Child care centres only.
    hasMicrowave: boolean(),
    /** A value of the domain's risingStarStatuses enumeration. */
    isTexasRisingStar: text(),
    isFederalParticipant: boolean(),
    isOpenEnrolledYear: boolean(),
    hasInfantsEnrolled: boolean(),
    hasAfterSchool: boolean(),
    // Service.
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    operatingHoursStartTime: time(),
    operatingHoursEndTime: time(),
    gateCode: text(),
    numExpectedParticipants: integer(),
    /** INFANT, ONE_THREE, … SIXTEEN_EIGHTEEN, EIGHTEEN_PLUS. */
    participantAgeRanges: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** MONDAYS … SATURDAYS. */
    daysForService: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    interestBreakfast: boolean(),
    breakfastStartTime: time(),
    breakfastEndTime: time(),
    breakfastNumExpectedParticipants: integer(),
    interestBrunch: boolean(),
    brunchStartTime: time(),
    brunchEndTime: time(),
    brunchNumExpectedParticipants: integer(),
    interestLunch: boolean(),
    lunchStartTime: time(),
    lunchEndTime: time(),
    lunchNumExpectedParticipants: integer(),
    interestBogoLunch: boolean(),
    bogoLunchStartTime: time(),
    bogoLunchEndTime: time(),
    bogoLunchNumExpectedParticipants: integer(),
    interestSnack: boolean(),
    snackStartTime: time(),
    snackEndTime: time(),
    snackNumExpectedParticipants: integer(),
    interestSupper: boolean(),
    supperStartTime: time(),
    supperEndTime: time(),
    supperNumExpectedParticipants: integer(),
    specialDeliveryNotes: text(),
    earliestDeliveryTime: time(),
    enrichmentPrograms: text(),
    closureDates: text(),
    fieldTrips: text(),
    referredBy: text(),
    // Agreement.
    readProgramAgreement: boolean().notNull().default(false),
    nameSign: text(),
    agreeToProgramPurpose: boolean().notNull().default(false),
    agreeToReimbursement: boolean().notNull().default(false),
    agreeToDocumentation: boolean().notNull().default(false),
    certififedVerification: boolean(),
    /**
     * The site's profile and two contacts as the application gives them: applied to the site in
     * the transaction that approves the application, never before (as proposed_school).
     */
    proposedSite: jsonb(),
  },
  (t) => yearApplicationIndexes('application_kids_cafe', t.siteId, t, t.type),
);
