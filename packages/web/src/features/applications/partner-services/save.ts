import type { PartnerServicesApplication } from '@portal/domain/programs/partner-services';
import type {
  SavePartnerServicesApplicationInput,
  SavePartnerServicesApplicationMutation,
} from '../../../gql/graphql';
import { UserApplicationsPartnerServicesDocument } from '../../account/user-applications';
import type { OneStepSave } from '../use-one-step-save';
import { refetchesAfterSave } from '../use-save-step';
import { PartnerServicesApplicationDocument } from './application.queries';
import { SavePartnerServicesApplicationDocument } from './save.queries';
import { partnerServicesInput } from './save-input';

/**
 * How the Partner Services form is saved (useOneStepSave): savePartnerServicesApplication, then
 * the account's list, the user (network) and the application are refetched.
 */
export const PARTNER_SERVICES_SAVE: OneStepSave<
  PartnerServicesApplication,
  SavePartnerServicesApplicationMutation,
  SavePartnerServicesApplicationInput
> = {
  mutation: SavePartnerServicesApplicationDocument,
  input: partnerServicesInput,
  savedId: (data) => data?.savePartnerServicesApplication.applicationPartnerServicesId,
  queries: refetchesAfterSave(
    UserApplicationsPartnerServicesDocument,
    PartnerServicesApplicationDocument,
  ),
};
