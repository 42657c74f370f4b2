import { defineMessages } from '../../i18n/define-messages';

/**
 * Sign-in, registration and password reset (spec 1 §5). The words are the screens' own; the
 * validation and refusal messages come from the domain (MESSAGES) and are translated where shown.
 */
export const authMessages = defineMessages('auth', {
  loginTitle: 'Login | Partner Portal',
  login: 'Login',
  email: 'Email',
  password: 'Password',
  register: 'Register',
  forgotPasswordLink: 'Forgot password?',
  staffLabel: 'Food bank staff',
  administratorLogin: 'Administrator Login',
  popupBlocked: 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  registerTitle: 'Register | Partner Portal',
  firstName: 'First Name',
  lastName: 'Last Name',
  phone: 'Phone',
  phoneHint: '10 digits, for example 123-456-7890',
  passwordHint: 'At least {min} characters with one uppercase letter',
  confirmPassword: 'Confirm Password',
  alreadyHaveAccount: 'Already have an account? <0>Login</0>',
  forgotPasswordTitle: 'Forgot Password | Partner Portal',
  forgotPassword: 'Forgot Password',
  forgotPasswordIntro:
    'Enter the email address of your account and we will send you a link to reset your password.',
  sendResetLink: 'Send Reset Link',
  backToLogin: 'Back to Login',
  checkEmailTitle: 'Check Your Email | Partner Portal',
  checkEmail: 'Check Your Email',
  resetPasswordTitle: 'Reset Password | Partner Portal',
  resetPassword: 'Reset Password',
  newPassword: 'New Password',
  requestNewLink: 'Request a new reset link',
});
