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
    // In the order of makeMonth's distributionDates: 2 on the 16th (72), 1 on the 9th (71).
    counts: [2, 1],
    ...overrides,
  };
}

export function makeReport(overrides: Overrides = {}) {
  return {
    __typename: 'DistributionReport',
    comments: 'All went well',
    submittedBy: 'Erin Educator',
    createdAt: '2026-02-03T15:04:00.000Z',
    ...overrides,
  };
}

/**
 * January 2026 with two Fridays (9th and 16th, given out of order), weekly 10, monthly 20, no
 * students: pass `distributions` with `studentCount` and `distributed` to match.
 */
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
    studentCount: 0,
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

/** A month with students, its figures added up as the server does (each student 1 + 2). */
export function monthWith(
  distributions: ReturnType<typeof makeDistribution>[],
  overrides: Overrides = {},
) {
  const distributed = distributions.length * 3;
  return makeMonth({
    distributions,
    studentCount: distributions.length,
    distributed,
    discarded: 20 - distributed,
    ...overrides,
  });
}

/**
 * The screen alone, on a fake link, as an educator (or the user given), with school 42 open
 * (`schoolId: null` for the summary of all schools).
 */
export function renderReports(
  link: FakeLink,
  { user = makeUser(), schoolId = 42 }: { user?: CurrentUser; schoolId?: number | null } = {},
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
