import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { createApolloClient } from '../../../lib/apollo-client';
import { fakeLink } from '../../../test/fake-link';
import type { FakeLink } from '../../../test/fake-link';
import BackpackBuddyPrintPage from './backpack-buddy-print-page';

const program = PROGRAMS_BY_KEY.backpackBuddy;

const member = (id: number, type: string, first: string, last: string, more = {}) => ({
  __typename: 'TeamMember',
  teamMemberId: id,
  type,
  firstName: first,
  lastName: last,
  fullName: `${first} ${last}`,
  title: null,
  phone: null,
  email: null,
  ...more,
});

const application = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApplicationBackpackBuddy',
  id: 'ApplicationBackpackBuddy:901',
  applicationBackpackBuddyId: 901,
  status: 'APPROVED',
  new: false,
  isContinuation: false,
  term: { __typename: 'ProgramTerm', termId: 5, termFormatted: '2024-2025 School Year' },
  organizationType: 'PUBLIC_SCHOOL',
  nonProfitOrganizations: null,
  numTotalEnrollment: 640,
  numFreeLunch: 312,
  numReducedLunch: 48,
  certififedVerification: true,
  willHelpMediaEvents: true,
  willDistributeInfo: false,
  emailSecondaryCoordinator: null,
  programInterests: ['SNAP', 'KIDS_CAFE'],
  agreeToProgramPurpose: true,
  agreeToProgramResponsibilities: true,
  agreeNondiscrimination: true,
  nameSignFirst: 'Erin Educator',
  nameSignSecond: 'Erin E.',
  nameSignThird: 'E. Educator',
  submittedAt: '2024-08-09T15:00:00.000Z',
  submittedBy: { __typename: 'ApplicationPerson', fullName: 'Erin Educator', email: 'erin@x.org' },
  school: {
    __typename: 'ApplicationSchool',
    id: 'ApplicationSchool:42',
    schoolId: 42,
    name: 'Lincoln Middle School',
    type: 'MIDDLE',
    districtName: 'Aldine ISD',
    address1: '100 Main St',
    address2: null,
    city: 'Houston',
    county: 'HARRIS',
    state: 'TX',
    zip: '77011',
    gradesServed: ['6', '7'],
    teamMembersBackpackBuddy: [
      member(1, 'PRINCIPAL', 'Pat', 'Principal', { email: 'pat@school.example' }),
      member(2, 'PRIMARY', 'Erin', 'Educator', { phone: '7135550100', title: 'Counselor' }),
    ],
  },
  ...overrides,
});

const signature = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApplicationSignatureDetails',
  id: 'ApplicationSignatureDetails:901',
  signedAt: '2024-08-12T16:00:00.000Z',
  principal: {
    __typename: 'SignaturePrincipal',
    fullName: 'Pat Principal',
    email: 'pat@school.example',
  },
  signeeName: 'Patricia Principal',
  signeeEmail: 'pat@school.example',
  ...overrides,
});

const printResult = (sig: Record<string, unknown> | null = signature()) => ({
  data: { applicationBackpackBuddy: application(), applicationSignatureDetails: sig },
});

function renderPrint(path: string, link: FakeLink) {
  const router = createMemoryRouter(
    [
      { path: `${program.url}/print/:id`, element: <BackpackBuddyPrintPage program={program} /> },
      { path: `${program.url}/schools`, element: <h1>School list</h1> },
      { path: `${program.url}/schools/:id/applications`, element: <h1>School applications</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ApolloProvider client={createApolloClient(link)}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return router;
}

/** The value next to a label of the summary. */
const valueOf = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('Backpack Buddy print screen', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    // The Apollo error link logs the failures some cases provoke on purpose.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the application read-only: term, school, roster, allotment, answers, signatures', async () => {
    const link = fakeLink({ BackpackBuddyPrint: () => printResult() });
    renderPrint('/backpack-buddy/print/901', link);

    await screen.findByRole('heading', { level: 3, name: 'Signatures' });
    screen.getByRole('heading', { level: 2, name: 'Backpack Buddy Application' });
    expect(document.title).toBe('Print Application | Backpack Buddy | Partner Portal');
    expect(link.calls[0]?.variables).toEqual({
      id: 901,
      applicationId: '901',
      programName: 'backpack-buddy',
    });

    expect(valueOf('Term')).toBe('2024-2025 School Year');
    expect(valueOf('Submitted')).toBe('8-9-24');
    expect(valueOf('School Name')).toBe('Lincoln Middle School');
    expect(valueOf('School Type')).toBe('Middle');
    expect(valueOf('County')).toBe('Harris');
    expect(valueOf('Organization Type')).toBe('Public School');

    const roster = screen.getByRole('table');
    const rows = within(roster).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]?.textContent).toBe('Primary CoordinatorErin EducatorCounselor713-555-0100');
    within(rows[1]!).getByRole('rowheader', { name: 'Pat Principal' });

    expect(valueOf('Total Enrollment')).toBe('640');
    expect(valueOf('Students Eligible for Free Lunch')).toBe('312');
    expect(valueOf('Students Eligible for Reduced Lunch')).toBe('48');
    expect(valueOf('Will help with media events')).toBe('Yes');
    expect(valueOf('Will share food bank information with families')).toBe('No');
    // Unanswered stays blank rather than reading as No.
    expect(valueOf('Send program emails to the Secondary Coordinator')).toBe('\u00a0');

    const interests = screen
      .getByRole('heading', { name: 'Programs Interested' })
      .closest('section')!;
    expect(
      within(interests)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SNAP', 'Kids Cafe']);

    expect(valueOf('Program Purpose')).toBe('Erin Educator');
    expect(valueOf('Program Responsibilities')).toBe('Erin E.');
    expect(valueOf('Nondiscrimination')).toBe('E. Educator');
    expect(valueOf('Principal Name')).toBe('Pat Principal');
    expect(valueOf('Principal Signature')).toBe('Patricia Principal');
    expect(valueOf('Date Signed')).toBe('8-12-24');
  });

  it('says so when the principal has not signed yet', async () => {
    const unsigned = signature({ signedAt: null, signeeName: null, signeeEmail: null });
    renderPrint(
      '/backpack-buddy/print/901',
      fakeLink({ BackpackBuddyPrint: () => printResult(unsigned) }),
    );
    await screen.findByRole('heading', { level: 3, name: 'Signatures' });
    expect(valueOf('Principal Signature')).toBe('Not signed');
    expect(valueOf('Date Signed')).toBe('\u00a0');
  });

  it("opens the print dialog 500 ms after 'Print Confirmation'", async () => {
    // The test DOM has no print dialog; stand in for it.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    renderPrint('/backpack-buddy/print/901', fakeLink({ BackpackBuddyPrint: () => printResult() }));
    const button = await screen.findByRole('button', { name: 'Print Confirmation' });

    vi.useFakeTimers();
    fireEvent.click(button);
    vi.advanceTimersByTime(499);
    expect(print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("goes back to the school's applications on 'Close'", async () => {
    const router = renderPrint(
      '/backpack-buddy/print/901',
      fakeLink({ BackpackBuddyPrint: () => printResult() }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await screen.findByRole('heading', { name: 'School applications' });
    expect(router.state.location.pathname).toBe('/backpack-buddy/schools/42/applications');
  });

  it.each([
    ['is missing', () => printResult(null)],
    ['fails to load', () => ({ errors: [{ message: 'Not found' }] })],
    ['cannot be reached', () => new Error('network down')],
  ])('sends the admin to the school list when the application %s', async (_case, answer) => {
    const router = renderPrint(
      '/backpack-buddy/print/901',
      fakeLink({ BackpackBuddyPrint: answer }),
    );
    await screen.findByRole('heading', { name: 'School list' });
    expect(router.state.location.pathname).toBe('/backpack-buddy/schools');
  });

  it('sends the admin to the school list for an id that is not a number, without asking', async () => {
    const link = fakeLink({ BackpackBuddyPrint: () => printResult() });
    renderPrint('/backpack-buddy/print/abc', link);
    await screen.findByRole('heading', { name: 'School list' });
    expect(link.calls).toHaveLength(0);
  });
});
