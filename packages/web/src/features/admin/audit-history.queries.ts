import { graphql } from '../../gql';

/** The change history every admin detail screen shows (AuditHistory): one selection for all. */
export const AuditHistoryFieldsFragment = graphql(`
  fragment AuditHistoryFields on AuditEntry {
    id
    action
    entityType
    entityId
    actorName
    createdAt
    changes {
      field
      before
      after
    }
  }
`);
