import { useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { toast } from '../../lib/toast-store';
import { useSignIn } from '../../lib/use-sign-in';
import { useAuthClient } from './auth-client';
import { loadAuthKit } from './load-auth-kit';
import { useSchemaForm } from './use-schema-form';

const FIELDS = ['firstName', 'lastName', 'phone', 'email', 'password', 'confirmPassword'] as const;

/** Registration: like the login page, zod and Apollo load when the form is first used. */
export function RegisterPage() {
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
          variables: { input: { firstName, lastName, phone, email, password } },
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
      <title>Register | Partner Portal</title>
      <h1>Register</h1>
      <Alert>{serverError}</Alert>
      <form className="form" {...form.formProps}>
        <div className="form-row">
          <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
        </div>
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel-national"
          hint="10 digits, for example 123-456-7890"
          {...field('phone')}
        />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters with one uppercase letter"
          {...field('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" busy={form.submitting}>
          Register
        </Button>
      </form>
      <p className="auth-links">
        <span>
          Already have an account? <Link to="/login">Login</Link>
        </span>
      </p>
    </>
  );
}
