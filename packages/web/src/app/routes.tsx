import type { RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { PublicOnly } from './public-only';
import {
  ForgotPasswordConfirmRoute,
  ForgotPasswordRoute,
  ResetPasswordRoute,
  SignedInRoute,
} from './lazy-routes';
import { PublicLayout } from './public-layout';
import { RouteError } from './route-error';

/**
 * Spec 1 §2 Global. Public: /login, /register, /forgot-password, /forgot-password-confirm,
 * /reset-password?token=, /principal-signature/:id. Signed in: / and each program's area under
 * its URL. Anything else sends a logged-out visitor to /login and a signed-in user home.
 *
 * Only the login and registration pages are in the first download; every other route is the
 * signed-in root's (signed-in-root.tsx, with Apollo and the start-up gate), loaded when shown.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
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
                { path: 'forgot-password', element: <ForgotPasswordRoute /> },
                { path: 'forgot-password-confirm', element: <ForgotPasswordConfirmRoute /> },
                { path: 'reset-password', element: <ResetPasswordRoute /> },
              ],
            },
          ],
        },
        { path: '*', element: <SignedInRoute /> },
      ],
    },
  ];
}
