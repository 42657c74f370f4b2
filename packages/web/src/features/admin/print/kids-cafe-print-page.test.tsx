import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { createApolloClient } from '../../../lib/apollo-client';
import { fakeLink } from '../../../test/fake-link';
import type { FakeLink } from '../../../test/fake-link';
import KidsCafePrintPage from './kids-cafe-print-page';
import { PRINT_DELAY_MS } from './print-actions';

const program = PROGRAMS_BY_KEY.kidsCafe;

const contact = (type: string, first: string, last: string, more = {}) => ({
  __typename: 'KidsCafeContact',
  type,
  fullName: `${first} ${last}`,
  title: null,
  phone: null,
  email: null,
  isSupervisor: null,
  ...more,
});

const meal = (
  name: string,
  chosen: boolean,
  start = '',
  end = '',
  count: number | null = null,
) => ({
  [`interest${name.charAt(0).toUpperCase()}${name.slice(1)}`]: chosen,
  [`${name}StartTime`]: chosen ? start : null,
  [`${name}EndTime`]: chosen ? end : null,
  [`${name}NumExpectedParticipants`]: chosen ? count : null,
});

const application = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApplicationKidsCafe',
  id: 'ApplicationKidsCafe:77',
  applicationKidsCafeId: 77,
  status: 'PENDING',
  type: 'SUMMER',
  applicationYearDisplayed: 2025,
  isContinuation: false,
  new: true,
  submittedAt: '2024-04-03T15:00:00.000Z',
  submittedBy: { __typename: 'ApplicationPerson', fullName: 'Casey Contact', email: 'c@x.example' },
  site: {
    __typename: 'KidsCafeApplicationSite',
    id: 'KidsCafeApplicationSite:42',
    siteId: 42,
    name: 'Sunshine Learning Center',
    address1: '1 Main St',
    address2: 'Suite 4',
    crossStreet: 'Elm St',
    city: 'Houston',
    county: 'HARRIS',
    state: 'TX',
    zip: '77001',
    closestSchool: 'Lincoln Elementary',
    primaryPointOfContact: contact('PRIMARY_POINT_CONTACT', 'Casey', 'Contact', {
      title: 'Director',
      phone: '7135550100',
      email: 'casey@site.example',
      isSupervisor: true,
    }),
    secondaryPointOfContact: contact('SECONDARY_POINT_CONTACT', 'Sam', 'Second', {
      phone: '7135550199',
      email: 'sam@site.example',
      isSupervisor: false,
    }),
  },
  siteType: 'CHILDCARE',
  forProfit: false,
  participatedAgriculture: true,
  agricultureSponsor: 'Texas Farm Fresh',
  childcareLicense: 'YES',
  hasWifi: true,
  hasRecordingDevice: false,
  hasStorage: true,
  receivesDeliveries: true,
  hasMicrowave: true,
  isTexasRisingStar: 'THREE_STAR',
  isFederalParticipant: false,
  isOpenEnrolledYear: true,
  hasInfantsEnrolled: false,
  hasAfterSchool: true,
  startDate: '06/03/2024',
  endDate: '08/09/2024',
  operatingHoursStartTime: '7:00 AM',
  operatingHoursEndTime: '6:00 PM',
  gateCode: '1234#',
  numExpectedParticipants: 60,
  participantAgeRanges: ['INFANT', 'FOUR_SIX'],
  daysForService: ['MONDAYS', 'FRIDAYS'],
  ...meal('breakfast', true, '8:00 AM', '9:00 AM', 40),
  ...meal('brunch', false),
  ...meal('lunch', true, '11:30 AM', '12:30 PM', 55),
  ...meal('bogoLunch', false),
  ...meal('snack', true, '3:00 PM', '3:30 PM', 20),
  ...meal('supper', false),
  specialDeliveryNotes: 'Ring the bell twice',
  earliestDeliveryTime: '6:30 AM',
  enrichmentPrograms: 'Reading club',
  closureDates: 'July 4\nJuly 5',
  fieldTrips: null,
  referredBy: 'A neighbour',
  readProgramAgreement: true,
  nameSign: 'Casey Contact',
  agreeToProgramPurpose: true,
  agreeToReimbursement: true,
  agreeToDocumentation: true,
  certififedVerification: false,
  ...overrides,
});

const printResult = (app: Record<string, unknown> = application()) => ({
  data: { applicationKidsCafe: app },
});

function renderPrint(path: string, link: FakeLink) {
  const router = createMemoryRouter(
    [
      { path: '/kids-cafe/print/:id/:term', element: <KidsCafePrintPage program={program} /> },
      { path: '/kids-cafe/sites', element: <h1>Site list</h1> },
      { path: '/kids-cafe/sites/:id/applications', element: <h1>Site applications</h1> },
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
const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** The text of a section, by its heading. */
const sectionText = (title: string) =>
  screen.getByRole('region', { name: title }).textContent?.replace(title, '');

describe('Kids Cafe print screen', () => {
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

  it('shows every section of spec 3 §2, in order', async () => {
    const link = fakeLink({ KidsCafePrint: () => printResult() });
    renderPrint('/kids-cafe/print/77/SUMMER', link);
    await screen.findByRole('heading', { level: 3, name: 'Signatures' });
    screen.getByRole('heading', { level: 2, name: 'Kids Cafe Application' });
    expect(document.title).toBe('Print Application | Kids Cafe | Partner Portal');
    expect(link.calls[0]?.variables).toEqual({ id: 77 });
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Site Information',
      'Eligibility Questions',
      'Contacts',
      'Service Dates and Times',
      'Participant Ages',
      'Days for Service',
      'Meal Services',
      'Delivery Notes',
      'Enrichment Programs',
      'Closures',
      'Field Trips',
      'Signatures',
    ]);
  });

  it('shows the site, the eligibility answers with the childcare ones, and both contacts', async () => {
    renderPrint('/kids-cafe/print/77/SUMMER', fakeLink({ KidsCafePrint: () => printResult() }));
    await screen.findByRole('heading', { level: 3, name: 'Signatures' });
    expect(valueOf('Application Type')).toBe('Summer');
    // A Summer application of 2024 is displayed as 2025.
    expect(valueOf('Application Year')).toBe('2025');
    expect(valueOf('Status')).toBe('Pending');
    expect(valueOf('Submitted')).toBe('4-3-24');
    expect(valueOf('Submitted By')).toBe('Casey Contact');
    expect(valueOf('Site Name')).toBe('Sunshine Learning Center');
    expect(valueOf('Site Type')).toBe('Childcare');
    expect(valueOf('Cross Street')).toBe('Elm St');
    expect(valueOf('County')).toBe('Harris');
    expect(valueOf('State')).toBe('Texas');
    expect(valueOf('Closest School')).toBe('Lincoln Elementary');
    expect(valueOf('Gate Code')).toBe('1234#');

    // forProfit false: the site answered Yes to "nonprofit?".
    expect(valueOf('Nonprofit Organization')).toBe('Yes');
    expect(valueOf('Agriculture Sponsor')).toBe('Texas Farm Fresh');
    expect(valueOf('Childcare License')).toBe('Yes');
    expect(valueOf('Has a Recording Device')).toBe('No');
    expect(valueOf('Texas Rising Star')).toBe('Three-Star');
    expect(valueOf('Infants Enrolled')).toBe('No');

    expect(valueOf('Primary Point of Contact')).toBe('Casey Contact');
    expect(valueOf('Primary Point of Contact Phone')).toBe('713-555-0100');
    expect(valueOf('Primary Point of Contact Supervisor')).toBe('Yes');
    expect(valueOf('Secondary Point of Contact')).toBe('Sam Second');
    expect(valueOf('Secondary Point of Contact Email')).toBe('sam@site.example');
    expect(valueOf('Secondary Point of Contact Supervisor')).toBe('No');
  });

  it('shows the service dates, ages, days, meals with times and counts, notes and signatures', async () => {
    renderPrint('/kids-cafe/print/77/SUMMER', fakeLink({ KidsCafePrint: () => printResult() }));
    await screen.findByRole('heading', { level: 3, name: 'Signatures' });
    expect(valueOf('Start Date')).toBe('06/03/2024');
    expect(valueOf('End Date')).toBe('08/09/2024');
    expect(valueOf('Operating Hours')).toBe('7:00 AM - 6:00 PM');
    expect(valueOf('Expected Participants')).toBe('60');
    expect(sectionText('Participant Ages')).toBe('Infants, 4-6');
    expect(sectionText('Days for Service')).toBe('Mondays, Fridays');

    const meals = within(screen.getByRole('region', { name: 'Meal Services' })).getByRole('table');
    expect(
      within(meals)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'MealStart TimeEnd TimeExpected Participants',
      'Breakfast8:00 AM9:00 AM40',
      'Lunch11:30 AM12:30 PM55',
      'Snack3:00 PM3:30 PM20',
    ]);

    expect(valueOf('Earliest Delivery Time')).toBe('6:30 AM');
    expect(valueOf('Special Delivery Notes')).toBe('Ring the bell twice');
    expect(sectionText('Enrichment Programs')).toBe('Reading club');
    expect(sectionText('Closures')).toBe('July 4\nJuly 5');
    expect(sectionText('Field Trips')).toBe('None');

    expect(valueOf('Name')).toBe('Casey Contact');
    expect(valueOf('Read the Program Agreement')).toBe('Yes');
    expect(valueOf('Agrees to Program Purpose')).toBe('Yes');
    expect(valueOf('Agrees to Reimbursement')).toBe('Yes');
    expect(valueOf('Agrees to Documentation')).toBe('Yes');
    expect(valueOf('Date Submitted')).toBe('4-3-24');
  });

  it('leaves out the childcare questions for another site type, and says None without meals', async () => {
    const headStart = application({
      siteType: 'HEAD_START',
      hasMicrowave: null,
      isTexasRisingStar: null,
      ...meal('breakfast', false),
      ...meal('lunch', false),
      ...meal('snack', false),
    });
    renderPrint(
      '/kids-cafe/print/77/SUMMER',
      fakeLink({ KidsCafePrint: () => printResult(headStart) }),
    );
    await screen.findByRole('heading', { level: 3, name: 'Signatures' });
    expect(valueOf('Site Type')).toBe('Head Start');
    expect(screen.queryByText('Texas Rising Star', { selector: 'dt' })).toBeNull();
    expect(sectionText('Meal Services')).toBe('None');
  });

  it(`opens the print dialog ${PRINT_DELAY_MS} ms after 'Print Confirmation'`, async () => {
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    renderPrint('/kids-cafe/print/77/SUMMER', fakeLink({ KidsCafePrint: () => printResult() }));
    const button = await screen.findByRole('button', { name: 'Print Confirmation' });
    vi.useFakeTimers();
    fireEvent.click(button);
    vi.advanceTimersByTime(PRINT_DELAY_MS - 1);
    expect(print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("goes back to the site's applications on 'Close'", async () => {
    const router = renderPrint(
      '/kids-cafe/print/77/SUMMER',
      fakeLink({ KidsCafePrint: () => printResult() }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await screen.findByRole('heading', { name: 'Site applications' });
    expect(router.state.location.pathname).toBe('/kids-cafe/sites/42/applications');
  });

  it("corrects a term that is not the application's", async () => {
    const router = renderPrint(
      '/kids-cafe/print/77/SCHOOL',
      fakeLink({ KidsCafePrint: () => printResult() }),
    );
    await screen.findByRole('heading', { level: 3, name: 'Signatures' });
    expect(router.state.location.pathname).toBe('/kids-cafe/print/77/SUMMER');
  });

  it.each([
    ['is missing', () => ({ errors: [{ message: 'Not found' }] })],
    ['cannot be reached', () => new Error('network down')],
  ])('sends the admin to the sites list when the application %s', async (_case, answer) => {
    const router = renderPrint('/kids-cafe/print/77/SUMMER', fakeLink({ KidsCafePrint: answer }));
    await screen.findByRole('heading', { name: 'Site list' });
    expect(router.state.location.pathname).toBe('/kids-cafe/sites');
  });

  it.each(['/kids-cafe/print/abc/SUMMER', '/kids-cafe/print/77/WINTER'])(
    'sends the admin to the sites list for %s, without asking',
    async (path) => {
      const link = fakeLink({ KidsCafePrint: () => printResult() });
      renderPrint(path, link);
      await screen.findByRole('heading', { name: 'Site list' });
      expect(link.calls).toHaveLength(0);
    },
  );
});
