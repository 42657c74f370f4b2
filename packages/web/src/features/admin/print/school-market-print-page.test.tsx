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
import SchoolMarketPrintPage from './school-market-print-page';

const program = PROGRAMS_BY_KEY.schoolMarket;

const contact = (first: string, last: string, more = {}) => ({
  __typename: 'SchoolMarketContact',
  firstName: first,
  lastName: last,
  fullName: `${first} ${last}`,
  title: null,
  phone: null,
  email: null,
  ...more,
});

const school = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'SchoolMarketApplicationSchool',
  id: 'SchoolMarketApplicationSchool:42',
  schoolId: 42,
  name: 'Jefferson High School',
  type: 'HIGH',
  districtName: 'Aldine ISD',
  address1: '200 Oak St',
  address2: 'Building B',
  city: 'Houston',
  county: 'HARRIS',
  state: 'TX',
  zip: '77039',
  gradesServed: ['9', '10'],
  schoolMarketAgencyNumber: 'A-1234',
  primaryPointOfContact: contact('Casey', 'Contact', {
    title: 'Counselor',
    phone: '7135550111',
    email: 'casey@school.example',
  }),
  principal: contact('Pat', 'Principal', { phone: '7135550100', email: 'pat@school.example' }),
  ...overrides,
});

const application = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApplicationSchoolMarket',
  id: 'ApplicationSchoolMarket:77',
  applicationSchoolMarketId: 77,
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
  organizationType: null,
  nonProfitOrganizations: 'Helping Hands',
  numTotalEnrollment: 1200,
  numFreeLunch: 500,
  numReducedLunch: 90,
  certififedVerification: true,
  marketType: 'MOBILE',
  operatingFrequency: 'AUGUST_MAY_TWICE_MONTHLY',
  preferredDistributionDay: 'TUESDAY',
  preferredDistributionTime: 'DISTRIBUTION_2PM_5PM',
  secondaryPreferredDistributionDay: 'THURSDAY',
  secondaryPreferredDistributionTime: 'DISTRIBUTION_8AM_11AM',
  agreeToProgramPurpose: true,
  agreeToProgramResponsibilities: true,
  agreeNondiscrimination: true,
  nameSignFirst: 'Casey Contact',
  nameSignSecond: 'Casey C.',
  nameSignThird: 'C. Contact',
  submittedAt: '2025-09-03T15:00:00.000Z',
  signedAt: null,
  signerRole: 'PRINCIPAL',
  submittedBy: {
    __typename: 'ApplicationPerson',
    fullName: 'Casey Contact',
    email: 'casey@school.example',
  },
  school: school(),
  ...overrides,
});

const signature = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApplicationSignatureDetails',
  id: 'ApplicationSignatureDetails:school-market:77',
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
) => ({ data: { applicationSchoolMarket: app, applicationSignatureDetails: sig } });

function renderPrint(path: string, link: FakeLink) {
  const router = createMemoryRouter(
    [
      { path: `${program.url}/print/:id`, element: <SchoolMarketPrintPage program={program} /> },
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

describe('School Market print screen', () => {
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

  it('shows the school, counts, market answers, both contacts and the signatures', async () => {
    const link = fakeLink({ SchoolMarketPrint: () => printResult() });
    renderPrint('/school-market/print/77', link);

    await screen.findByRole('heading', { level: 3, name: 'Signatures' });
    screen.getByRole('heading', { level: 2, name: 'School Market Application' });
    expect(document.title).toBe('Print Application | School Market | Partner Portal');
    expect(link.calls[0]?.variables).toEqual({
      id: 77,
      applicationId: '77',
      programName: 'school-market',
    });
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'School Information',
      'Enrollment Information',
      'Market Information',
      'Contacts',
      'Signatures',
    ]);

    expect(valueOf('Term')).toBe('2025-2026 School Year');
    expect(valueOf('Status')).toBe('Pending Principal Signature');
    expect(valueOf('Submitted')).toBe('9-3-25');
    expect(valueOf('Submitted By')).toBe('Casey Contact');
    expect(valueOf('School Name')).toBe('Jefferson High School');
    expect(valueOf('School Type')).toBe('High');
    expect(valueOf('District')).toBe('Aldine ISD');
    expect(valueOf('Agency Number')).toBe('A-1234');
    expect(valueOf('Nonprofit Organizations')).toBe('Helping Hands');
    expect(valueOf('Address Line 1')).toBe('200 Oak St');
    expect(valueOf('Address Line 2')).toBe('Building B');
    expect(valueOf('County')).toBe('Harris');
    expect(valueOf('State')).toBe('Texas');
    expect(valueOf('Postal Code')).toBe('77039');

    expect(valueOf('Total Enrollment')).toBe('1200');
    expect(valueOf('Students Eligible for Free Lunch')).toBe('500');
    expect(valueOf('Students Eligible for Reduced Lunch')).toBe('90');

    expect(valueOf('Market Type')).toBe('Mobile Distribution');
    // The label the form offered for the term: its years written in.
    expect(valueOf('Operating Frequency')).toBe('August 2025 - May 2026, twice a month');
    expect(valueOf('Preferred Distribution Day')).toBe('Tuesday');
    expect(valueOf('Preferred Distribution Time')).toBe('2:00 PM - 5:00 PM');
    expect(valueOf('Secondary Distribution Day')).toBe('Thursday');
    expect(valueOf('Secondary Distribution Time')).toBe('8:00 AM - 11:00 AM');

    const contacts = screen.getByRole('table');
    const rows = within(contacts).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RoleNameTitlePhoneEmail',
      'Primary Point of ContactCasey ContactCounselor713-555-0111casey@school.example',
      'PrincipalPat Principal713-555-0100pat@school.example',
    ]);
    within(rows[2]!).getByRole('rowheader', { name: 'Pat Principal' });

    expect(valueOf('Program Purpose')).toBe('Casey Contact');
    expect(valueOf('Program Responsibilities')).toBe('Casey C.');
    expect(valueOf('Nondiscrimination')).toBe('C. Contact');
    expect(valueOf('Agrees to Nondiscrimination')).toBe('Yes');
    expect(valueOf('Principal Name')).toBe('Pat Principal');
    expect(valueOf('Principal Email')).toBe('pat@school.example');
    expect(valueOf('Principal Signature')).toBe('Not signed');
    expect(valueOf('Date Signed')).toBe('\u00a0');
  });

  it('writes the summer years into a summer frequency', async () => {
    const summer = application({
      term: {
        __typename: 'ProgramTerm',
        termId: 9,
        type: 'SUMMER',
        year: 2026,
        termFormatted: 'Summer 2026',
      },
      operatingFrequency: 'MAY_JULY_WEEKLY',
    });
    renderPrint(
      '/school-market/print/77',
      fakeLink({ SchoolMarketPrint: () => printResult(summer) }),
    );
    await screen.findByRole('heading', { level: 3, name: 'Market Information' });
    expect(valueOf('Operating Frequency')).toBe('May 2026 - July 2026, weekly');
  });

  it('names the primary point of contact as the signer of a Houston ISD school, once signed', async () => {
    const houston = application({
      status: 'APPROVED',
      signerRole: 'PRIMARY_POINT_OF_CONTACT',
      signedAt: '2025-09-05T16:00:00.000Z',
      school: school({ districtName: 'Houston ISD' }),
    });
    const signed = signature({
      signedAt: '2025-09-05T16:00:00.000Z',
      principal: {
        __typename: 'SignaturePrincipal',
        fullName: 'Casey Contact',
        email: 'casey@school.example',
      },
      signeeName: 'Casey Q. Contact',
      signeeEmail: 'casey@school.example',
    });
    renderPrint(
      '/school-market/print/77',
      fakeLink({ SchoolMarketPrint: () => printResult(houston, signed) }),
    );
    await screen.findByRole('heading', { level: 3, name: 'Signatures' });
    expect(valueOf('Status')).toBe('Approved');
    expect(valueOf('Primary Point of Contact Name')).toBe('Casey Contact');
    expect(valueOf('Primary Point of Contact Email')).toBe('casey@school.example');
    expect(valueOf('Primary Point of Contact Signature')).toBe('Casey Q. Contact');
    expect(valueOf('Signee Email')).toBe('casey@school.example');
    expect(valueOf('Date Signed')).toBe('9-5-25');
    expect(screen.queryByText('Principal Name', { selector: 'dt' })).toBeNull();
  });

  it('still shows the signatures from the application when no signature details come back', async () => {
    renderPrint(
      '/school-market/print/77',
      fakeLink({ SchoolMarketPrint: () => printResult(application(), null) }),
    );
    await screen.findByRole('heading', { level: 3, name: 'Signatures' });
    expect(valueOf('Principal Name')).toBe('Pat Principal');
    expect(valueOf('Principal Signature')).toBe('Not signed');
  });

  it(`opens the print dialog ${PRINT_DELAY_MS} ms after 'Print Confirmation'`, async () => {
    // The test DOM has no print dialog; stand in for it.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    renderPrint('/school-market/print/77', fakeLink({ SchoolMarketPrint: () => printResult() }));
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
      '/school-market/print/77',
      fakeLink({ SchoolMarketPrint: () => printResult() }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await screen.findByRole('heading', { name: 'School applications' });
    expect(router.state.location.pathname).toBe('/school-market/schools/42/applications');
  });

  it.each([
    ['is missing', () => ({ errors: [{ message: 'Not found' }] })],
    ['cannot be reached', () => new Error('network down')],
  ])('sends the admin to the school list when the application %s', async (_case, answer) => {
    const router = renderPrint('/school-market/print/77', fakeLink({ SchoolMarketPrint: answer }));
    await screen.findByRole('heading', { name: 'School list' });
    expect(router.state.location.pathname).toBe('/school-market/schools');
  });

  it('sends the admin to the school list for an id that is not a number, without asking', async () => {
    const link = fakeLink({ SchoolMarketPrint: () => printResult() });
    renderPrint('/school-market/print/abc', link);
    await screen.findByRole('heading', { name: 'School list' });
    expect(link.calls).toHaveLength(0);
  });
});
