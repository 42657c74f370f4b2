import { SCHOOL_MARKET_CONTACTS } from '@portal/domain/programs/school-market';
import type { SchoolMarketApplication } from '@portal/domain/programs/school-market';
import type { SchoolMarketSchoolQuery } from '../../../gql/graphql';
import { contactTextValues } from '../../../lib/contact-values';
import { useSchoolPrefill } from '../use-school-prefill';
import type { SchoolPrefill } from '../use-school-prefill';
import { SchoolMarketSchoolDocument } from './application.queries';
import type { SchoolMarketFormApi } from './form-api';
import type { SchoolMarketValues } from './form-values';

type SchoolMarketSchool = NonNullable<SchoolMarketSchoolQuery['schoolMarketSchool']>;

/**
 * A chosen school from schoolMarketSchool: its address and grades, and the contacts the API
 * shows (only to an educator linked to the school).
 */
const schoolMarketPrefill: SchoolPrefill<
  SchoolMarketValues,
  SchoolMarketApplication,
  SchoolMarketSchool
> = {
  load: (client, schoolId) =>
    client
      // Not cached: the school's own contacts must not replace, in the cache, those an
      // application of the same school names (both are SchoolMarketApplicationSchool:{id}).
      .query({
        query: SchoolMarketSchoolDocument,
        variables: { schoolId },
        fetchPolicy: 'no-cache',
      })
      .then(({ data }) => data?.schoolMarketSchool),
  fill: (form, school) => {
    for (const key of SCHOOL_MARKET_CONTACTS) {
      const contact = school[key];
      if (contact) form.setValue(key, contactTextValues(contact), { shouldDirty: true });
    }
  },
};

/** The School Market form's prefill of a chosen school (the shared useSchoolPrefill). */
export function useSchoolMarketPrefill(
  form: SchoolMarketFormApi,
  ownSchoolId: number | null,
  readOnly: boolean,
) {
  useSchoolPrefill(form, ownSchoolId, readOnly, schoolMarketPrefill);
}
