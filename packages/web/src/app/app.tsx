import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { ToastViewport } from '../lib/toast-viewport';
import { appRoutes } from './routes';

/**
 * The app. Apollo is not here: the signed-in screens provide it (apollo-root.tsx, a chunk of its
 * own), so the login and registration pages' first download has no GraphQL client.
 */
export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes()));
  return (
    <>
      <RouterProvider router={router} />
      <ToastViewport />
    </>
  );
}
