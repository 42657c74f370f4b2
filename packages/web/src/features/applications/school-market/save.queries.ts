import { graphql } from '../../../gql';

/** Save as Draft and Submit Application (draft: false submits: PENDING_PRINCIPAL). */
export const SaveSchoolMarketApplicationDocument = graphql(`
  mutation SaveSchoolMarketApplication($input: SaveSchoolMarketApplicationInput!) {
    saveSchoolMarketApplication(input: $input) {
      applicationSchoolMarketId
      status
      applicationBackpackBuddyId
    }
  }
`);
