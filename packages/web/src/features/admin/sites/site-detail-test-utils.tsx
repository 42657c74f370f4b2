import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ENUMERATIONS, PROGRAMS_BY_KEY } from '@portal/domain';
import { createApolloClient } from '../../../lib/apollo-client';
import { CurrentSessionContext } from '../../../lib/current-user';
import { ToastViewport } from '../../../lib/toast-viewport';
import type { FakeLink } from '../../../test/fake-link';
import { makeUser } from '../../../test/fixtures';
import type { ApplicationScreens } from '../schools/school-application-row';
import { SCHOOL_OWN_TABS } from '../schools/school-detail-tabs';
import SiteDetailPage from './site-detail-page';

export { callsOf, dismissToasts } from '../schools/school-detail-test-utils';

export const program = PROGRAMS_BY_KEY.kidsCafe;

/** The message shown under a labelled field (its last aria-describedby), if any. */
export const errorOf = (label: string) => {
  const control = screen.getByLabelText(label);
  const id = control.getAttribute('aria-describedby')?.split(' ').pop();
  return id ? document.getElementById(id)?.textContent : undefined;
};

/** The value of a labelled input, select or textarea. */
export const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

export function siteMember(overrides: Record<string, unknown>) {
  return {
    __typename: 'SiteMember',
    title: null,
    phone: null,
    email: null,
    isSupervisor: false,
    ...overrides,
  };
}

export const PRIMARY = siteMember({
  id: '701',
  siteMemberId: 701,
  type: 'PRIMARY_POINT_CONTACT',
  firstName: 'Casey',
  lastName: 'Contact',
  title: 'Director',
  phone: '713-555-0100',
  email: 'casey@site.example',
  isSupervisor: true,
});

export const SECONDARY = siteMember({
  id: '702',
  siteMemberId: 702,
  type: 'SECONDARY_POINT_CONTACT',
  firstName: 'Sam',
  lastName: 'Second',
  phone: '713-555-0199',
  email: 'sam@site.example',
  isSupervisor: false,
});

export function siteApplication(overrides: Record<string, unknown> = {}) {
  const id = (overrides.applicationKidsCafeId as number | undefined) ?? 900;
  return {
    __typename: 'AdminSiteApplication',
    id: String(id),
    applicationKidsCafeId: id,
    type: 'SUMMER',
    applicationYearDisplayed: 2025,
    status: 'PENDING',
    createdAt: '2024-03-01T15:00:00.000Z',
    submittedAt: '2024-03-05T15:00:00.000Z',
    submittedByName: 'Erin Educator',
    ...overrides,
  };
}

/** An AdminSite as the API answers it. */
export function makeSite(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminSite',
    id: '42',
    siteId: 42,
    name: 'Sunshine Learning Center',
    type: 'CHILDCARE',
    address1: '1 Main St',
    address2: null,
    crossStreet: 'Elm St',
    city: 'Houston',
    county: 'HARRIS',
    state: 'TX',
    zip: '77001',
    closestSchool: 'Lincoln Elementary',
    notes: null,
    deletedAt: null,
    programStatus: 'ACTIVE',
    programStatusUpdatedAt: '2024-02-01T12:00:00.000Z',
    lastEdited: '2024-03-05T15:00:00.000Z',
    lastEditedSiteMembers: null,
    returning: 'Yes',
    siteMembers: [PRIMARY, SECONDARY],
    applications: [],
    history: [],
    ...overrides,
  };
}

/** The answer of adminSite (aliased to `site`). */
export function siteResult(site: ReturnType<typeof makeSite> = makeSite()) {
  return { data: { site } };
}

const enums = [
  { name: 'kidsCafeSiteMemberTypes', options: [...ENUMERATIONS.kidsCafeSiteMemberTypes.options] },
];

const ALL_SCREENS: ApplicationScreens = { view: true, agreement: false, print: true };

/** The site detail as the admin area mounts it, beside the list and the application views. */
export function renderSiteDetail(
  path: string,
  link: FakeLink,
  { applicationScreens = ALL_SCREENS }: { applicationScreens?: ApplicationScreens } = {},
) {
  const client = createApolloClient(link);
  const tabs = {
    '': SCHOOL_OWN_TABS.profile,
    contacts: SCHOOL_OWN_TABS.contacts,
    'program-status': SCHOOL_OWN_TABS.programStatus,
    applications: SCHOOL_OWN_TABS.applications,
  };
  const router = createMemoryRouter(
    [
      { path: '/kids-cafe/sites', element: <h1>Site list</h1> },
      {
        path: '/kids-cafe/sites/:id/*',
        element: (
          <SiteDetailPage program={program} tabs={tabs} applicationScreens={applicationScreens} />
        ),
      },
      { path: '/kids-cafe/application/:step/:id', element: <h1>Application view</h1> },
      { path: '/kids-cafe/print/:id/:term', element: <h1>Print view</h1> },
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
