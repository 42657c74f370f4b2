import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { loginInputSchema } from '@portal/domain';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { firstErrorMessage } from '../../lib/error-messages';
import { fieldProps, useZodForm } from '../../lib/forms';
import { useSignIn } from '../../lib/use-sign-in';
import { LoginDocument } from './auth.queries';
import { useSsoLogin } from './use-sso-login';

export function LoginPage() {
  const form = useZodForm(loginInputSchema, { defaultValues: { email: '', password: '' } });
  const [login] = useMutation(LoginDocument);
  const signIn = useSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const startSso = useSsoLogin(signIn, setServerError);

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      const { data } = await login({ variables: { input } });
      if (data) await signIn();
    } catch (error) {
      setServerError(firstErrorMessage(error));
    }
  });

  return (
    <>
      <title>Login | Partner Portal</title>
      <h1>Login</h1>
      <Alert>{serverError}</Alert>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField label="Email" type="email" autoComplete="email" {...fieldProps(form, 'email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...fieldProps(form, 'password')}
        />
        <Button type="submit" busy={form.formState.isSubmitting}>
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
