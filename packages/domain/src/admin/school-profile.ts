import { z } from 'zod';
import {
  countField,
  enumField,
  enumListField,
  lunchCountsReady,
  lunchCountsRefine,
  optionalString,
  recordIdField,
  requiredMultiLineString,
  requiredString,
} from '../rules.ts';
import { LONG_TEXT_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

/**
 * The School Profile tab of the admin console (spec 3 §5): type, name, address (address2
 * optional), city, county, state, zip, district, grades served and notes required; the program's
 * own id (Backpack Buddy ID, agency number, school number) optional. When the school has an
 * approved application, its total enrollment, reduced and free lunch counts (4-digit counts,
 * lunch counts not above enrollment) and "participated last year" are required as well.
 */
export function adminSchoolProfileSchema(options: { hasApprovedApplication: boolean }) {
  const base = z.object({
    name: requiredString(),
    type: enumField('schoolTypes'),
    address1: requiredString(),
    address2: optionalString(),
    city: requiredString(),
    county: enumField('counties'),
    state: enumField('states'),
    zip: requiredString(10),
    districtId: recordIdField(),
    gradesServed: enumListField('gradesServed'),
    notes: requiredMultiLineString(LONG_TEXT_MAX),
    programId: optionalString(),
  });
  if (!options.hasApprovedApplication) {
    return base.extend({
      numTotalEnrollment: z
        .unknown()
        .optional()
        .transform(() => null),
      numReducedLunch: z
        .unknown()
        .optional()
        .transform(() => null),
      numFreeLunch: z
        .unknown()
        .optional()
        .transform(() => null),
      participatedLastYear: z
        .unknown()
        .optional()
        .transform(() => null),
    });
  }
  return base
    .extend({
      numTotalEnrollment: countField(),
      numReducedLunch: countField(),
      numFreeLunch: countField(),
      participatedLastYear: z.boolean({ error: MESSAGES.required }),
    })
    .superRefine(lunchCountsRefine, { when: lunchCountsReady });
}

export type AdminSchoolProfileInput = z.input<ReturnType<typeof adminSchoolProfileSchema>>;
export type AdminSchoolProfile = {
  name: string;
  type: string;
  address1: string;
  address2: string | null;
  city: string;
  county: string;
  state: string;
  zip: string;
  districtId: number;
  gradesServed: string[];
  notes: string;
  programId: string | null;
  numTotalEnrollment: number | null;
  numReducedLunch: number | null;
  numFreeLunch: number | null;
  participatedLastYear: boolean | null;
};
