import { useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES, PASSWORD_MIN } from '@portal/domain';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { RichText } from '../../i18n/rich-text';
import { useLanguage, useT } from '../../i18n/use-t';
import { toast } from '../../lib/toast-store';
import { useSignIn } from '../../lib/use-sign-in';
import { useAuthClient } from './auth-client';
import { authMessages } from './auth.messages';
import { loadAuthKit } from './load-auth-kit';
import { useSchemaForm } from './use-schema-form';

const FIELDS = ['firstName', 'lastName', 'phone', 'email', 'password', 'confirmPassword'] as const;

/** Registration: like the login page, zod and Apollo load when the form is first used. */
export function RegisterPage() {
  const t = useT();
  // The language the person registers in: the account's mails start in it (issue 20).
  const language = useLanguage();
  const clientFrom = useAuthClient();
  const signIn = useSignIn();
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useSchemaForm({
    fields: FIELDS,
    loadSchema: () => loadAuthKit().then((kit) => kit.registerFormSchema),
    onLoadError: () => setServerError(MESSAGES.networkError),
    onValid: async (values) => {
      setServerError(null);
      const kit = await loadAuthKit();
      const client = clientFrom(kit);
      // The schema's output is already normalised (names trimmed, phone as 123-456-7890).
      const { firstName, lastName, phone, email, password } = values;
      try {
        const { data } = await client.mutate({
          mutation: kit.RegisterDocument,
          variables: { input: { firstName, lastName, phone, email, password, language } },
        });
        if (data) {
          toast.success(MESSAGES.registrationSuccessful);
          await signIn(client);
        }
      } catch (error) {
        setServerError(kit.firstErrorMessage(error));
      }
    },
  });
  const field = (name: (typeof FIELDS)[number]) => ({ name, error: form.errors[name] });

  return (
    <>
      <title>{t(authMessages.registerTitle)}</title>
      <h1>{t(authMessages.register)}</h1>
      <Alert>{serverError}</Alert>
      <form className="form" {...form.formProps}>
        <div className="form-row">
          <TextField
            label={t(authMessages.firstName)}
            autoComplete="given-name"
            {...field('firstName')}
          />
          <TextField
            label={t(authMessages.lastName)}
            autoComplete="family-name"
            {...field('lastName')}
          />
        </div>
        <TextField
          label={t(authMessages.phone)}
          type="tel"
          autoComplete="tel-national"
          hint={t(authMessages.phoneHint)}
          {...field('phone')}
        />
        <TextField
          label={t(authMessages.email)}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <TextField
          label={t(authMessages.password)}
          type="password"
          autoComplete="new-password"
          hint={t(authMessages.passwordHint, { min: PASSWORD_MIN })}
          {...field('password')}
        />
        <TextField
          label={t(authMessages.confirmPassword)}
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" busy={form.submitting}>
          {t(authMessages.register)}
        </Button>
      </form>
      <p className="auth-links">
        <span>
          <RichText message={authMessages.alreadyHaveAccount} elements={[<Link to="/login" />]} />
        </span>
      </p>
    </>
  );
}
