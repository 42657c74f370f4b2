import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../lib/apollo-client';
import { fakeLink } from '../../test/fake-link';
import { BackpackBuddyNotificationDocument } from './notification.queries';
import { prefetchDashboard } from './prefetch-dashboard';
import { EducatorSchoolsDocument } from './school-param.queries';

const notification = {
  data: {
    notification: { __typename: 'Notification', notificationId: 3, text: 'Forms due Friday' },
  },
};
const schools = {
  data: {
    educatorSchools: [
      {
        __typename: 'UserSchool',
        id: '42',
        schoolId: 42,
        name: 'Lincoln Middle',
        districtId: null,
        districtName: null,
      },
    ],
  },
};

describe('prefetchDashboard', () => {
  it("puts the banner's text and the user's schools in the cache before the dashboard asks", async () => {
    const link = fakeLink({
      BackpackBuddyNotification: () => notification,
      EducatorSchools: () => schools,
    });
    const client = createApolloClient(link);
    prefetchDashboard(client);
    await expect
      .poll(
        () => client.readQuery({ query: BackpackBuddyNotificationDocument })?.notification?.text,
      )
      .toBe('Forms due Friday');
    await expect
      .poll(() => client.readQuery({ query: EducatorSchoolsDocument })?.educatorSchools.length)
      .toBe(1);
    // The screens' own reads then need no request of their own.
    await client.query({ query: BackpackBuddyNotificationDocument });
    await client.query({ query: EducatorSchoolsDocument });
    expect(link.calls.map((call) => call.operationName)).toEqual([
      'BackpackBuddyNotification',
      'EducatorSchools',
    ]);
  });

  it('swallows a failure: the banner shows nothing, the dashboard is not broken', async () => {
    const client = createApolloClient(fakeLink({}));
    expect(() => prefetchDashboard(client)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.readQuery({ query: BackpackBuddyNotificationDocument })).toBeNull();
  });
});
