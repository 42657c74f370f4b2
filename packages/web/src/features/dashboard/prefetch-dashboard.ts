import type { ApolloClient } from '@apollo/client';
import { BackpackBuddyNotificationDocument } from './notification.queries';
import { EducatorSchoolsDocument } from './school-param.queries';

/**
 * Asks for the dashboard's 'Reminder' banner while the start-up gate still loads the user
 * (app/preload-screens.ts), so that the banner — the largest text of the educator's first
 * screen — is in the cache when the area renders, instead of one more round trip after it
 * (Lighthouse, mobile: the banner was the Largest Contentful Paint, 88% of it waiting).
 * The banner's own query then answers from the cache, or joins this request while it is on its
 * way (Apollo deduplicates identical queries). A failure is the banner's query's to show.
 * The user's schools, which the dashboard waits for, are asked for the same way.
 */
export function prefetchDashboard(client: ApolloClient): void {
  void client.query({ query: BackpackBuddyNotificationDocument }).catch(() => undefined);
  void client.query({ query: EducatorSchoolsDocument }).catch(() => undefined);
}
