import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { appRoutes } from '../app/routes';
import { createApolloClient } from '../lib/apollo-client';
import { sessionStore } from '../lib/session-store';
import { ToastViewport } from '../lib/toast-viewport';
import type { FakeLink } from './fake-link';

/** The whole app at a path, on a fake link; signedIn makes the visitor signed in at start-up. */
export function renderApp(path: string, link: FakeLink, { signedIn }: { signedIn?: boolean } = {}) {
  sessionStore.reload(); // pick up what the test put in localStorage
  if (signedIn) sessionStore.setSignedIn(true);
  const client = createApolloClient(link);
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const view = render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
      <ToastViewport />
    </ApolloProvider>,
  );
  return { ...view, router, client };
}
