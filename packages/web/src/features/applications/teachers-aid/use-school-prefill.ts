import { TEACHERS_AID_CONTACTS } from '@portal/domain/programs/teachers-aid';
import type { TeachersAidStepOne } from '@portal/domain/programs/teachers-aid';
import type { TeachersAidSchoolQuery } from '../../../gql/graphql';
import { contactTextValues } from '../../../lib/contact-values';
import { useSchoolPrefill } from '../use-school-prefill';
import type { SchoolPrefill } from '../use-school-prefill';
import { TeachersAidSchoolDocument } from './application.queries';
import type { StepOneFormApi } from './step-one-form-api';
import type { StepOneValues } from './step-one-values';

type TeachersAidSchool = NonNullable<TeachersAidSchoolQuery['teachersAidSchool']>;

/**
 * A chosen school from teachersAidSchool: its address and grades, and the site coordinator and
 * principal the API shows (only to an educator linked to the school).
 */
const teachersAidPrefill: SchoolPrefill<StepOneValues, TeachersAidStepOne, TeachersAidSchool> = {
  load: (client, schoolId) =>
    client
      // Not cached: the school's own contacts must not replace, in the cache, those an
      // application of the same school names (both are TeachersAidApplicationSchool:{id}).
      .query({ query: TeachersAidSchoolDocument, variables: { schoolId }, fetchPolicy: 'no-cache' })
      .then(({ data }) => data?.teachersAidSchool),
  fill: (form, school) => {
    for (const key of TEACHERS_AID_CONTACTS) {
      const contact = school[key];
      if (contact) form.setValue(key, contactTextValues(contact), { shouldDirty: true });
    }
  },
};

/** The step 1 form's prefill of a chosen school (the shared useSchoolPrefill). */
export function useTeachersAidPrefill(
  form: StepOneFormApi,
  ownSchoolId: number | null,
  readOnly: boolean,
) {
  useSchoolPrefill(form, ownSchoolId, readOnly, teachersAidPrefill);
}
