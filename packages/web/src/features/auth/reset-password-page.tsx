import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES, resetPasswordFormSchema } from '@portal/domain';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { firstErrorMessage } from '../../lib/error-messages';
import { fieldProps, useZodForm } from '../../lib/forms';
import { toast } from '../../lib/toast-store';
import { ResetPasswordDocument } from './auth.queries';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <>
      <title>Reset Password | Partner Portal</title>
      <h1>Reset Password</h1>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <Alert>{MESSAGES.resetTokenInvalid}</Alert>
          <p className="auth-links">
            <Link to="/forgot-password">Request a new reset link</Link>
          </p>
        </>
      )}
    </>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const form = useZodForm(resetPasswordFormSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      const { data } = await resetPassword({
        variables: { input: { password, passwordResetToken: token } },
      });
      if (!data?.resetPassword.success) {
        setServerError(data?.resetPassword.message || MESSAGES.unknownError);
        return;
      }
      toast.success(MESSAGES.passwordResetSuccessful);
      navigate('/login', { replace: true });
    } catch (error) {
      setServerError(firstErrorMessage(error));
    }
  });

  return (
    <>
      <Alert>{serverError}</Alert>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters with one uppercase letter"
          {...fieldProps(form, 'password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...fieldProps(form, 'confirmPassword')}
        />
        <Button type="submit" busy={form.formState.isSubmitting}>
          Reset Password
        </Button>
      </form>
      <p className="auth-links">
        <Link to="/login">Back to Login</Link>
      </p>
    </>
  );
}
