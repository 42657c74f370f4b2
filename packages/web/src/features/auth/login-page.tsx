import { useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useT } from '../../i18n/use-t';
import { useSignIn } from '../../lib/use-sign-in';
import { useAuthClient } from './auth-client';
import { authMessages } from './auth.messages';
import { loadAuthKit } from './load-auth-kit';
import { useSchemaForm } from './use-schema-form';
import { useSsoLogin } from './use-sso-login';

const FIELDS = ['email', 'password'] as const;

/**
 * The first page most visitors see: its first download is React, the router and this page
 * (issue 19); zod, the domain's schema and Apollo load when the form is first used.
 */
export function LoginPage() {
  const t = useT();
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
      <title>{t(authMessages.loginTitle)}</title>
      <h1>{t(authMessages.login)}</h1>
      <Alert>{serverError}</Alert>
      <form className="form" {...form.formProps}>
        <TextField
          label={t(authMessages.email)}
          name="email"
          type="email"
          autoComplete="email"
          error={form.errors.email}
        />
        <TextField
          label={t(authMessages.password)}
          name="password"
          type="password"
          autoComplete="current-password"
          error={form.errors.password}
        />
        <Button type="submit" busy={form.submitting}>
          {t(authMessages.login)}
        </Button>
      </form>
      <p className="auth-links">
        <Link to="/register">{t(authMessages.register)}</Link>
        <Link to="/forgot-password">{t(authMessages.forgotPasswordLink)}</Link>
      </p>
      <div className="staff-login">
        <p className="staff-login-label">{t(authMessages.staffLabel)}</p>
        <Button variant="secondary" onClick={startSso}>
          {t(authMessages.administratorLogin)}
        </Button>
      </div>
    </>
  );
}
