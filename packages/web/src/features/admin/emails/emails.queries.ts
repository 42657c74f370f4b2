import { graphql } from '../../../gql';

/** A template as the Emails tab shows and edits it (spec 3 §3 Admin email). */
export const AdminEmailFieldsFragment = graphql(`
  fragment AdminEmailFields on AdminEmail {
    id
    emailId
    key
    name
    recipients
    mergeTags
    mergeTagDetails {
      name
      description
      sample
      link
    }
    status
    subjectLine
    messageBody
    subjectLineEs
    messageBodyEs
    lastEdited
    lastEditedBy
  }
`);

export const AdminEmailsDocument = graphql(`
  query AdminEmails {
    adminEmails {
      ...AdminEmailFields
    }
  }
`);

export const AdminEditEmailsDocument = graphql(`
  mutation AdminEditEmails($emails: [AdminEmailInput!]!) {
    adminEmails: adminEditEmails(emails: $emails) {
      ...AdminEmailFields
    }
  }
`);
