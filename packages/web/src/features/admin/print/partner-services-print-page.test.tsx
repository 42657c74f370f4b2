import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { createApolloClient } from '../../../lib/apollo-client';
import { fakeLink } from '../../../test/fake-link';
import type { FakeLink } from '../../../test/fake-link';
import PartnerServicesPrintPage from './partner-services-print-page';

const program = PROGRAMS_BY_KEY.partnerServices;

const contact = (type: string, first: string, last: string, more = {}) => ({
  __typename: 'PartnerServicesContact',
  type,
  fullName: `${first} ${last}`,
  title: null,
  phone: null,
  email: null,
  ...more,
});

const application = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApplicationPartnerServices',
  id: 'ApplicationPartnerServices:88',
  applicationPartnerServicesId: 88,
  status: 'PENDING',
  applicationYear: 2025,
  isContinuation: false,
  new: true,
  createdAt: '2025-04-01T15:00:00.000Z',
  submittedAt: '2025-04-03T15:00:00.000Z',
  submittedBy: { __typename: 'ApplicationPerson', fullName: 'Pat Pantry', email: 'p@x.example' },
  organization: {
    __typename: 'PartnerServicesApplicationOrganization',
    id: 'PartnerServicesApplicationOrganization:42',
    organizationId: 42,
    name: 'Eastside Food Pantry',
    einNumber: '12-3456789',
    address1: '1 Main St',
    address2: 'Suite 4',
    city: 'Houston',
    county: 'HARRIS',
    state: 'TX',
    zip: '77001',
    phone: '7135550111',
    website: 'https://eastside.example',
    primaryPointOfContact: contact('PRIMARY_POINT_CONTACT', 'Pat', 'Pantry', {
      title: 'Director',
      phone: '7135550100',
      email: 'pat@pantry.example',
    }),
    secondaryPointOfContact: contact('SECONDARY_POINT_CONTACT', 'Sam', 'Second', {
      phone: '7135550199',
      email: 'sam@pantry.example',
    }),
  },
  daysOfOperation: ['MONDAY', 'FRIDAY'],
  operatingHoursStartTime: '11:00 AM',
  operatingHoursEndTime: '2:00 PM',
  gateCode: '42#',
  isNonProfit: true,
  isReligious: true,
  servicesInterest: ['FOOD_PANTRY', 'HOT_MEALS', 'OTHER'],
  servicesInterestOther: 'Diapers',
  peopleServedPerMonth: 350,
  hasDryStorage: true,
  hasCoolerStorage: false,
  hasFreezerStorage: true,
  hasFoodSafetyCertification: false,
  nameSign: 'Pat Pantry',
  agreeToProgramPurpose: true,
  agreeNondiscrimination: true,
  agreeNoReligiousActivity: true,
  certififedVerification: true,
  ...overrides,
});

const printResult = (app: Record<string, unknown> = application()) => ({
  data: { applicationPartnerServices: app },
});

function renderPrint(path: string, link: FakeLink) {
  const router = createMemoryRouter(
    [
      {
        path: '/partner-services/print/:id',
        element: <PartnerServicesPrintPage program={program} />,
      },
      { path: '/partner-services/organizations', element: <h1>Organization list</h1> },
      {
        path: '/partner-services/organizations/:id/applications',
        element: <h1>Organization applications</h1>,
      },
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

describe('Partner Services print screen', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('shows every section of the application, in order', async () => {
    const link = fakeLink({ PartnerServicesPrint: () => printResult() });
    renderPrint('/partner-services/print/88', link);
    await screen.findByRole('heading', { level: 3, name: 'Signatures' });
    screen.getByRole('heading', { level: 2, name: 'Partner Services Application' });
    expect(document.title).toBe('Print Application | Partner Services | Partner Portal');
    expect(link.calls[0]?.variables).toEqual({ id: 88 });
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Organization Information',
      'Contacts',
      'Eligibility',
      'Services',
      'Operations',
      'Storage and Food Safety',
      'Signatures',
    ]);
  });

  it('shows the organization, contacts, answers and signatures', async () => {
    renderPrint(
      '/partner-services/print/88',
      fakeLink({ PartnerServicesPrint: () => printResult() }),
    );
    await screen.findByRole('heading', { level: 3, name: 'Signatures' });
    expect(valueOf('Application Year')).toBe('2025');
    expect(valueOf('Status')).toBe('Pending');
    expect(valueOf('Submitted')).toBe('4-3-25');
    expect(valueOf('Organization Name')).toBe('Eastside Food Pantry');
    expect(valueOf('EIN')).toBe('12-3456789');
    expect(valueOf('County')).toBe('Harris');
    expect(valueOf('State')).toBe('Texas');
    expect(valueOf('Phone')).toBe('713-555-0111');
    expect(valueOf('Website')).toBe('https://eastside.example');
    expect(valueOf('Primary Point of Contact')).toBe('Pat Pantry');
    expect(valueOf('Primary Point of Contact Phone')).toBe('713-555-0100');
    expect(valueOf('Secondary Point of Contact Email')).toBe('sam@pantry.example');
    expect(valueOf('Nonprofit Organization')).toBe('Yes');
    expect(valueOf('Religious Organization')).toBe('Yes');
    expect(valueOf('Services of Interest')).toBe('Food Pantry, Hot Meals, Other');
    expect(valueOf('Other Service')).toBe('Diapers');
    expect(valueOf('Days of Operation')).toBe('Monday, Friday');
    expect(valueOf('Operating Hours')).toBe('11:00 AM - 2:00 PM');
    expect(valueOf('Gate Code')).toBe('42#');
    expect(valueOf('People Served per Month')).toBe('350');
    expect(valueOf('Cooler Storage')).toBe('No');
    expect(valueOf('Food Safety Certification')).toBe('No');
    expect(valueOf('Name')).toBe('Pat Pantry');
    expect(valueOf('Agrees to Nondiscrimination')).toBe('Yes');
    expect(valueOf('Agrees to No Religious Activity')).toBe('Yes');
    expect(valueOf('Information Certified True and Complete')).toBe('Yes');
  });

  it("goes back to the organization's applications on 'Close'", async () => {
    const router = renderPrint(
      '/partner-services/print/88',
      fakeLink({ PartnerServicesPrint: () => printResult() }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await screen.findByRole('heading', { name: 'Organization applications' });
    expect(router.state.location.pathname).toBe('/partner-services/organizations/42/applications');
  });

  it("goes back to the list on 'Close' for a new agency's draft, which has no organization yet", async () => {
    const draft = application({
      status: 'IN_PROGRESS',
      submittedAt: null,
      organization: { ...application().organization, organizationId: null },
    });
    const router = renderPrint(
      '/partner-services/print/88',
      fakeLink({ PartnerServicesPrint: () => printResult(draft) }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await screen.findByRole('heading', { name: 'Organization list' });
    expect(router.state.location.pathname).toBe('/partner-services/organizations');
  });

  it.each([
    ['is missing', () => ({ errors: [{ message: 'Not found' }] })],
    ['cannot be reached', () => new Error('network down')],
  ])('sends the admin to the organizations list when the application %s', async (_case, answer) => {
    const router = renderPrint(
      '/partner-services/print/88',
      fakeLink({ PartnerServicesPrint: answer }),
    );
    await screen.findByRole('heading', { name: 'Organization list' });
    expect(router.state.location.pathname).toBe('/partner-services/organizations');
  });

  it('sends the admin to the list for an id that is not a number, without asking', async () => {
    const link = fakeLink({ PartnerServicesPrint: () => printResult() });
    renderPrint('/partner-services/print/abc', link);
    await screen.findByRole('heading', { name: 'Organization list' });
    expect(link.calls).toHaveLength(0);
  });
});
