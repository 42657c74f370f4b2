import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { KIDS_CAFE_CONTACTS } from '@portal/domain/programs/kids-cafe';
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
  const siteId = useWatch({ control: form.control, name: 'site.siteId' });
  const last = useRef(ownSiteId ? String(ownSiteId) : '');

  useEffect(() => {
    if (readOnly || !siteId || siteId === last.current) return;
    last.current = siteId;
    let current = true;
    void client
      // Not cached: the site's own contacts must not replace an application's proposal of them.
      .query({
        query: KidsCafeSiteDocument,
        variables: { siteId: Number(siteId) },
        fetchPolicy: 'no-cache',
      })
      .then(({ data }) => {
        const site = data?.kidsCafeSite;
        if (!current || !site || form.getValues('site.siteId') !== siteId) return;
        const { primaryPointOfContact, secondaryPointOfContact, ...details } = siteValues(site);
        const set = { shouldDirty: true } as const;
        for (const [key, value] of Object.entries(details)) {
          if (key !== 'siteId') form.setValue(`site.${key as keyof typeof details}`, value, set);
        }
        const contacts = { primaryPointOfContact, secondaryPointOfContact };
        for (const key of KIDS_CAFE_CONTACTS) {
          if (site[key]) form.setValue(`site.${key}`, contacts[key], set);
        }
      })
      .catch(() => {
        // The fields stay editable; the applicant types the site's details.
      });
    return () => {
      current = false;
    };
  }, [client, form, readOnly, siteId]);
}
