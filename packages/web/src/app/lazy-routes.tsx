import { lazy } from 'react';
import { Suspended } from './suspended';

/**
 * The chunks the router loads when their route is shown: everything but the login and
 * registration pages (issue 19: their first download is React, the router and the page).
 */
const SignedInRoot = lazy(() => import('./signed-in-root'));
const ForgotPasswordPage = lazy(() =>
  import('./password-pages').then((m) => ({ default: m.ForgotPassword })),
);
const ForgotPasswordConfirmPage = lazy(() =>
  import('./password-pages').then((m) => ({ default: m.ForgotPasswordConfirm })),
);
const ResetPasswordPage = lazy(() =>
  import('./password-pages').then((m) => ({ default: m.ResetPassword })),
);

/** Everything but the public auth pages: Apollo, the start-up gate and the signed-in routes. */
export function SignedInRoute() {
  return (
    <Suspended fullPage>
      <SignedInRoot />
    </Suspended>
  );
}

export function ForgotPasswordRoute() {
  return (
    <Suspended>
      <ForgotPasswordPage />
    </Suspended>
  );
}

export function ForgotPasswordConfirmRoute() {
  return (
    <Suspended>
      <ForgotPasswordConfirmPage />
    </Suspended>
  );
}

export function ResetPasswordRoute() {
  return (
    <Suspended>
      <ResetPasswordPage />
    </Suspended>
  );
}
