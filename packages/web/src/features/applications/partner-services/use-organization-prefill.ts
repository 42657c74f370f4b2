import { useApolloClient } from '@apollo/client/react';
import { PARTNER_SERVICES_CONTACTS } from '@portal/domain/programs/partner-services';
import { useHolderPrefill } from '../use-holder-prefill';
import { PartnerServicesOrganizationDocument } from './application.queries';
import type { PartnerServicesFormApi } from './form-api';
import { organizationDetails } from './form-values';

/** What "A new organization" puts: every detail and contact blank (the state back to TX). */
const NEW_ORGANIZATION = organizationDetails(null);

/**
 * "Which organization are you applying for?": choosing one of the caller's organizations (other
 * than the application's own) fills its profile and, where the API gives them, its two contacts
 * from partnerServicesOrganization, to be confirmed rather than typed again; choosing "A new
 * organization" empties them for the new agency's details.
 */
export function useOrganizationPrefill(
  form: PartnerServicesFormApi,
  ownOrganizationId: number | null,
  readOnly: boolean,
) {
  const client = useApolloClient();
  useHolderPrefill(form, {
    idPath: 'organization.organizationId',
    path: 'organization',
    ownId: ownOrganizationId,
    readOnly,
    blank: NEW_ORGANIZATION,
    load: (organizationId) =>
      client
        // Not cached: the organization's own contacts must not replace an application's proposal.
        .query({
          query: PartnerServicesOrganizationDocument,
          variables: { organizationId },
          fetchPolicy: 'no-cache',
        })
        .then(({ data }) => {
          const organization = data?.partnerServicesOrganization;
          if (!organization) return null;
          const values = organizationDetails(organization);
          for (const key of PARTNER_SERVICES_CONTACTS) if (!organization[key]) delete values[key];
          return values;
        }),
  });
}
