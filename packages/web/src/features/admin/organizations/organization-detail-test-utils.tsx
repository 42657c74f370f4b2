import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ENUMERATIONS, PROGRAMS_BY_KEY } from '@portal/domain';
import { createApolloClient } from '../../../lib/apollo-client';
import { CurrentSessionContext } from '../../../lib/current-user';
import { ToastViewport } from '../../../lib/toast-viewport';
import type { FakeLink } from '../../../test/fake-link';
import { makeUser } from '../../../test/fixtures';
import { SCHOOL_OWN_TABS } from '../schools/school-detail-tabs';
import OrganizationDetailPage from './organization-detail-page';

export { callsOf, dismissToasts } from '../schools/school-detail-test-utils';

export const program = PROGRAMS_BY_KEY.partnerServices;

function member(overrides: Record<string, unknown>) {
  return { __typename: 'OrganizationMember', title: null, phone: null, email: null, ...overrides };
}

export const PRIMARY = member({
  id: '801',
  organizationMemberId: 801,
  type: 'PRIMARY_POINT_CONTACT',
  firstName: 'Pat',
  lastName: 'Pantry',
  title: 'Director',
  phone: '713-555-0100',
  email: 'pat@pantry.example',
});

export const SECONDARY = member({
  id: '802',
  organizationMemberId: 802,
  type: 'SECONDARY_POINT_CONTACT',
  firstName: 'Sam',
  lastName: 'Second',
  phone: '713-555-0199',
  email: 'sam@pantry.example',
});

export function organizationApplication(overrides: Record<string, unknown> = {}) {
  const id = (overrides.applicationPartnerServicesId as number | undefined) ?? 900;
  return {
    __typename: 'AdminOrganizationApplication',
    id: String(id),
    applicationPartnerServicesId: id,
    applicationYear: 2025,
    status: 'PENDING',
    createdAt: '2025-03-01T15:00:00.000Z',
    submittedAt: '2025-03-05T15:00:00.000Z',
    submittedByName: 'Erin Educator',
    isContinuation: false,
    ...overrides,
  };
}

/** An AdminOrganization as the API answers it. */
export function makeOrganization(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminOrganization',
    id: '42',
    organizationId: 42,
    name: 'Eastside Food Pantry',
    einNumber: '12-3456789',
    address1: '1 Main St',
    address2: null,
    city: 'Houston',
    county: 'HARRIS',
    state: 'TX',
    zip: '77001',
    phone: '713-555-0111',
    website: null,
    notes: null,
    deletedAt: null,
    programStatus: 'ACTIVE',
    programStatusUpdatedAt: '2025-02-01T12:00:00.000Z',
    lastEdited: '2025-03-05T15:00:00.000Z',
    lastEditedMembers: null,
    returning: 'N/A',
    members: [PRIMARY, SECONDARY],
    applications: [],
    history: [],
    ...overrides,
  };
}

/** The answer of adminOrganization (aliased to `organization`). */
export function organizationResult(organization = makeOrganization()) {
  return { data: { organization } };
}

const enums = [
  { name: 'organizationMemberTypes', options: [...ENUMERATIONS.organizationMemberTypes.options] },
];

/** The organization detail as the admin area mounts it, beside the list and application views. */
export function renderOrganizationDetail(path: string, link: FakeLink) {
  const client = createApolloClient(link);
  const tabs = {
    '': SCHOOL_OWN_TABS.profile,
    contacts: SCHOOL_OWN_TABS.contacts,
    'program-status': SCHOOL_OWN_TABS.programStatus,
    applications: SCHOOL_OWN_TABS.applications,
  };
  const screens = { view: true, agreement: false, print: true };
  const router = createMemoryRouter(
    [
      { path: '/partner-services/organizations', element: <h1>Organization list</h1> },
      {
        path: '/partner-services/organizations/:id/*',
        element: (
          <OrganizationDetailPage program={program} tabs={tabs} applicationScreens={screens} />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <ApolloProvider client={client}>
      <CurrentSessionContext value={{ user: makeUser({ type: 'ADMIN' }), enums }}>
        <RouterProvider router={router} />
      </CurrentSessionContext>
      <ToastViewport />
    </ApolloProvider>,
  );
  return { ...view, router, client };
}
