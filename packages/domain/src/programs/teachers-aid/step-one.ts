import { z } from 'zod';
import { enumValues } from '../../enums.ts';
import { MESSAGES } from '../../messages.ts';
import {
  lunchCountsReady,
  lunchCountsRefine,
  optionalPercentField,
  optionalPhoneField,
  optionalString,
  percentField,
  phoneField,
} from '../../rules.ts';
import { fields, idField, type SaveMode } from '../../applications/save-mode.ts';
import { sameEmail } from '../../applications/principal-signature.ts';

/** The two contacts of a Teachers Aid application (spec 2 Teachers Aid form, step 1). */
export const TEACHERS_AID_CONTACTS = ['siteCoordinator', 'principal'] as const;
export type TeachersAidContactKey = (typeof TEACHERS_AID_CONTACTS)[number];

/** The team-member type each contact is kept as on the school's roster (teachersAidTeamMemberTypes). */
export const TEACHERS_AID_CONTACT_TYPES = {
  siteCoordinator: 'SITE_COORDINATOR',
  principal: 'PRINCIPAL',
} as const satisfies Record<TeachersAidContactKey, string>;

/** The four Staff Demographics percentages, stored as fractions 0 … 1. */
export const TEACHERS_AID_DEMOGRAPHICS = [
  'demographicAsian',
  'demographicBlack',
  'demographicHispanic',
  'demographicWhite',
] as const;

/** '25%' and ' 25 % ' are read as 25: a person may type the sign the field shows. */
const withoutPercentSign = (value: number | string) =>
  typeof value === 'string' ? value.trim().replace(/\s*%$/, '') : value;

/**
 * A Staff Demographics percentage as typed (25, '25', '25%'; '0.25' is 0.25 %), normalised to
 * the stored fraction (rules.ts `parsePercent`: value / 100, above 100 gives 1). Required on a
 * submit (spec 2 §5: every step-1 field but address line 2 and the job titles), blank allowed in
 * a draft (null).
 */
export function demographicField(mode: SaveMode) {
  if (mode === 'draft') {
    return z
      .union([z.number(), z.string()])
      .nullish()
      .transform((v) => (v == null ? v : withoutPercentSign(v)))
      .pipe(optionalPercentField());
  }
  return z
    .union([z.number(), z.string()], { error: MESSAGES.required })
    .transform(withoutPercentSign)
    .pipe(percentField());
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
 * Step 1 of the Teachers Aid form: Application Type (term), Initial School Information, School
 * Selection, School Information, Staff Demographics, Site Coordinator and Principal. A draft
 * keeps formats, lengths and the rules between fields but lets required fields stay blank; it
 * still needs the term and the school (the application belongs to them), and an elementary
 * school is refused in a draft too.
 */
export function teachersAidStepOneSchema(mode: SaveMode) {
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
      demographicAsian: demographicField(mode),
      demographicBlack: demographicField(mode),
      demographicHispanic: demographicField(mode),
      demographicWhite: demographicField(mode),
      siteCoordinator: contactSchema(mode),
      principal: contactSchema(mode),
    })
    .superRefine(
      (values, ctx) => {
        // Program not available for elementary schools (checked even in a draft).
        if (values.schoolType === 'ELEMENTARY') {
          ctx.addIssue({
            code: 'custom',
            path: ['schoolType'],
            message: MESSAGES.notForElementary,
          });
        }
      },
      { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'schoolType') },
    )
    .superRefine(lunchCountsRefine, { when: lunchCountsReady })
    .superRefine(
      (values, ctx) => {
        // The principal's and the site coordinator's emails must differ (case-insensitive).
        const a = values.siteCoordinator?.email;
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
        // Not while either contact (or its email) has an issue of its own: a missing contact
        // object would otherwise reach the refinement.
        when: (payload) =>
          !payload.issues.some(
            (issue) => issue.path?.[0] === 'principal' || issue.path?.[0] === 'siteCoordinator',
          ),
      },
    );
}

export type TeachersAidStepOneInput = z.input<ReturnType<typeof teachersAidStepOneSchema>>;
export type TeachersAidStepOne = z.output<ReturnType<typeof teachersAidStepOneSchema>>;
export type TeachersAidContactInput = TeachersAidStepOneInput['siteCoordinator'];
export type TeachersAidContact = TeachersAidStepOne['siteCoordinator'];
