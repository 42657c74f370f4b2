import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { createApolloClient } from '../lib/apollo-client';
import { ToastViewport } from '../lib/toast-viewport';
import { appRoutes } from './routes';

export function App() {
  const [client] = useState(() => createApolloClient());
  const [router] = useState(() => createBrowserRouter(appRoutes()));
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
      <ToastViewport />
    </ApolloProvider>
  );
}
