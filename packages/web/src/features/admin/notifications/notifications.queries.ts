import { graphql } from '../../../gql';

/** A program's banner as Program Settings → Banner Notifications edits it. */
export const AdminNotificationFieldsFragment = graphql(`
  fragment AdminNotificationFields on AdminNotification {
    id
    notificationId
    program
    text
    lastEdited
    lastEditedBy
  }
`);

export const AdminNotificationDocument = graphql(`
  query AdminNotification($program: Program!) {
    adminNotification(program: $program) {
      ...AdminNotificationFields
    }
  }
`);

export const AdminEditNotificationDocument = graphql(`
  mutation AdminEditNotification($notificationId: Int!, $text: String!) {
    adminEditNotification(notificationId: $notificationId, text: $text) {
      ...AdminNotificationFields
    }
  }
`);
