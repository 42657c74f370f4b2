import { z } from 'zod';
import { GATE_CODE_MAX, MEDIUM_TEXT_MAX } from '../../constants.ts';
import { enumValues, kidsCafeAgeRangeOptions, type ParticipantAgeRange } from '../../enums.ts';
import { MESSAGES } from '../../messages.ts';
import {
  dateField,
  optionalCountField,
  optionalDateField,
  optionalMultiLineString,
  optionalString,
  optionalTimeField,
  requiredMultiLineString,
  timeField,
} from '../../rules.ts';
import {
  fields,
  idField,
  noIssuesAt,
  requiredWhen,
  yearField,
  type SaveMode,
} from '../../applications/save-mode.ts';
import {
  POINT_OF_CONTACT_TYPES,
  POINTS_OF_CONTACT,
  withDistinctContactEmails,
  type PointOfContactKey,
} from '../../applications/contact-pairs.ts';
import { hasMealOfTerm, KIDS_CAFE_MEALS, mealFields, type KidsCafeMeal } from './meals.ts';
import { siteContactShape } from './site-members.ts';
import { siteDetailsShape } from './site-profile.ts';

/** The two contacts of a Kids Cafe site (spec 2 §3 Kids Cafe application, `site`). */
export const KIDS_CAFE_CONTACTS = POINTS_OF_CONTACT;
export type KidsCafeContactKey = PointOfContactKey;

/** The site-member type each contact is kept as (kidsCafeSiteMemberTypes). */
export const KIDS_CAFE_CONTACT_TYPES = POINT_OF_CONTACT_TYPES;

/** The siteType value whose sites answer the Childcare Center Information section. */
export const KIDS_CAFE_CHILDCARE_SITE_TYPE = 'CHILDCARE' as const;

/** The Childcare Center Information fields: required only for a childcare site (spec 2 §3). */
export const KIDS_CAFE_CHILDCARE_FIELDS = [
  'hasMicrowave',
  'isTexasRisingStar',
  'isFederalParticipant',
  'isOpenEnrolledYear',
  'hasInfantsEnrolled',
  'hasAfterSchool',
] as const;

/** Participant age ranges a Kids Cafe application may choose: all but EIGHTEEN_PLUS. */
export const KIDS_CAFE_AGE_RANGES = kidsCafeAgeRangeOptions().map((o) => o.value) as [
  ParticipantAgeRange,
  ...ParticipantAgeRange[],
];

/**
 * Where the meal rule's 'Required' is shown: the first interest box, breakfast, which both
 * terms offer (ours: the spec gives the rule and the message, not the place).
 */
export const KIDS_CAFE_MEAL_RULE_PATH = ['interestBreakfast'] as const;

const optionalYesNo = () =>
  z
    .boolean()
    .nullish()
    .transform((v) => v ?? null);

const uncheckedByDefault = () =>
  z
    .boolean()
    .nullish()
    .transform((v) => v ?? false);

/** One contact: first and last name, phone, email and isSupervisor required; title optional. */
function contactSchema(mode: SaveMode) {
  const contact = z.object(siteContactShape(mode), { error: MESSAGES.required });
  return mode === 'draft' ? contact.nullish().transform((v) => v ?? null) : contact;
}

/** The site, chosen from the dropdown (its id is needed even in a draft), and its details. */
function siteSchema(mode: SaveMode) {
  return z.object(
    {
      siteId: idField(),
      ...siteDetailsShape(mode),
      primaryPointOfContact: contactSchema(mode),
      secondaryPointOfContact: contactSchema(mode),
    },
    { error: MESSAGES.required },
  );
}

function ageRangesField(mode: SaveMode) {
  const max = KIDS_CAFE_AGE_RANGES.length;
  const range = z.enum(KIDS_CAFE_AGE_RANGES, { error: MESSAGES.required });
  return mode === 'draft'
    ? z
        .array(range)
        .max(max, MESSAGES.tooManyItems(max, 'choices'))
        .nullish()
        .transform((v) => v ?? [])
    : z
        .array(range, { error: MESSAGES.required })
        .min(1, MESSAGES.required)
        .max(max, MESSAGES.tooManyItems(max, 'choices'));
}

/** A text area of at most 1000 characters (enrichment programs, closure dates, field trips). */
function mediumText(mode: SaveMode) {
  return mode === 'draft'
    ? optionalMultiLineString(MEDIUM_TEXT_MAX)
    : requiredMultiLineString(MEDIUM_TEXT_MAX);
}

/** The agreement must have been scrolled through: 'You must read the above Agreement'. */
function readAgreementField(mode: SaveMode) {
  return mode === 'draft'
    ? uncheckedByDefault()
    : z
        .boolean({ error: MESSAGES.youMustReadAgreement })
        .refine((v) => v, MESSAGES.youMustReadAgreement);
}

/** Each meal's interest box (unchecked by default), start and end time and expected count. */
function mealShape() {
  const shape: Record<string, z.ZodType> = {};
  for (const meal of KIDS_CAFE_MEALS) {
    const f = mealFields(meal);
    shape[f.interest] = uncheckedByDefault();
    shape[f.startTime] = optionalTimeField();
    shape[f.endTime] = optionalTimeField();
    shape[f.numExpectedParticipants] = optionalCountField();
  }
  return shape as {
    [M in KidsCafeMeal as ReturnType<typeof mealFields<M>>['interest']]: ReturnType<
      typeof uncheckedByDefault
    >;
  } & {
    [M in KidsCafeMeal as ReturnType<typeof mealFields<M>>['startTime']]: ReturnType<
      typeof optionalTimeField
    >;
  } & {
    [M in KidsCafeMeal as ReturnType<typeof mealFields<M>>['endTime']]: ReturnType<
      typeof optionalTimeField
    >;
  } & {
    [M in KidsCafeMeal as ReturnType<typeof mealFields<M>>['numExpectedParticipants']]: ReturnType<
      typeof optionalCountField
    >;
  };
}

const MEAL_PATHS: readonly PropertyKey[] = KIDS_CAFE_MEALS.flatMap((meal) =>
  Object.values(mealFields(meal)),
);

/**
 * The Kids Cafe form (step-1), spec 2 "Kids Cafe form", §3 and §5. A draft keeps formats,
 * lengths and the rules between fields but lets required fields stay blank; it still needs the
 * type, the application year and the site (its id).
 *
 * Rules beyond single fields (submit only, except the emails):
 * - at least one meal of the term's set (`mealsOffered`), else 'Required' on interestBreakfast;
 * - a checked meal needs its start time, end time and expected participants;
 * - the Childcare Center Information fields are required only for a CHILDCARE site, and are
 *   output as null once another site type is chosen;
 * - agricultureSponsor is required only when participatedAgriculture is true (ours), and is
 *   output as null when it is false;
 * - the primary and secondary contacts' emails differ, ignoring case (draft too).
 */
export function kidsCafeApplicationSchema(mode: SaveMode) {
  const f = fields(mode);
  const submit = mode === 'submit';
  const object = z
    .object({
      type: z.enum(enumValues('termTypes'), { error: MESSAGES.required }),
      applicationYear: yearField(),
      /** Not asked on this form (spec 2 §2 lists no previous-participation question). */
      new: optionalYesNo(),
      site: siteSchema(mode),
      siteType: f.enumOf('kidsCafeSiteTypes'),
      /** Asked as "nonprofit?" (Yes gives false); the stored answer is forProfit. */
      forProfit: f.yesNo(),
      participatedAgriculture: f.yesNo(),
      agricultureSponsor: optionalString(),
      childcareLicense: f.enumOf('childcareLicenseTypes'),
      hasWifi: f.yesNo(),
      hasRecordingDevice: f.yesNo(),
      hasStorage: f.yesNo(),
      receivesDeliveries: f.yesNo(),
      hasMicrowave: optionalYesNo(),
      isTexasRisingStar: z
        .union([z.enum(enumValues('risingStarStatuses')), z.literal('')], {
          error: MESSAGES.required,
        })
        .nullish()
        .transform((v) => (v ? v : null)),
      isFederalParticipant: optionalYesNo(),
      isOpenEnrolledYear: optionalYesNo(),
      hasInfantsEnrolled: optionalYesNo(),
      hasAfterSchool: optionalYesNo(),
      startDate: submit ? dateField() : optionalDateField(),
      endDate: submit ? dateField() : optionalDateField(),
      operatingHoursStartTime: submit ? timeField() : optionalTimeField(),
      operatingHoursEndTime: submit ? timeField() : optionalTimeField(),
      gateCode: optionalString(GATE_CODE_MAX),
      numExpectedParticipants: f.count(),
      participantAgeRanges: ageRangesField(mode),
      daysForService: f.enumList('daysForService'),
      ...mealShape(),
      specialDeliveryNotes: optionalMultiLineString(255),
      earliestDeliveryTime: submit ? timeField() : optionalTimeField(),
      enrichmentPrograms: mediumText(mode),
      closureDates: mediumText(mode),
      fieldTrips: mediumText(mode),
      referredBy: optionalString(),
      readProgramAgreement: readAgreementField(mode),
      nameSign: f.text(),
      agreeToProgramPurpose: f.checkbox(),
      agreeToReimbursement: f.checkbox(),
      agreeToDocumentation: f.checkbox(),
      /** Spelt so (spec 2 §3); optional on this form, as on School Market's. */
      certififedVerification: uncheckedByDefault(),
    })
    .superRefine(
      (values, ctx) => {
        if (!submit) return;
        const record = values as unknown as Record<string, unknown>;
        if (!hasMealOfTerm(record, values.type)) {
          ctx.addIssue({
            code: 'custom',
            path: [...KIDS_CAFE_MEAL_RULE_PATH],
            message: MESSAGES.required,
          });
        }
        for (const meal of KIDS_CAFE_MEALS) {
          const m = mealFields(meal);
          if (record[m.interest] !== true) continue;
          for (const key of [m.startTime, m.endTime, m.numExpectedParticipants]) {
            if (record[key] === null || record[key] === undefined) {
              ctx.addIssue({ code: 'custom', path: [key], message: MESSAGES.required });
            }
          }
        }
      },
      { when: noIssuesAt('type', ...MEAL_PATHS) },
    )
    .superRefine(
      (values, ctx) => {
        if (!submit || values.siteType !== KIDS_CAFE_CHILDCARE_SITE_TYPE) return;
        for (const key of KIDS_CAFE_CHILDCARE_FIELDS) {
          if (values[key] === null) {
            ctx.addIssue({ code: 'custom', path: [key], message: MESSAGES.required });
          }
        }
      },
      { when: noIssuesAt('siteType', ...KIDS_CAFE_CHILDCARE_FIELDS) },
    )
    .superRefine(
      ...requiredWhen(
        'agricultureSponsor',
        (values) => submit && values.participatedAgriculture === true,
        ['participatedAgriculture'],
      ),
    );
  return withDistinctContactEmails(
    object,
    ['site', 'primaryPointOfContact'],
    ['site', 'secondaryPointOfContact'],
  ).transform((values) => {
    // Answers of a hidden section are dropped once the deciding answer is given.
    const childcare = !values.siteType || values.siteType === KIDS_CAFE_CHILDCARE_SITE_TYPE;
    return {
      ...values,
      agricultureSponsor:
        values.participatedAgriculture === false ? null : values.agricultureSponsor,
      hasMicrowave: childcare ? values.hasMicrowave : null,
      isTexasRisingStar: childcare ? values.isTexasRisingStar : null,
      isFederalParticipant: childcare ? values.isFederalParticipant : null,
      isOpenEnrolledYear: childcare ? values.isOpenEnrolledYear : null,
      hasInfantsEnrolled: childcare ? values.hasInfantsEnrolled : null,
      hasAfterSchool: childcare ? values.hasAfterSchool : null,
    };
  });
}

export type KidsCafeApplicationInput = z.input<ReturnType<typeof kidsCafeApplicationSchema>>;
export type KidsCafeApplication = z.output<ReturnType<typeof kidsCafeApplicationSchema>>;
