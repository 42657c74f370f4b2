import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { PROGRAMS_BY_KEY, userHolderOptions, userListSpecFor } from '@portal/domain';
import type { UserHolderKind, UserListRow } from '@portal/domain';
import { createApolloClient } from '../../../lib/apollo-client';
import { ToastViewport } from '../../../lib/toast-viewport';
import type { PortalProgram } from '../../../lib/programs';
import type { FakeLink } from '../../../test/fake-link';
import { fakeListPage } from '../../../test/fake-list-page';
import UserDetailPage from './user-detail-page';
import UsersPage from './users-page';

export const program = PROGRAMS_BY_KEY.schoolMarket;
/** The area whose users are assigned to sites. */
export const kidsCafe = PROGRAMS_BY_KEY.kidsCafe;
/** The area whose users are assigned to organizations. */
export const partnerServices = PROGRAMS_BY_KEY.partnerServices;

export const school = (schoolId: number, name: string, districtName: string | null) => ({
  __typename: 'UserSchool' as const,
  id: String(schoolId),
  schoolId,
  name,
  districtId: districtName ? 1 : null,
  districtName,
});

export const BUSH = school(11, 'Bush Elementary', 'Aldine ISD');
export const CARVER = school(12, 'Carver High', 'Aldine ISD');
export const KATY = school(21, 'Katy Junior High', 'Katy ISD');

export const site = (siteId: number, name: string) => ({
  __typename: 'UserSite' as const,
  id: String(siteId),
  siteId,
  name,
});

export const SUNNY = site(31, 'Sunny Days Child Care');
export const HOPE = site(32, 'Hope Head Start');
export const OAK = site(33, 'Oak Park After School');

export const organization = (organizationId: number, name: string) => ({
  __typename: 'UserOrganization' as const,
  id: String(organizationId),
  organizationId,
  name,
});

export const PANTRY = organization(51, 'Eastside Food Pantry');
export const SHELTER = organization(52, 'Hope Shelter');

/** The Partner Services picker's options: every live organization, by name. */
export const organizationOptions = () => ({
  data: {
    adminOrganizationOptions: [PANTRY, SHELTER].map((o) => ({
      ...o,
      __typename: 'OrganizationOption',
    })),
  },
});

/** The Kids Cafe picker's options: every live site, by name. */
export const siteOptions = () => ({
  data: {
    adminSiteOptions: [HOPE, OAK, SUNNY].map((s) => ({ ...s, __typename: 'SiteOption' })),
  },
});

/** The picker's options: every live school. */
export const schoolOptions = () => ({
  data: {
    adminSchoolOptions: [BUSH, CARVER, KATY].map((s) => ({ ...s, __typename: 'SchoolOption' })),
  },
});

export const educator = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'AdminEducatorUser' as const,
  id: '40',
  educatorId: 40,
  firstName: 'Maria',
  lastName: 'Lopez',
  fullName: 'Maria Lopez',
  email: 'maria@school.example',
  phone: '7135550100',
  createdAt: '2023-08-02T15:00:00.000Z',
  updatedAt: '2024-03-05T23:30:00.000Z',
  deletedAt: null as string | null,
  schools: [BUSH, CARVER],
  sites: [] as ReturnType<typeof site>[],
  organizations: [] as ReturnType<typeof organization>[],
  history: [] as unknown[],
  ...overrides,
});

/** The user screens at a path, as the admin area of `area` (School Market) mounts them. */
export function renderUsers(path: string, link: FakeLink, area: PortalProgram = program) {
  const router = createMemoryRouter(
    [
      { path: `${area.url}/users`, element: <UsersPage program={area} /> },
      { path: `${area.url}/users/:id`, element: <UserDetailPage program={area} /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <ApolloProvider client={createApolloClient(link)}>
      <RouterProvider router={router} />
      <ToastViewport />
    </ApolloProvider>,
  );
  return { ...view, router };
}

/**
 * A fake educatorUsersPage over `rows` (as the API sends them): the page and the holder filter's
 * options the server gives for the variables' area and view.
 */
export const usersPageOf =
  (rows: readonly UserListRow[]) => (variables: Record<string, unknown>) => {
    const kind = String(variables.holder).toLowerCase() as UserHolderKind;
    const holderOptions = userHolderOptions(rows, kind).map((option) => ({
      __typename: 'AdminUserHolderOption',
      ...option,
    }));
    return fakeListPage(
      'AdminEducatorUserPage',
      rows,
      userListSpecFor(rows, kind),
      variables.page,
      { holderOptions },
    );
  };
