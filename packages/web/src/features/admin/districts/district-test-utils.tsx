import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { createApolloClient } from '../../../lib/apollo-client';
import { ToastViewport } from '../../../lib/toast-viewport';
import type { FakeLink } from '../../../test/fake-link';
import DistrictDetailPage from './district-detail-page';
import DistrictsPage from './districts-page';

export const program = PROGRAMS_BY_KEY.backpackBuddy;

export const district = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'AdminDistrict' as const,
  id: '7',
  districtId: 7,
  name: 'Aldine ISD',
  deletedAt: null as string | null,
  updatedAt: '2024-03-05T10:00:00.000Z',
  schoolCount: 2,
  schools: ['Bush Elementary', 'Carver High'],
  history: [] as unknown[],
  ...overrides,
});

/** The district screens at a path, as the admin area mounts them. */
export function renderDistricts(path: string, link: FakeLink) {
  const router = createMemoryRouter(
    [
      { path: `${program.url}/districts`, element: <DistrictsPage program={program} /> },
      { path: `${program.url}/districts/:id`, element: <DistrictDetailPage program={program} /> },
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
