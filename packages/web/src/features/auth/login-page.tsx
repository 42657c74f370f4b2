import { useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useSignIn } from '../../lib/use-sign-in';
import { useAuthClient } from './auth-client';
import { loadAuthKit } from './load-auth-kit';
import { useSchemaForm } from './use-schema-form';
import { useSsoLogin } from './use-sso-login';

const FIELDS = ['email', 'password'] as const;

/**
 * The first page most visitors see: its first download is React, the router and this page
 * (issue 19); zod, the domain's schema and Apollo load when the form is first used.
 */
export function LoginPage() {
  const clientFrom = useAuthClient();
  const signIn = useSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const startSso = useSsoLogin(async () => {
    await signIn(clientFrom(await loadAuthKit()));
  }, setServerError);

  const form = useSchemaForm({
    fields: FIELDS,
    loadSchema: () => loadAuthKit().then((kit) => kit.loginInputSchema),
    onLoadError: () => setServerError(MESSAGES.networkError),
    onValid: async (input) => {
      setServerError(null);
      const kit = await loadAuthKit();
      const client = clientFrom(kit);
      try {
        const { data } = await client.mutate({ mutation: kit.LoginDocument, variables: { input } });
        if (data) await signIn(client);
      } catch (error) {
        setServerError(kit.firstErrorMessage(error));
      }
    },
  });

  return (
    <>
      <title>Login | Partner Portal</title>
      <h1>Login</h1>
      <Alert>{serverError}</Alert>
      <form className="form" {...form.formProps}>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          error={form.errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={form.errors.password}
        />
        <Button type="submit" busy={form.submitting}>
          Login
        </Button>
      </form>
      <p className="auth-links">
        <Link to="/register">Register</Link>
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <div className="staff-login">
        <p className="staff-login-label">Food bank staff</p>
        <Button variant="secondary" onClick={startSso}>
          Administrator Login
        </Button>
      </div>
    </>
  );
}
