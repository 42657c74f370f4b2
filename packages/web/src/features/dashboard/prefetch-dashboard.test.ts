import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../lib/apollo-client';
import { fakeLink } from '../../test/fake-link';
import { BackpackBuddyNotificationDocument } from './notification.queries';
import { prefetchDashboard } from './prefetch-dashboard';

const notification = {
  data: {
    notification: { __typename: 'Notification', notificationId: 3, text: 'Forms due Friday' },
  },
};

describe('prefetchDashboard', () => {
  it("puts the banner's text in the cache before the dashboard asks for it", async () => {
    const link = fakeLink({ BackpackBuddyNotification: () => notification });
    const client = createApolloClient(link);
    prefetchDashboard(client);
    await expect
      .poll(
        () => client.readQuery({ query: BackpackBuddyNotificationDocument })?.notification?.text,
      )
      .toBe('Forms due Friday');
    // The banner's own read then needs no request of its own.
    await client.query({ query: BackpackBuddyNotificationDocument });
    expect(link.calls.map((call) => call.operationName)).toEqual(['BackpackBuddyNotification']);
  });

  it('swallows a failure: the banner shows nothing, the dashboard is not broken', async () => {
    const client = createApolloClient(fakeLink({}));
    expect(() => prefetchDashboard(client)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.readQuery({ query: BackpackBuddyNotificationDocument })).toBeNull();
  });
});
