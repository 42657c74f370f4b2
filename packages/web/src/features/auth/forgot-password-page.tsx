import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { forgotPasswordInputSchema } from '@portal/domain';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { firstErrorMessage } from '../../lib/error-messages';
import { fieldProps, useZodForm } from '../../lib/forms';
import { SendPasswordResetEmailDocument } from './auth.queries';

export function ForgotPasswordPage() {
  const form = useZodForm(forgotPasswordInputSchema, { defaultValues: { email: '' } });
  const [sendResetEmail] = useMutation(SendPasswordResetEmailDocument);
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      await sendResetEmail({ variables: { input } });
      navigate('/forgot-password-confirm');
    } catch (error) {
      setServerError(firstErrorMessage(error));
    }
  });

  return (
    <>
      <title>Forgot Password | Partner Portal</title>
      <h1>Forgot Password</h1>
      <p>
        Enter the email address of your account and we will send you a link to reset your password.
      </p>
      <Alert>{serverError}</Alert>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField label="Email" type="email" autoComplete="email" {...fieldProps(form, 'email')} />
        <Button type="submit" busy={form.formState.isSubmitting}>
          Send Reset Link
        </Button>
      </form>
      <p className="auth-links">
        <Link to="/login">Back to Login</Link>
      </p>
    </>
  );
}
