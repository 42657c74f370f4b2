import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createApolloClient } from '../../lib/apollo-client';
import { CurrentSessionContext } from '../../lib/current-user';
import type { CurrentUser } from '../../lib/current-user';
import { ToastViewport } from '../../lib/toast-viewport';
import type { FakeLink } from '../../test/fake-link';
import { makeUser } from '../../test/fixtures';
import { DistributionReports } from './distribution-reports';

type Overrides = Record<string, unknown>;

export function makeDistribution(id: number, overrides: Overrides = {}) {
  return {
    __typename: 'Distribution',
    distributionId: id,
    studentName: `Student ${id}`,
    studentIdNumber: `S-${id}`,
    testimonial: null,
    distributionDateEntries: [
      {
        __typename: 'DistributionDateEntry',
        termMonthDistributionDateId: 71,
        distributionNumber: 1,
      },
      {
        __typename: 'DistributionDateEntry',
        termMonthDistributionDateId: 72,
        distributionNumber: 2,
      },
    ],
    ...overrides,
  };
}

export function makeReport(overrides: Overrides = {}) {
  return {
    __typename: 'DistributionReport',
    comments: 'All went well',
    submittedBy: 'Erin Educator',
    educatorId: 1,
    createdAt: '2026-02-03T15:04:00.000Z',
    ...overrides,
  };
}

/** January 2026 with two Fridays (9th and 16th), weekly 10, monthly 20. */
export function makeMonth(overrides: Overrides = {}) {
  return {
    __typename: 'TermMonth',
    termMonthId: 7,
    termMonthFormatted: 'January 2026',
    startDate: '2026-01-01',
    weeklyAllocation: 10,
    monthlyAllocation: 20,
    allocated: 20,
    distributed: 0,
    discarded: 20,
    distributionDates: [
      { __typename: 'DistributionDate', termMonthDistributionDateId: 72, date: '2026-01-16' },
      { __typename: 'DistributionDate', termMonthDistributionDateId: 71, date: '2026-01-09' },
    ],
    distributions: [],
    distributionReport: null,
    ...overrides,
  };
}

export function makeSchoolReport(overrides: Overrides = {}) {
  return {
    __typename: 'SchoolReport',
    schoolId: 42,
    name: 'Lincoln Middle School',
    backpackBuddyId: 'BB-042',
    termMonths: [makeMonth()],
    ...overrides,
  };
}

export function reportsResult(schools: Overrides[]) {
  return { data: { schoolReports: schools } };
}

/** The screen alone, on a fake link, as an educator (or the user given). */
export function renderReports(
  link: FakeLink,
  { user = makeUser(), schoolId = null }: { user?: CurrentUser; schoolId?: number | null } = {},
) {
  const client = createApolloClient(link);
  const router = createMemoryRouter(
    [{ path: '*', element: <DistributionReports schoolId={schoolId} /> }],
    { initialEntries: ['/backpack-buddy/dashboard'] },
  );
  const view = render(
    <ApolloProvider client={client}>
      <CurrentSessionContext value={{ user, enums: [] }}>
        <RouterProvider router={router} />
      </CurrentSessionContext>
      <ToastViewport />
    </ApolloProvider>,
  );
  return { ...view, client };
}
