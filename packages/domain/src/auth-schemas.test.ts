import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  forgotPasswordInputSchema,
  loginInputSchema,
  registerFormSchema,
  LANGUAGE_REFUSED,
  registerInputSchema,
  resetPasswordFormSchema,
  resetPasswordInputSchema,
  updateLanguageInputSchema,
} from './auth-schemas.ts';
import { MESSAGES } from './messages.ts';

function issues(schema: z.ZodType, input: unknown): [string, string][] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

const registration = {
  firstName: ' Ann ',
  lastName: 'Lee',
  phone: '(713) 555-0100',
  email: ' Ann.Lee@School.org ',
  password: 'Secret1',
};

describe('auth schemas', () => {
  it.each([
    ['login: valid', loginInputSchema, { email: 'a@b.org', password: 'x' }, []],
    [
      'login: password is only required',
      loginInputSchema,
      { email: 'a@b.org', password: 'short' },
      [],
    ],
    [
      'login: malformed email, blank password',
      loginInputSchema,
      { email: 'a@b', password: ' ' },
      [
        ['email', MESSAGES.invalidEmail],
        ['password', MESSAGES.required],
      ],
    ],
    ['register: valid', registerInputSchema, registration, []],
    ['register: in Spanish', registerInputSchema, { ...registration, language: 'es' }, []],
    [
      'register: a language the portal does not have',
      registerInputSchema,
      { ...registration, language: 'fr' },
      [['language', LANGUAGE_REFUSED]],
    ],
    ['language: English', updateLanguageInputSchema, { language: 'en' }, []],
    ['language: missing', updateLanguageInputSchema, {}, [['language', LANGUAGE_REFUSED]]],
    [
      'register: missing names',
      registerInputSchema,
      { ...registration, firstName: '', lastName: undefined },
      [
        ['firstName', MESSAGES.required],
        ['lastName', MESSAGES.required],
      ],
    ],
    [
      'register: malformed email',
      registerInputSchema,
      { ...registration, email: 'ann.lee@' },
      [['email', MESSAGES.invalidEmail]],
    ],
    [
      'register: bad phone',
      registerInputSchema,
      { ...registration, phone: '555-0100' },
      [['phone', MESSAGES.invalidPhone]],
    ],
    [
      'register: short password',
      registerInputSchema,
      { ...registration, password: 'Ab1' },
      [['password', MESSAGES.minLength6]],
    ],
    [
      'register: lower-case-only password',
      registerInputSchema,
      { ...registration, password: 'secret1' },
      [['password', MESSAGES.uppercase]],
    ],
    [
      'register form: matching confirmation',
      registerFormSchema,
      { ...registration, confirmPassword: 'Secret1' },
      [],
    ],
    [
      'register form: mismatched confirmation',
      registerFormSchema,
      { ...registration, confirmPassword: 'Secret2' },
      [['confirmPassword', MESSAGES.passwordsDontMatch]],
    ],
    [
      'register form: mismatch shows while another field is blank',
      registerFormSchema,
      { ...registration, firstName: '', confirmPassword: 'Secret2' },
      [
        ['firstName', MESSAGES.required],
        ['confirmPassword', MESSAGES.passwordsDontMatch],
      ],
    ],
    [
      'register form: blank confirmation is Required, not a mismatch',
      registerFormSchema,
      { ...registration, confirmPassword: '' },
      [['confirmPassword', MESSAGES.required]],
    ],
    [
      // Issue 21: every failing rule after one submit, so a person fixes everything in one go.
      'register form: an invalid password and a different confirmation show both messages',
      registerFormSchema,
      { ...registration, password: 'secret', confirmPassword: 'other' },
      [
        ['password', MESSAGES.uppercase],
        ['confirmPassword', MESSAGES.passwordsDontMatch],
      ],
    ],
    [
      'register form: an invalid password with the same confirmation is only the rule',
      registerFormSchema,
      { ...registration, password: 'secret', confirmPassword: 'secret' },
      [['password', MESSAGES.uppercase]],
    ],
    ['forgot password: valid', forgotPasswordInputSchema, { email: 'a@b.org' }, []],
    [
      'forgot password: missing email',
      forgotPasswordInputSchema,
      {},
      [['email', MESSAGES.required]],
    ],
    [
      'reset password: valid',
      resetPasswordInputSchema,
      { password: 'Secret1', passwordResetToken: 'abc' },
      [],
    ],
    [
      'reset password: token required',
      resetPasswordInputSchema,
      { password: 'Secret1', passwordResetToken: ' ' },
      [['passwordResetToken', MESSAGES.required]],
    ],
    [
      'reset password form: mismatch',
      resetPasswordFormSchema,
      { password: 'Secret1', confirmPassword: 'Secret12' },
      [['confirmPassword', MESSAGES.passwordsDontMatch]],
    ],
    [
      'reset password form: short password',
      resetPasswordFormSchema,
      { password: 'Sec', confirmPassword: 'Sec' },
      [['password', MESSAGES.minLength6]],
    ],
    [
      'reset password form: a password without an uppercase letter and a different confirmation',
      resetPasswordFormSchema,
      { password: 'secret', confirmPassword: 'secrets' },
      [
        ['password', MESSAGES.uppercase],
        ['confirmPassword', MESSAGES.passwordsDontMatch],
      ],
    ],
  ] as const)('%s', (_, schema, input, expected) => {
    expect(issues(schema, input)).toEqual(expected);
  });

  it('normalises the registration: names trimmed, phone formatted, email case kept', () => {
    expect(registerInputSchema.parse(registration)).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      phone: '713-555-0100',
      email: 'Ann.Lee@School.org',
      password: 'Secret1',
    });
  });
});
