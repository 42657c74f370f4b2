import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { createApolloClient } from '../../../lib/apollo-client';
import { fakeLink } from '../../../test/fake-link';
import type { FakeLink } from '../../../test/fake-link';
import { PRINT_DELAY_MS } from './print-actions';
import TeachersAidPrintPage from './teachers-aid-print-page';

const program = PROGRAMS_BY_KEY.teachersAid;

const contact = (first: string, last: string, more = {}) => ({
  __typename: 'TeachersAidContact',
  firstName: first,
  lastName: last,
  fullName: `${first} ${last}`,
  title: null,
  phone: null,
  email: null,
  ...more,
});

const teacher = (teacherId: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Teacher',
  teacherId,
  firstName: 'Terry',
  lastName: 'Teacher',
  title: null,
  phone: null,
  email: 'terry@school.example',
  proxyTeacher: null,
  gradesTaught: [],
  subjectsTaught: [],
  numStudentsTaughtPerYear: null,
  ...overrides,
});

const school = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'TeachersAidApplicationSchool',
  id: 'TeachersAidApplicationSchool:42',
  schoolId: 42,
  name: 'Lincoln Elementary',
  type: 'ELEMENTARY',
  districtName: 'Aldine ISD',
  address1: '100 Main St',
  address2: null,
  city: 'Houston',
  county: 'HARRIS',
  state: 'TX',
  zip: '77011',
  gradesServed: ['K', '1'],
  teachersAidSchoolNumber: 'TA-88',
  siteCoordinator: contact('Sam', 'Coordinator', {
    title: 'Counselor',
    phone: '7135550111',
    email: 'sam@school.example',
  }),
  principal: contact('Pat', 'Principal', { phone: '7135550100', email: 'pat@school.example' }),
  ...overrides,
});

const application = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApplicationTeachersAid',
  id: 'ApplicationTeachersAid:55',
  applicationTeachersAidId: 55,
  status: 'PENDING_PRINCIPAL',
  new: true,
  isContinuation: false,
  term: {
    __typename: 'ProgramTerm',
    termId: 8,
    type: 'SCHOOL',
    year: 2025,
    termFormatted: '2025-2026 School Year',
  },
  organizationType: 'PUBLIC_SCHOOL',
  nonProfitOrganizations: null,
  numTotalEnrollment: 640,
  numFreeLunch: 500,
  numReducedLunch: 60,
  demographicAsian: 0.1,
  demographicBlack: 0.25,
  demographicHispanic: 0.3333,
  demographicWhite: null,
  certififedVerification: true,
  certifiedProgramRules: true,
  certifiedAgreement: true,
  certifiedNonDiscrimination: false,
  nameSignFirst: 'Sam Coordinator',
  nameSignSecond: 'Sam C.',
  nameSignThird: 'S. Coordinator',
  submittedAt: '2025-09-03T15:00:00.000Z',
  signedAt: null,
  submittedBy: {
    __typename: 'ApplicationPerson',
    fullName: 'Sam Coordinator',
    email: 'sam@school.example',
  },
  teachers: [
    teacher(1, {
      firstName: 'Alex',
      lastName: 'Art',
      phone: '7135550123',
      email: 'alex@school.example',
      gradesTaught: ['K', '1', '2'],
      subjectsTaught: ['ART', 'MUSIC_LIBRARIAN'],
      numStudentsTaughtPerYear: 120,
    }),
    teacher(2, {
      firstName: 'Robin',
      lastName: 'Reader',
      email: 'robin@school.example',
      gradesTaught: ['PK'],
      subjectsTaught: ['SPEECH_DYSLEXIA_SPECIALIST_THERAPY'],
      proxyTeacher: 'Alex Art',
    }),
  ],
  school: school(),
  ...overrides,
});

const signature = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApplicationSignatureDetails',
  id: 'ApplicationSignatureDetails:teachers-aid:55',
  signedAt: null,
  principal: {
    __typename: 'SignaturePrincipal',
    fullName: 'Pat Principal',
    email: 'pat@school.example',
  },
  signeeName: null,
  signeeEmail: null,
  ...overrides,
});

const printResult = (
  app: Record<string, unknown> = application(),
  sig: Record<string, unknown> | null = signature(),
) => ({ data: { applicationTeachersAid: app, applicationSignatureDetails: sig } });

function renderPrint(path: string, link: FakeLink) {
  const router = createMemoryRouter(
    [
      { path: `${program.url}/print/:id`, element: <TeachersAidPrintPage program={program} /> },
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

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('Teachers Aid print screen', () => {
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

  it('shows the school, counts, staff demographics, contacts, teacher roster and signatures', async () => {
    const link = fakeLink({ TeachersAidPrint: () => printResult() });
    renderPrint('/teachers-aid/print/55', link);

    await screen.findByRole('heading', { level: 3, name: 'Signatures' });
    screen.getByRole('heading', { level: 2, name: 'Teachers Aid Application' });
    expect(document.title).toBe('Print Application | Teachers Aid | Partner Portal');
    expect(link.calls[0]?.variables).toEqual({
      id: 55,
      applicationId: '55',
      programName: 'teachers-aid',
    });
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'School Information',
      'Enrollment Information',
      'Staff Demographics',
      'Contacts',
      'Teacher Roster',
      'Signatures',
    ]);

    expect(valueOf('Term')).toBe('2025-2026 School Year');
    expect(valueOf('Status')).toBe('Pending Principal Signature');
    expect(valueOf('Submitted')).toBe('9-3-25');
    expect(valueOf('Submitted By')).toBe('Sam Coordinator');
    expect(valueOf('School Name')).toBe('Lincoln Elementary');
    expect(valueOf('School Type')).toBe('Elementary');
    expect(valueOf('District')).toBe('Aldine ISD');
    expect(valueOf('School Number')).toBe('TA-88');
    expect(valueOf('Organization Type')).toBe('Public School');
    expect(valueOf('Address Line 1')).toBe('100 Main St');
    expect(valueOf('County')).toBe('Harris');
    expect(valueOf('State')).toBe('Texas');
    expect(valueOf('Postal Code')).toBe('77011');

    expect(valueOf('Total Enrollment')).toBe('640');
    expect(valueOf('Students Eligible for Free Lunch')).toBe('500');
    expect(valueOf('Students Eligible for Reduced Lunch')).toBe('60');
    expect(valueOf('Background Checks Certified')).toBe('Yes');

    // Fractions shown as percentages; a missing share stays empty.
    expect(valueOf('Asian')).toBe('10%');
    expect(valueOf('Black')).toBe('25%');
    expect(valueOf('Hispanic')).toBe('33.33%');
    expect(valueOf('White')).toBe('\u00a0');

    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(rowsOf(within(contacts).getByRole('table'))).toEqual([
      'RoleNameTitlePhoneEmail',
      'Site CoordinatorSam CoordinatorCounselor713-555-0111sam@school.example',
      'PrincipalPat Principal713-555-0100pat@school.example',
    ]);

    const roster = screen.getByRole('table', { name: 'Teacher Roster' });
    expect(
      within(roster)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Name',
      'Email',
      'Phone',
      'Grades Taught',
      'Subjects',
      'Students per Year',
      'Proxy Teacher',
    ]);
    const cells = (name: string) =>
      Array.from(
        within(roster).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td'),
        (td) => td.textContent,
      );
    expect(cells('Alex Art')).toEqual([
      'alex@school.example',
      '713-555-0123',
      'Kindergarten, 1st, 2nd',
      'Art, Music/Librarian',
      '120',
      '',
    ]);
    expect(cells('Robin Reader')).toEqual([
      'robin@school.example',
      '',
      'Pre-K',
      'Speech/Dyslexia Specialist/Therapy',
      '',
      'Alex Art',
    ]);

    // Teachers Aid's three sections, its I Agree boxes being the step 3 certifications.
    expect(valueOf('Program Rules')).toBe('Sam Coordinator');
    expect(valueOf('Certified Program Rules')).toBe('Yes');
    expect(valueOf('Agreement')).toBe('Sam C.');
    expect(valueOf('Certified Agreement')).toBe('Yes');
    expect(valueOf('Nondiscrimination')).toBe('S. Coordinator');
    expect(valueOf('Certified Nondiscrimination')).toBe('No');
    expect(screen.queryByText('Program Purpose', { selector: 'dt' })).toBeNull();
    expect(valueOf('Principal Name')).toBe('Pat Principal');
    expect(valueOf('Principal Email')).toBe('pat@school.example');
    expect(valueOf('Principal Signature')).toBe('Not signed');
    expect(valueOf('Date Signed')).toBe('\u00a0');
  });

  it('shows the signee and the date once the principal has signed', async () => {
    const approved = application({ status: 'APPROVED', signedAt: '2025-09-05T16:00:00.000Z' });
    const signed = signature({
      signedAt: '2025-09-05T16:00:00.000Z',
      signeeName: 'Pat Q. Principal',
      signeeEmail: 'pat@school.example',
    });
    renderPrint(
      '/teachers-aid/print/55',
      fakeLink({ TeachersAidPrint: () => printResult(approved, signed) }),
    );
    await screen.findByRole('heading', { level: 3, name: 'Signatures' });
    expect(valueOf('Status')).toBe('Approved');
    expect(valueOf('Principal Signature')).toBe('Pat Q. Principal');
    expect(valueOf('Signee Email')).toBe('pat@school.example');
    expect(valueOf('Date Signed')).toBe('9-5-25');
  });

  it("says 'None' for an empty roster and no contacts, and names the principal from the signature details", async () => {
    const bare = application({
      teachers: [],
      school: school({ siteCoordinator: null, principal: null }),
    });
    renderPrint('/teachers-aid/print/55', fakeLink({ TeachersAidPrint: () => printResult(bare) }));
    const roster = await screen.findByRole('region', { name: 'Teacher Roster' });
    within(roster).getByText('None');
    expect(screen.queryByRole('table')).toBeNull();
    within(screen.getByRole('region', { name: 'Contacts' })).getByText('None');
    expect(valueOf('Principal Name')).toBe('Pat Principal');
  });

  it('still shows the signatures from the application when no signature details come back', async () => {
    renderPrint(
      '/teachers-aid/print/55',
      fakeLink({ TeachersAidPrint: () => printResult(application(), null) }),
    );
    await screen.findByRole('heading', { level: 3, name: 'Signatures' });
    expect(valueOf('Principal Name')).toBe('Pat Principal');
    expect(valueOf('Principal Signature')).toBe('Not signed');
  });

  it(`opens the print dialog ${PRINT_DELAY_MS} ms after 'Print Confirmation'`, async () => {
    // The test DOM has no print dialog; stand in for it.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    renderPrint('/teachers-aid/print/55', fakeLink({ TeachersAidPrint: () => printResult() }));
    const button = await screen.findByRole('button', { name: 'Print Confirmation' });

    vi.useFakeTimers();
    fireEvent.click(button);
    vi.advanceTimersByTime(PRINT_DELAY_MS - 1);
    expect(print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("goes back to the school's applications on 'Close'", async () => {
    const router = renderPrint(
      '/teachers-aid/print/55',
      fakeLink({ TeachersAidPrint: () => printResult() }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await screen.findByRole('heading', { name: 'School applications' });
    expect(router.state.location.pathname).toBe('/teachers-aid/schools/42/applications');
  });

  it.each([
    ['is missing', () => ({ errors: [{ message: 'Not found' }] })],
    ['cannot be reached', () => new Error('network down')],
  ])('sends the admin to the school list when the application %s', async (_case, answer) => {
    const router = renderPrint('/teachers-aid/print/55', fakeLink({ TeachersAidPrint: answer }));
    await screen.findByRole('heading', { name: 'School list' });
    expect(router.state.location.pathname).toBe('/teachers-aid/schools');
  });

  it('sends the admin to the school list for an id that is not a number, without asking', async () => {
    const link = fakeLink({ TeachersAidPrint: () => printResult() });
    renderPrint('/teachers-aid/print/abc', link);
    await screen.findByRole('heading', { name: 'School list' });
    expect(link.calls).toHaveLength(0);
  });
});
