import { z } from 'zod';
import { GATE_CODE_MAX } from '../../constants.ts';
import { enumValues } from '../../enums.ts';
import { MESSAGES } from '../../messages.ts';
import {
  optionalCountField,
  countField,
  optionalString,
  optionalTimeField,
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
  pointOfContactShape,
  withDistinctContactEmails,
  type PointOfContactKey,
} from '../../applications/contact-pairs.ts';
import { organizationDetailsShape } from './organization-profile.ts';

/** The two contacts of a Partner Services organization. */
export const PARTNER_SERVICES_CONTACTS = POINTS_OF_CONTACT;
export type PartnerServicesContactKey = PointOfContactKey;

/** The organization-member type each contact is kept as (organizationMemberTypes). */
export const PARTNER_SERVICES_CONTACT_TYPES = POINT_OF_CONTACT_TYPES;

/** The service whose choice asks what it is (servicesInterestOther). */
export const PARTNER_SERVICES_OTHER_SERVICE = 'OTHER' as const;

/** Whether the services chosen include OTHER (whose answer servicesInterestOther then is). */
export function hasOtherService(services: unknown): boolean {
  return Array.isArray(services) && services.includes(PARTNER_SERVICES_OTHER_SERVICE);
}

/** servicesInterestOther: at most 255 characters. */
export const SERVICES_INTEREST_OTHER_MAX = 255;

/** People served per month: a whole number of at most 6 digits (999,999). */
export const PEOPLE_SERVED_MAX_DIGITS = 6;

/** The storage and food-safety questions, each a required yes/no. */
export const PARTNER_SERVICES_CAPACITY_FIELDS = [
  'hasDryStorage',
  'hasCoolerStorage',
  'hasFreezerStorage',
  'hasFoodSafetyCertification',
] as const;

/** One contact: first and last name, phone and email required, title optional. */
function contactSchema(mode: SaveMode) {
  const contact = z.object(pointOfContactShape(mode), { error: MESSAGES.required });
  return mode === 'draft' ? contact.nullish().transform((v) => v ?? null) : contact;
}

/**
 * The organization: one of the caller's (organizationId; the server checks the grant) or, without
 * an id, a new agency whose details are typed. Its details and contacts are a proposal until the
 * application is approved. A draft may leave the whole section out.
 */
function organizationSchema(mode: SaveMode) {
  const organization = z.object(
    {
      organizationId: idField()
        .nullish()
        .transform((v) => v ?? null),
      ...organizationDetailsShape(mode),
      primaryPointOfContact: contactSchema(mode),
      secondaryPointOfContact: contactSchema(mode),
    },
    { error: MESSAGES.required },
  );
  if (mode === 'submit') return organization;
  const blank = organization.parse({});
  return organization.nullish().transform((v) => v ?? blank);
}

/**
 * The Partner Services form (step-1), issue 18; the spec names only applicationYear, the
 * operating hours, gateCode, isNonProfit, isReligious and servicesInterest, the rest is ours
 * (docs/decisions.md "Partner Services domain"). A draft keeps formats, lengths and the rules
 * between fields but lets required fields stay blank; it needs only the application year.
 *
 * Rules beyond single fields:
 * - isNonProfit No is refused, in a draft too (an eligibility answer, as School Market's
 *   elementary schools): 'Partner Services is available to nonprofit organizations only';
 * - servicesInterestOther is required when OTHER is chosen (submit), and is output as null when
 *   OTHER is not chosen;
 * - the primary and secondary contacts' emails differ, ignoring case (draft too);
 * - the operating hours are not ordered (a shelter's night runs past midnight).
 */
export function partnerServicesApplicationSchema(mode: SaveMode) {
  const f = fields(mode);
  const submit = mode === 'submit';
  const draftField = fields('draft');
  const object = z
    .object({
      applicationYear: yearField(),
      /** Not asked on the form: the server records whether the agency was new to the program. */
      new: draftField.yesNo(),
      organization: organizationSchema(mode),
      daysOfOperation: f.enumList('daysOfWeek'),
      operatingHoursStartTime: submit ? timeField() : optionalTimeField(),
      operatingHoursEndTime: submit ? timeField() : optionalTimeField(),
      gateCode: optionalString(GATE_CODE_MAX),
      isNonProfit: f.yesNo(),
      isReligious: f.yesNo(),
      servicesInterest: f.enumList('partnerServicesServices'),
      servicesInterestOther: optionalString(SERVICES_INTEREST_OTHER_MAX),
      peopleServedPerMonth: submit
        ? countField(PEOPLE_SERVED_MAX_DIGITS)
        : optionalCountField(PEOPLE_SERVED_MAX_DIGITS),
      hasDryStorage: f.yesNo(),
      hasCoolerStorage: f.yesNo(),
      hasFreezerStorage: f.yesNo(),
      hasFoodSafetyCertification: f.yesNo(),
      nameSign: f.text(),
      agreeToProgramPurpose: f.checkbox(),
      agreeNondiscrimination: f.checkbox(),
      agreeNoReligiousActivity: f.checkbox(),
      /** Spelt so (spec 2 §3); optional, as on the other programs' forms. */
      certififedVerification: draftField.checkbox(),
    })
    .superRefine(
      (values, ctx) => {
        if (values.isNonProfit === false) {
          ctx.addIssue({
            code: 'custom',
            path: ['isNonProfit'],
            message: MESSAGES.partnerServicesNonProfitOnly,
          });
        }
      },
      { when: noIssuesAt('isNonProfit') },
    )
    .superRefine(
      ...requiredWhen(
        'servicesInterestOther',
        (values) => submit && hasOtherService(values.servicesInterest),
        ['servicesInterest'],
      ),
    );
  return withDistinctContactEmails(
    object,
    ['organization', 'primaryPointOfContact'],
    ['organization', 'secondaryPointOfContact'],
  ).transform((values) => ({
    ...values,
    // The answer to "Other" is kept only while OTHER is chosen.
    servicesInterestOther: hasOtherService(values.servicesInterest)
      ? values.servicesInterestOther
      : null,
  }));
}

export type PartnerServicesApplicationInput = z.input<
  ReturnType<typeof partnerServicesApplicationSchema>
>;
export type PartnerServicesApplication = z.output<
  ReturnType<typeof partnerServicesApplicationSchema>
>;

/** The services a form may offer, in order (partnerServicesServices). */
export const PARTNER_SERVICES_SERVICES = enumValues('partnerServicesServices');
