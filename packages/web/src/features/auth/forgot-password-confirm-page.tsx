import { Link } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { useT, useTranslateMessage } from '../../i18n/use-t';
import { authMessages } from './auth.messages';

export function ForgotPasswordConfirmPage() {
  const t = useT();
  const translate = useTranslateMessage();
  return (
    <>
      <title>{t(authMessages.checkEmailTitle)}</title>
      <h1>{t(authMessages.checkEmail)}</h1>
      <p>{translate(MESSAGES.resetEmailSent)}</p>
      <p className="auth-links">
        <Link to="/login">{t(authMessages.backToLogin)}</Link>
      </p>
    </>
  );
}
