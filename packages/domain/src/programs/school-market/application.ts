import { z } from 'zod';
import { enumValues, type TermType } from '../../enums.ts';
import { MESSAGES } from '../../messages.ts';
import {
  lunchCountsReady,
  lunchCountsRefine,
  optionalPhoneField,
  optionalString,
  phoneField,
} from '../../rules.ts';
import { fields, idField, type SaveMode } from '../../applications/save-mode.ts';
import { sameEmail } from '../../applications/principal-signature.ts';

/** The two contacts of a School Market application (spec 2 §3 School). */
export const SCHOOL_MARKET_CONTACTS = ['primaryPointOfContact', 'principal'] as const;
export type SchoolMarketContactKey = (typeof SCHOOL_MARKET_CONTACTS)[number];

/** The team-member type each contact is kept as on the school's roster. */
export const SCHOOL_MARKET_CONTACT_TYPES = {
  primaryPointOfContact: 'PRIMARY_POINT_OF_CONTACT',
  principal: 'PRINCIPAL',
} as const satisfies Record<SchoolMarketContactKey, string>;

/** The operating frequency prefix each term type offers (spec 2 School Market form). */
const FREQUENCY_PREFIX: Record<TermType, string> = { SUMMER: 'MAY_JULY', SCHOOL: 'AUGUST' };

/** A frequency the term does not offer (a SUMMER option for a SCHOOL term, or the reverse). */
export function operatingFrequencyIssue(
  frequency: string | null | undefined,
  termType: TermType,
): string | null {
  if (!frequency) return null;
  return frequency.startsWith(FREQUENCY_PREFIX[termType]) ? null : MESSAGES.required;
}

const excluding = <V extends string>(values: readonly V[], left: V) =>
  values.filter((v) => v !== left) as [V, ...V[]];

/** Preferred days without MONDAY, times without DISTRIBUTION_11AM_2PM (spec 2 §2). */
export const SCHOOL_MARKET_DAYS = excluding(enumValues('preferredDistributionDays'), 'MONDAY');
export const SCHOOL_MARKET_TIMES = excluding(
  enumValues('preferredDistributionTimes'),
  'DISTRIBUTION_11AM_2PM',
);

function choice<V extends string>(mode: SaveMode, values: [V, ...V[]]) {
  const chosen = z.enum(values, { error: MESSAGES.required });
  return mode === 'draft'
    ? z
        .union([chosen, z.literal('')], { error: MESSAGES.required })
        .nullish()
        .transform((v) => (v ? v : null))
    : chosen;
}

/** One contact: first and last name, phone and email required; job title optional. */
function contactSchema(mode: SaveMode) {
  const f = fields(mode);
  return z.object(
    {
      firstName: f.text(),
      lastName: f.text(),
      title: optionalString(),
      phone: mode === 'draft' ? optionalPhoneField() : phoneField(),
      email: f.email(),
    },
    { error: MESSAGES.required },
  );
}

/**
 * The School Market form (step-1), spec 2 "School Market form" and §5: a draft keeps formats,
 * lengths and the rules between fields but lets required fields stay blank; it still needs the
 * term and the school (the application belongs to them). The term's type decides which
 * operating frequencies are allowed (`operatingFrequencyIssue`, checked where the term is known).
 */
export function schoolMarketApplicationSchema(mode: SaveMode) {
  const f = fields(mode);
  return z
    .object({
      termId: idField(),
      new: f.yesNo(),
      schoolType: f.enumOf('schoolTypes'),
      districtId: f.id(),
      schoolId: idField(),
      address1: f.text(),
      address2: optionalString(),
      city: f.text(),
      county: f.enumOf('counties'),
      state: f.enumOf('states'),
      zip: f.text(10),
      gradesServed: f.enumList('gradesServed'),
      organizationType: z
        .union([z.enum(enumValues('organizationTypes')), z.literal('')])
        .nullish()
        .transform((v) => (v ? v : null)),
      nonProfitOrganizations: optionalString(255),
      numTotalEnrollment: f.count(),
      numReducedLunch: f.count(),
      numFreeLunch: f.count(),
      marketType: f.enumOf('schoolMarketTypes'),
      operatingFrequency: f.enumOf('operatingFrequencies'),
      preferredDistributionDay: choice(mode, SCHOOL_MARKET_DAYS),
      preferredDistributionTime: choice(mode, SCHOOL_MARKET_TIMES),
      secondaryPreferredDistributionDay: choice(mode, SCHOOL_MARKET_DAYS),
      secondaryPreferredDistributionTime: choice(mode, SCHOOL_MARKET_TIMES),
      primaryPointOfContact: contactSchema(mode),
      principal: contactSchema(mode),
      agreeToProgramPurpose: f.checkbox(),
      agreeNondiscrimination: f.checkbox(),
      agreeToProgramResponsibilities: f.checkbox(),
      nameSignFirst: f.text(),
      nameSignSecond: f.text(),
      nameSignThird: f.text(),
      /** Spelt so (spec 2 §3); optional on this form (the spec lists it, not as required). */
      certififedVerification: z
        .boolean()
        .nullish()
        .transform((v) => v ?? false),
    })
    .superRefine(
      (values, ctx) => {
        // Elementary schools cannot apply (checked even in a draft).
        if (values.schoolType === 'ELEMENTARY') {
          ctx.addIssue({
            code: 'custom',
            path: ['schoolType'],
            message: MESSAGES.schoolMarketNotForElementary,
          });
        }
      },
      { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'schoolType') },
    )
    .superRefine(lunchCountsRefine, { when: lunchCountsReady })
    .superRefine(
      (values, ctx) => {
        // The principal's and the primary point of contact's emails must differ.
        const a = values.primaryPointOfContact?.email;
        const b = values.principal?.email;
        if (a && b && sameEmail(a, b)) {
          ctx.addIssue({
            code: 'custom',
            path: ['principal', 'email'],
            message: MESSAGES.emailMustBeUnique,
          });
        }
      },
      {
        when: (payload) =>
          // Not while either contact (or its email) has an issue of its own: a missing contact
          // object would otherwise reach the refinement.
          !payload.issues.some(
            (issue) =>
              issue.path?.[0] === 'principal' || issue.path?.[0] === 'primaryPointOfContact',
          ),
      },
    );
}

export type SchoolMarketApplicationInput = z.input<
  ReturnType<typeof schoolMarketApplicationSchema>
>;
export type SchoolMarketApplication = z.output<ReturnType<typeof schoolMarketApplicationSchema>>;
