import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { forgotPasswordInputSchema } from '@portal/domain';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useT } from '../../i18n/use-t';
import { firstErrorMessage } from '../../lib/error-messages';
import { fieldProps, useZodForm } from '../../lib/forms';
import { authMessages } from './auth.messages';
import { SendPasswordResetEmailDocument } from './auth.queries';

export function ForgotPasswordPage() {
  const t = useT();
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
      <title>{t(authMessages.forgotPasswordTitle)}</title>
      <h1>{t(authMessages.forgotPassword)}</h1>
      <p>{t(authMessages.forgotPasswordIntro)}</p>
      <Alert>{serverError}</Alert>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t(authMessages.email)}
          type="email"
          autoComplete="email"
          {...fieldProps(form, 'email')}
        />
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t(authMessages.sendResetLink)}
        </Button>
      </form>
      <p className="auth-links">
        <Link to="/login">{t(authMessages.backToLogin)}</Link>
      </p>
    </>
  );
}
