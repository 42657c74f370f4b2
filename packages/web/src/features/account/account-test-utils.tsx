import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import type { ProgramKey } from '@portal/domain';
import { createApolloClient } from '../../lib/apollo-client';
import { CurrentSessionContext } from '../../lib/current-user';
import type { CurrentUser } from '../../lib/current-user';
import { ToastViewport } from '../../lib/toast-viewport';
import type { FakeLink } from '../../test/fake-link';
import { makeUser } from '../../test/fixtures';
import AccountPage from './account-page';
import { BackpackBuddyApplications } from './user-applications';
import type { UserApplicationsSource } from './user-applications';

/** A row of userApplicationsBackpackBuddy as the API answers it. */
export function makeApplicationRow(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'UserApplication',
    id: 11,
    schoolOrSiteName: 'Lincoln Middle School',
    applicationYear: 2025,
    termType: 'SCHOOL',
    termFormatted: '2025-2026 School Year',
    status: 'APPROVED',
    submittedAt: '2025-03-04T15:00:00.000Z',
    ...overrides,
  };
}

export function termsResult(years: number[]) {
  return {
    data: {
      programTerms: years.map((year, i) => ({
        __typename: 'ProgramTerm',
        termId: 100 + i,
        type: 'SCHOOL',
        year,
      })),
    },
  };
}

/** My Account of a program as the educator area routes it ({programUrl}/account/*). */
export function renderAccountPage(
  path: string,
  link: FakeLink,
  {
    user = makeUser({ applicationBackpackBuddyRequired: false }),
    programKey = 'backpackBuddy',
    source = BackpackBuddyApplications,
  }: { user?: CurrentUser; programKey?: ProgramKey; source?: UserApplicationsSource } = {},
) {
  const program = PROGRAMS_BY_KEY[programKey];
  const client = createApolloClient(link);
  const router = createMemoryRouter(
    [
      {
        path: `${program.url}/account/*`,
        element: <AccountPage program={program} applications={source} />,
      },
      { path: `${program.url}/application/*`, element: <h1>Application</h1> },
    ],
    { initialEntries: [path] },
  );
  const enums = [
    {
      name: 'applicationStatuses',
      options: [
        { value: 'APPROVED', label: 'Approved' },
        { value: 'PENDING_PRINCIPAL', label: 'Pending Principal Signature' },
      ],
    },
  ];
  const view = render(
    <ApolloProvider client={client}>
      <CurrentSessionContext value={{ user, enums }}>
        <RouterProvider router={router} />
      </CurrentSessionContext>
      <ToastViewport />
    </ApolloProvider>,
  );
  return { ...view, router, client };
}
