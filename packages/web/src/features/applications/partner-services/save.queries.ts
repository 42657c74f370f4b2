import { graphql } from '../../../gql';

/** Save as Draft and Submit Application (draft: false submits: PENDING). */
export const SavePartnerServicesApplicationDocument = graphql(`
  mutation SavePartnerServicesApplication($input: SavePartnerServicesApplicationInput!) {
    savePartnerServicesApplication(input: $input) {
      applicationPartnerServicesId
      status
    }
  }
`);
