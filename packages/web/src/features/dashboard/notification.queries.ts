import { graphql } from '../../gql';

/** The Backpack Buddy banner text (null when there is none). */
export const BackpackBuddyNotificationDocument = graphql(`
  query BackpackBuddyNotification {
    notification(program: BACKPACK_BUDDY) {
      notificationId
      text
    }
  }
`);
