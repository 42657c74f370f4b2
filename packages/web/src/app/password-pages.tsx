import { ForgotPasswordConfirmPage } from '../features/auth/forgot-password-confirm-page';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { AppApolloProvider } from './app-apollo-provider';

// The password screens (one chunk, loaded when one is shown), with the app's Apollo client.

export function ForgotPassword() {
  return (
    <AppApolloProvider>
      <ForgotPasswordPage />
    </AppApolloProvider>
  );
}

export function ForgotPasswordConfirm() {
  return (
    <AppApolloProvider>
      <ForgotPasswordConfirmPage />
    </AppApolloProvider>
  );
}

export function ResetPassword() {
  return (
    <AppApolloProvider>
      <ResetPasswordPage />
    </AppApolloProvider>
  );
}
