import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { ForgotPasswordConfirmPage } from '../features/auth/forgot-password-confirm-page';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { LandingPage } from '../features/landing/landing-page';
import { allPrograms } from '../lib/programs';
import { AppLayout } from './app-layout';
import { PublicOnly, RequireUser } from './guards';
import { PrincipalSignatureRoute, ProgramAreaRoute } from './lazy-routes';
import { PublicLayout } from './public-layout';
import { RouteError } from './route-error';
import { StartupGate } from './startup-gate';

/**
 * Spec 1 §2 Global. Public: /login, /register, /forgot-password, /forgot-password-confirm,
 * /reset-password?token=, /principal-signature/:id. Signed in: / and each program's area under
 * its URL. Anything else sends a logged-out visitor to /login and a signed-in user home.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <StartupGate />,
      errorElement: <RouteError />,
      children: [
        {
          element: <PublicOnly />,
          children: [
            {
              element: <PublicLayout />,
              children: [
                { path: 'login', element: <LoginPage /> },
                { path: 'register', element: <RegisterPage /> },
                { path: 'forgot-password', element: <ForgotPasswordPage /> },
                { path: 'forgot-password-confirm', element: <ForgotPasswordConfirmPage /> },
                { path: 'reset-password', element: <ResetPasswordPage /> },
              ],
            },
          ],
        },
        {
          // Principals sign without an account; the page is open whether or not one is signed in.
          element: <PublicLayout wide />,
          children: [{ path: 'principal-signature/:id', element: <PrincipalSignatureRoute /> }],
        },
        {
          element: <RequireUser />,
          children: [
            {
              element: <AppLayout />,
              children: [
                { index: true, element: <LandingPage /> },
                ...allPrograms().map((program) => ({
                  path: `${program.url.replace(/^\//, '')}/*`,
                  element: <ProgramAreaRoute programKey={program.key} />,
                })),
                { path: '*', element: <Navigate to="/" replace /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
