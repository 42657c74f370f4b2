import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import type { SchoolFieldValues } from './school-information-section';

/** What a school program's prefill query gives of a school (its address and grades). */
export type PrefillSchool = {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  county?: string | null;
  state?: string | null;
  zip?: string | null;
  gradesServed: readonly string[];
};

/** How a program loads a chosen school, and fills its own fields from it (both module-level). */
export type SchoolPrefill<T extends SchoolFieldValues, O, S extends PrefillSchool> = {
  load: (client: ApolloClient, schoolId: number) => Promise<S | null | undefined>;
  fill?: (form: UseFormReturn<T, unknown, O>, school: S) => void;
};

/**
 * When the educator picks a school (other than the application's own), its address and grades,
 * and whatever else the program fills (`prefill.fill`), fill the form, so the school's record is
 * confirmed rather than typed again. `prefill` must be stable (a module-level constant).
 */
export function useSchoolPrefill<T extends SchoolFieldValues, O, S extends PrefillSchool>(
  form: UseFormReturn<T, unknown, O>,
  ownSchoolId: number | null,
  readOnly: boolean,
  prefill: SchoolPrefill<T, O, S>,
) {
  // The hook sets only the fields of SchoolFieldValues, which T holds.
  const schoolForm = form as unknown as UseFormReturn<SchoolFieldValues, unknown, O>;
  const client = useApolloClient();
  const schoolId = useWatch({ control: schoolForm.control, name: 'schoolId' });
  const last = useRef(ownSchoolId ? String(ownSchoolId) : '');

  useEffect(() => {
    if (readOnly || !schoolId || schoolId === last.current) return;
    last.current = schoolId;
    let current = true;
    void prefill
      .load(client, Number(schoolId))
      .then((school) => {
        if (!current || !school || schoolForm.getValues('schoolId') !== schoolId) return;
        // After a failed submit the filled fields are checked again at once, so a field the
        // school's record fills loses its old 'Required' (and the next failed submit's focus
        // goes to a field still wrong, not to one filled since).
        const set = { shouldDirty: true, shouldValidate: schoolForm.formState.isSubmitted };
        schoolForm.setValue('address1', school.address1 ?? '', set);
        schoolForm.setValue('address2', school.address2 ?? '', set);
        schoolForm.setValue('city', school.city ?? '', set);
        schoolForm.setValue('county', school.county ?? '', set);
        schoolForm.setValue('state', school.state ?? 'TX', set);
        schoolForm.setValue('zip', school.zip ?? '', set);
        schoolForm.setValue('gradesServed', [...school.gradesServed], set);
        prefill.fill?.(form, school);
      })
      .catch(() => {
        // The fields stay editable; the educator types the school's details.
      });
    return () => {
      current = false;
    };
  }, [client, form, schoolForm, readOnly, schoolId, prefill]);
}
