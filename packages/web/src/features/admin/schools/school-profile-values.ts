import { adminSchoolProfileSchema } from '@portal/domain';
import type { AdminSchoolProfile, SchoolProgram } from '@portal/domain';
import type { z } from 'zod';
import type { AdminUpdateSchoolProfileInput } from '../../../gql/graphql';
import type { ZodForm } from '../../../lib/forms';
import type { SchoolDetail } from './school-detail-program';

/** The School Profile form as its inputs hold it, before the domain schema normalises it. */
export type ProfileValues = {
  name: string;
  type: string;
  programId: string;
  districtId: number | null;
  address1: string;
  address2: string;
  city: string;
  county: string;
  state: string;
  zip: string;
  gradesServed: string[];
  notes: string;
  numTotalEnrollment: string;
  numReducedLunch: string;
  numFreeLunch: string;
  participatedLastYear: boolean | null;
};

const text = (value: string | null | undefined) => value ?? '';
const count = (value: number | null | undefined) => (value == null ? '' : String(value));

export function profileValues(school: SchoolDetail): ProfileValues {
  return {
    name: school.name,
    type: text(school.type),
    programId: text(school.programId),
    districtId: school.districtId ?? null,
    address1: text(school.address1),
    address2: text(school.address2),
    city: text(school.city),
    county: text(school.county),
    state: text(school.state),
    zip: text(school.zip),
    gradesServed: [...school.gradesServed],
    notes: text(school.notes),
    numTotalEnrollment: count(school.numTotalEnrollment),
    numReducedLunch: count(school.numReducedLunch),
    numFreeLunch: count(school.numFreeLunch),
    participatedLastYear: school.participatedLastYear ?? null,
  };
}

/**
 * The domain's profile rules for this school, typed over the form's values: the counts and
 * "participated last year" are required only when the school has an approved application.
 */
export function profileSchema(school: SchoolDetail) {
  const schema = adminSchoolProfileSchema({
    hasApprovedApplication: school.approvedApplicationId != null,
  });
  // The schema accepts what the inputs give (counts as text, a district id or null).
  return schema as unknown as z.ZodType<AdminSchoolProfile, ProfileValues>;
}

const countText = (value: number | null) => (value == null ? null : String(value));

/**
 * adminUpdateSchoolProfile's input from the schema's output. Without an approved application
 * the counts are not the profile's to change, so they are left out.
 */
export function profileInput(
  schoolProgram: SchoolProgram,
  school: SchoolDetail,
  values: AdminSchoolProfile,
): AdminUpdateSchoolProfileInput {
  const input: AdminUpdateSchoolProfileInput = {
    program: schoolProgram,
    schoolId: school.schoolId,
    name: values.name,
    type: values.type,
    programId: values.programId,
    districtId: values.districtId,
    address1: values.address1,
    address2: values.address2,
    city: values.city,
    county: values.county,
    state: values.state,
    zip: values.zip,
    gradesServed: values.gradesServed,
    notes: values.notes,
  };
  if (school.approvedApplicationId == null) return input;
  return {
    ...input,
    numTotalEnrollment: countText(values.numTotalEnrollment),
    numReducedLunch: countText(values.numReducedLunch),
    numFreeLunch: countText(values.numFreeLunch),
    participatedLastYear: values.participatedLastYear,
  };
}

/** The School Profile form (shared with its District select). */
export type ProfileForm = ZodForm<ReturnType<typeof profileSchema>>;
