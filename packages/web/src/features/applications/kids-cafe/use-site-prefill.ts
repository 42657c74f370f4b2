import { useApolloClient } from '@apollo/client/react';
import { KIDS_CAFE_CONTACTS } from '@portal/domain/programs/kids-cafe';
import { useHolderPrefill } from '../use-holder-prefill';
import { KidsCafeSiteDocument } from './application.queries';
import type { KidsCafeFormApi } from './form-api';
import { siteValues } from './form-values';

/**
 * When the applicant picks a site (other than the application's own), kidsCafeSite fills the
 * site's name, address, cross street and closest school, and its contacts where the API gives
 * them (to an educator granted the site), so the record is confirmed rather than typed again.
 */
export function useSitePrefill(form: KidsCafeFormApi, ownSiteId: number | null, readOnly: boolean) {
  const client = useApolloClient();
  useHolderPrefill(form, {
    idPath: 'site.siteId',
    path: 'site',
    ownId: ownSiteId,
    readOnly,
    load: (siteId) =>
      client
        // Not cached: the site's own contacts must not replace an application's proposal of them.
        .query({ query: KidsCafeSiteDocument, variables: { siteId }, fetchPolicy: 'no-cache' })
        .then(({ data }) => {
          const site = data?.kidsCafeSite;
          if (!site) return null;
          const { siteId: _id, ...values } = siteValues(site);
          for (const key of KIDS_CAFE_CONTACTS) if (!site[key]) delete values[key];
          return values;
        }),
  });
}
