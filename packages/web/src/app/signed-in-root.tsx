import { Navigate, Route, Routes } from 'react-router';
import { LandingPage } from '../features/landing/landing-page';
import { allPrograms } from '../lib/programs';
import { sessionStore } from '../lib/session-store';
import { AppApolloProvider } from './app-apollo-provider';
import { AppLayout } from './app-layout';
import { RequireUser } from './guards';
import { preloadScreens } from './preload-screens';
import { PrincipalSignatureRoute, ProgramAreaRoute } from './program-routes';
import { PublicLayout } from './public-layout';
import { StartupGate } from './startup-gate';

// Loaded for a URL of the signed-in app: what it shows downloads while the user loads.
if (typeof window !== 'undefined' && sessionStore.get().signedIn) {
  preloadScreens(window.location.pathname);
}

/**
 * Every route but the public auth pages (a chunk of its own): the app's Apollo client (unless
 * one is provided above, as tests do), the start-up gate that loads the signed-in user, the
 * principal's signature page (open without an account) and the signed-in screens.
 */
export default function SignedInRoot() {
  return (
    <AppApolloProvider>
      <Routes>
        <Route element={<StartupGate />}>
          {/* Principals sign without an account; the page is open whether or not one is signed in. */}
          <Route element={<PublicLayout wide />}>
            <Route path="principal-signature/:id" element={<PrincipalSignatureRoute />} />
          </Route>
          <Route element={<RequireUser />}>
            <Route element={<AppLayout />}>
              <Route index element={<LandingPage />} />
              {allPrograms().map((program) => (
                <Route
                  key={program.key}
                  path={`${program.url.replace(/^\//, '')}/*`}
                  element={<ProgramAreaRoute programKey={program.key} />}
                />
              ))}
              <Route path="*" element={<Navigate to="/" replace />} />
            </Route>
          </Route>
        </Route>
      </Routes>
    </AppApolloProvider>
  );
}
