import { Link } from 'react-router';
import { MESSAGES } from '@portal/domain';

export function ForgotPasswordConfirmPage() {
  return (
    <>
      <title>Check Your Email | Partner Portal</title>
      <h1>Check Your Email</h1>
      <p>{MESSAGES.resetEmailSent}</p>
      <p className="auth-links">
        <Link to="/login">Back to Login</Link>
      </p>
    </>
  );
}
