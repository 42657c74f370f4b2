import type { StepOne } from '@portal/domain/programs/backpack-buddy';
import { memberValues } from '../../../components/roster/member-values';
import type { ApplicationSchoolPrefillQuery } from '../../../gql/graphql';
import { ApplicationSchoolPrefillDocument } from '../school-select.queries';
import { useSchoolPrefill } from '../use-school-prefill';
import type { SchoolPrefill } from '../use-school-prefill';
import type { StepOneFormApi } from './step-one-form-api';
import type { StepOneValues } from './step-one-values';

type PrefillSchool = NonNullable<ApplicationSchoolPrefillQuery['applicationSchool']>;

/** A chosen school from applicationSchool: its address, grades and known roster. */
const backpackBuddyPrefill: SchoolPrefill<StepOneValues, StepOne, PrefillSchool> = {
  load: (client, schoolId) =>
    client
      .query({ query: ApplicationSchoolPrefillDocument, variables: { schoolId } })
      .then(({ data }) => data?.applicationSchool),
  fill: (form, school) =>
    form.setValue('teamMembers', school.teamMembersBackpackBuddy.map(memberValues), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    }),
};

/** Step 1's prefill of a chosen school (the shared useSchoolPrefill). */
export function useBackpackBuddyPrefill(
  form: StepOneFormApi,
  ownSchoolId: number | null,
  readOnly: boolean,
) {
  useSchoolPrefill(form, ownSchoolId, readOnly, backpackBuddyPrefill);
}
