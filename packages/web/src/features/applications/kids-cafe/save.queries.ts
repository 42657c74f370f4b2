import { graphql } from '../../../gql';

/** Save as Draft and Submit Application (draft: false submits: PENDING). */
export const SaveKidsCafeApplicationDocument = graphql(`
  mutation SaveKidsCafeApplication($input: SaveKidsCafeApplicationInput!) {
    saveKidsCafeApplication(input: $input) {
      applicationKidsCafeId
      status
    }
  }
`);
