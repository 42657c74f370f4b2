/**
 * Login, registration and password reset inputs (spec 1 §2 and §7). The `*InputSchema`s are what
 * the API checks; the `*FormSchema`s add the confirmation field the screens ask for.
 */
import { z } from 'zod';
import { LANGUAGES } from './i18n/language.ts';
import { MESSAGES } from './messages.ts';
import {
  emailField,
  passwordField,
  phoneField,
  requiredString,
  typedPasswordField,
} from './rules.ts';

/** An existing password: required, one line (its rules were checked when it was set). */
const currentPassword = typedPasswordField;

/** The confirmation box: required, one line; whether it matches is checked on the object. */
const confirmPassword = typedPasswordField;

/**
 * The match check runs whenever both boxes hold text, whatever else fails (issue 21, spec 1 §5:
 * a password without an uppercase letter and a different confirmation show both messages after
 * one submit). A blank or unusable confirmation shows its own message instead.
 */
function passwordsMatch<T extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: T,
): T {
  return schema.superRefine(
    (values, ctx) => {
      if (values.password !== values.confirmPassword) {
        ctx.addIssue({
          code: 'custom',
          message: MESSAGES.passwordsDontMatch,
          path: ['confirmPassword'],
        });
      }
    },
    {
      when: (payload) => {
        const value = payload.value as { password?: unknown; confirmPassword?: unknown } | null;
        return (
          typeof value?.password === 'string' &&
          value.password !== '' &&
          typeof value.confirmPassword === 'string' &&
          !payload.issues.some((issue) => String(issue.path?.[0]) === 'confirmPassword')
        );
      },
    },
  );
}

export const loginInputSchema = z.object({
  email: emailField(),
  password: currentPassword(),
});

/** Ours (issue 20): only an API caller can send another value; the screens offer the two. */
export const LANGUAGE_REFUSED = 'Choose a language: en (English) or es (Español)';

/** The language of an account's screens and mails (issue 20). */
export const accountLanguageSchema = z.enum(LANGUAGES, { error: LANGUAGE_REFUSED });

/** updateMyLanguage: the signed-in user's choice of the language switch. */
export const updateLanguageInputSchema = z.object({ language: accountLanguageSchema });

export const registerInputSchema = z.object({
  firstName: requiredString(),
  lastName: requiredString(),
  phone: phoneField(),
  email: emailField(),
  password: passwordField(),
  /** The language the person registered in; the server stores 'en' when it is missing. */
  language: accountLanguageSchema.optional(),
});

export const registerFormSchema = passwordsMatch(
  registerInputSchema.extend({ confirmPassword: confirmPassword() }),
);

export const forgotPasswordInputSchema = z.object({
  email: emailField(),
});

export const resetPasswordInputSchema = z.object({
  password: passwordField(),
  passwordResetToken: requiredString(),
});

export const resetPasswordFormSchema = passwordsMatch(
  z.object({
    password: passwordField(),
    confirmPassword: confirmPassword(),
  }),
);

export type LoginInput = z.output<typeof loginInputSchema>;
export type RegisterInput = z.output<typeof registerInputSchema>;
export type RegisterForm = z.output<typeof registerFormSchema>;
export type RegisterFormValues = z.input<typeof registerFormSchema>;
export type ForgotPasswordInput = z.output<typeof forgotPasswordInputSchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordInputSchema>;
export type ResetPasswordForm = z.output<typeof resetPasswordFormSchema>;
