import { z } from 'zod';
import { enumValues } from '../../enums.ts';
import { MESSAGES } from '../../messages.ts';
import { optionalString } from '../../rules.ts';
import { teamRosterSchema } from './roster.ts';
import { fields, idField, type SaveMode } from '../../applications/save-mode.ts';

/**
 * Step 1: Application Type (term), Initial School Information (type, district, school and its
 * address and grades), Team Information (the roster). A draft still needs the term and the
 * school: the application belongs to them.
 */
export function stepOneSchema(mode: SaveMode) {
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
      teamMembers: teamRosterSchema({ requireLeads: mode === 'submit' }),
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
    );
}

export type StepOneInput = z.input<ReturnType<typeof stepOneSchema>>;
export type StepOne = z.output<ReturnType<typeof stepOneSchema>>;
