import type { PartnerServicesApplication as PartnerServicesOutput } from '@portal/domain/programs/partner-services';
import type { SavePartnerServicesApplicationInput } from '../../../gql/graphql';

/**
 * The mutation's input from the schema's output: the same field names (the contract follows the
 * domain), people served as a string as the API asks, a new agency without an organizationId,
 * the draft flag and the application's id.
 */
export function partnerServicesInput(
  values: PartnerServicesOutput,
  draft: boolean,
  applicationId: number | null,
): SavePartnerServicesApplicationInput {
  const { organizationId, ...organization } = values.organization;
  return {
    ...values,
    organization: { ...organization, organizationId: organizationId ?? undefined },
    peopleServedPerMonth:
      values.peopleServedPerMonth == null ? null : String(values.peopleServedPerMonth),
    applicationPartnerServicesId: applicationId ?? undefined,
    draft,
  };
}
