import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { createApolloClient } from '../../../lib/apollo-client';
import { ToastViewport } from '../../../lib/toast-viewport';
import type { FakeLink } from '../../../test/fake-link';
import UserDetailPage from './user-detail-page';
import UsersPage from './users-page';

export const program = PROGRAMS_BY_KEY.schoolMarket;

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
  history: [] as unknown[],
  ...overrides,
});

/** The user screens at a path, as the admin area mounts them. */
export function renderUsers(path: string, link: FakeLink) {
  const router = createMemoryRouter(
    [
      { path: `${program.url}/users`, element: <UsersPage program={program} /> },
      { path: `${program.url}/users/:id`, element: <UserDetailPage program={program} /> },
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
