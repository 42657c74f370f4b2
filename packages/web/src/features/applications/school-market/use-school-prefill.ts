import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { SCHOOL_MARKET_CONTACTS } from '@portal/domain/programs/school-market';
import { SchoolMarketSchoolDocument } from './application.queries';
import type { SchoolMarketFormApi } from './form-api';
import { contactValues } from './form-values';

/**
 * When the educator picks a school (other than the application's own), schoolMarketSchool fills
 * its address and grades, and the contacts the API shows (only to an educator linked to the
 * school), so the school's record is confirmed rather than typed again.
 */
export function useSchoolPrefill(
  form: SchoolMarketFormApi,
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
      // Not cached: the school's own contacts must not replace, in the cache, those an
      // application of the same school names (both are SchoolMarketApplicationSchool:{id}).
      .query({
        query: SchoolMarketSchoolDocument,
        variables: { schoolId: Number(schoolId) },
        fetchPolicy: 'no-cache',
      })
      .then(({ data }) => {
        const school = data?.schoolMarketSchool;
        if (!current || !school || form.getValues('schoolId') !== schoolId) return;
        const set = { shouldDirty: true } as const;
        form.setValue('address1', school.address1 ?? '', set);
        form.setValue('address2', school.address2 ?? '', set);
        form.setValue('city', school.city ?? '', set);
        form.setValue('county', school.county ?? '', set);
        form.setValue('state', school.state ?? 'TX', set);
        form.setValue('zip', school.zip ?? '', set);
        form.setValue('gradesServed', [...school.gradesServed], set);
        for (const key of SCHOOL_MARKET_CONTACTS) {
          const contact = school[key];
          if (contact) form.setValue(key, contactValues(contact), set);
        }
      })
      .catch(() => {
        // The fields stay editable; the educator types the school's details.
      });
    return () => {
      current = false;
    };
  }, [client, form, readOnly, schoolId]);
}
