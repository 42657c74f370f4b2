import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { ApplicationSchoolPrefillDocument } from '../school-select.queries';
import type { StepOneFormApi } from './step-one-form-api';
import { memberValues } from '../../../components/roster/member-values';

/**
 * When the educator picks a school (other than the application's own), its address, grades and
 * known roster fill the form, so the school's record is confirmed rather than typed again.
 */
export function useSchoolPrefill(
  form: StepOneFormApi,
  ownSchoolId: number | null,
  readOnly: boolean,
) {
  const client = useApolloClient();
  const schoolId = useWatch({ control: form.control, name: 'schoolId' });
  const last = useRef(ownSchoolId ? String(ownSchoolId) : '');

  useEffect(() => {
    if (readOnly || !schoolId || schoolId === last.current) return;
    last.current = schoolId;
    let current = true;
    void client
      .query({ query: ApplicationSchoolPrefillDocument, variables: { schoolId: Number(schoolId) } })
      .then(({ data }) => {
        const school = data?.applicationSchool;
        if (!current || !school || form.getValues('schoolId') !== schoolId) return;
        const set = { shouldDirty: true } as const;
        form.setValue('address1', school.address1 ?? '', set);
        form.setValue('address2', school.address2 ?? '', set);
        form.setValue('city', school.city ?? '', set);
        form.setValue('county', school.county ?? '', set);
        form.setValue('state', school.state ?? 'TX', set);
        form.setValue('zip', school.zip ?? '', set);
        form.setValue('gradesServed', school.gradesServed, set);
        form.setValue('teamMembers', school.teamMembersBackpackBuddy.map(memberValues), set);
      })
      .catch(() => {
        // The fields stay editable; the educator types the school's details.
      });
    return () => {
      current = false;
    };
  }, [client, form, readOnly, schoolId]);
}
