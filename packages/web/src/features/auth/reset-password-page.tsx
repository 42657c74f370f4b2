import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES, PASSWORD_MIN, resetPasswordFormSchema } from '@portal/domain';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useT } from '../../i18n/use-t';
import { firstErrorMessage } from '../../lib/error-messages';
import { fieldProps, useZodForm } from '../../lib/forms';
import { toast } from '../../lib/toast-store';
import { authMessages } from './auth.messages';
import { ResetPasswordDocument } from './auth.queries';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const t = useT();
  return (
    <>
      <title>{t(authMessages.resetPasswordTitle)}</title>
      <h1>{t(authMessages.resetPassword)}</h1>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <Alert>{MESSAGES.resetTokenInvalid}</Alert>
          <p className="auth-links">
            <Link to="/forgot-password">{t(authMessages.requestNewLink)}</Link>
          </p>
        </>
      )}
    </>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const t = useT();
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
          label={t(authMessages.newPassword)}
          type="password"
          autoComplete="new-password"
          hint={t(authMessages.passwordHint, { min: PASSWORD_MIN })}
          {...fieldProps(form, 'password')}
        />
        <TextField
          label={t(authMessages.confirmPassword)}
          type="password"
          autoComplete="new-password"
          {...fieldProps(form, 'confirmPassword')}
        />
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t(authMessages.resetPassword)}
        </Button>
      </form>
      <p className="auth-links">
        <Link to="/login">{t(authMessages.backToLogin)}</Link>
      </p>
    </>
  );
}
