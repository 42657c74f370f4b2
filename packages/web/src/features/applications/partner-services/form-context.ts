import type { PartnerServicesApplicationQuery } from '../../../gql/graphql';
import type { OneStepFormContext } from '../one-step-application';

export type PartnerServicesApplication =
  PartnerServicesApplicationQuery['applicationPartnerServices'];
export type PartnerServicesOrganization = PartnerServicesApplication['organization'];

/** What the form is given by the application page. */
export type FormContext = OneStepFormContext<PartnerServicesApplication>;
