import { I18nProvider } from '@lingui/react';
import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { ToastViewport } from '../lib/toast-viewport';
import { i18n } from '../i18n/i18n';
import { appRoutes } from './routes';

/**
 * The app. Apollo is not here: the signed-in screens provide it (apollo-root.tsx, a chunk of its
 * own), so the login and registration pages' first download has no GraphQL client.
 */
export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes()));
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
      <ToastViewport />
    </I18nProvider>
  );
}
