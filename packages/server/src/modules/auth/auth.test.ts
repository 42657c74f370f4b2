import { count, sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, sessions, users } from '../../db/schema/auth.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token userType expiresAt } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token userType } }`;
const FORGOT = `mutation ($input: SendPasswordResetEmailInput!) { sendPasswordResetEmail(input: $input) { success message } }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { success message } }`;
const LOGOUT = `mutation { logout }`;
const ME = `query { educatorUser { email type } }`;

const valid = {
  firstName: 'Rosa',
  lastName: 'Parks',
  phone: '713-555-0101',
  email: 'rosa@school.org',
  password: 'Secret1',
};

let api: TestApi;
const tableCount = async (
  table: typeof users | typeof sessions | typeof mailOutbox | typeof passwordResetTokens,
) => (await api.db.select({ n: count() }).from(table))[0]?.n ?? 0;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('register', () => {
  it('creates an educator and a session; the phone is normalised', async () => {
    const result = await api.gql<{ register: { token: string; userType: string } }>(REGISTER, {
      input: { ...valid, phone: '7135550101' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.register.userType).toBe('EDUCATOR');
    expect(result.data?.register.token).toMatch(/^[\w-]{40,}$/);
    const [row] = await api.db
      .select()
      .from(users)
      .where(sql`email = ${valid.email}`);
    expect(row?.phone).toBe('713-555-0101');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ['malformed email', { email: 'not-an-email' }, MESSAGES.invalidEmail],
    ['short password', { email: 'a1@school.org', password: 'Ab1' }, MESSAGES.minLength6],
    ['lower-case password', { email: 'a2@school.org', password: 'secret1' }, MESSAGES.uppercase],
    ['bad phone', { email: 'a3@school.org', phone: '713-555-010' }, MESSAGES.invalidPhone],
    ['blank first name', { email: 'a4@school.org', firstName: '  ' }, MESSAGES.required],
    ['duplicate email in another case', { email: 'ROSA@School.org' }, MESSAGES.emailTaken],
  ])('refuses %s with its message and writes nothing', async (_name, change, message) => {
    const before = { users: await tableCount(users), sessions: await tableCount(sessions) };
    const result = await api.gql(REGISTER, { input: { ...valid, ...change } });
    expect(firstError(result)).toBe(message);
    expect(await tableCount(users)).toBe(before.users);
    expect(await tableCount(sessions)).toBe(before.sessions);
  });
});

describe('login and logout', () => {
  it('logs in with the right password in any letter case of the email', async () => {
    const result = await api.gql<{ login: { token: string } }>(LOGIN, {
      input: { email: 'Rosa@SCHOOL.org', password: valid.password },
    });
    expect(result.errors).toBeUndefined();
    const token = result.data!.login.token;
    const me = await api.gql<{ educatorUser: { email: string } }>(ME, {}, { token });
    expect(me.data?.educatorUser.email).toBe(valid.email);
  });

  it.each([
    ['wrong password', { email: valid.email, password: 'Wrong1' }, MESSAGES.invalidCredentials],
    [
      'unknown email',
      { email: 'nobody@school.org', password: 'Secret1' },
      MESSAGES.invalidCredentials,
    ],
    ['malformed email', { email: 'nope', password: 'Secret1' }, MESSAGES.invalidEmail],
    ['missing password', { email: valid.email, password: '' }, MESSAGES.required],
  ])('refuses %s', async (_name, input, message) => {
    const before = await tableCount(sessions);
    const result = await api.gql(LOGIN, { input }, { address: '10.0.0.1' });
    expect(firstError(result)).toBe(message);
    expect(await tableCount(sessions)).toBe(before);
  });

  it('logout revokes the session; the token then gets the logged-out message', async () => {
    const login = await api.gql<{ login: { token: string } }>(LOGIN, {
      input: { email: valid.email, password: valid.password },
    });
    const token = login.data!.login.token;
    expect((await api.gql(LOGOUT, {}, { token })).data).toEqual({ logout: true });
    expect(firstError(await api.gql(ME, {}, { token }))).toBe(MESSAGES.notLoggedIn);
  });

  it('without a token, protected operations answer the logged-out message', async () => {
    expect(firstError(await api.gql(ME))).toBe(MESSAGES.notLoggedIn);
    expect(firstError(await api.gql(LOGOUT))).toBe(MESSAGES.notLoggedIn);
    expect(firstError(await api.gql(ME, {}, { token: 'made-up-token' }))).toBe(
      MESSAGES.notLoggedIn,
    );
  });
  // The login, register and reset limits under parallel requests: rate-limit.test.ts.
});

describe('password reset', () => {
  const tokenFromLatestMail = async () => {
    const [mail] = await api.mails();
    const match = /reset-password\?token=([\w%-]+)/.exec(mail?.text ?? '');
    return match ? decodeURIComponent(match[1]!) : undefined;
  };

  it('answers the same for an unknown address and writes no mail', async () => {
    const mailsBefore = await tableCount(mailOutbox);
    const unknown = await api.gql(FORGOT, { input: { email: 'ghost@school.org' } });
    const known = await api.gql(FORGOT, { input: { email: valid.email } });
    expect(unknown.data).toEqual(known.data);
    expect(unknown.data).toEqual({
      sendPasswordResetEmail: { success: true, message: MESSAGES.resetEmailSent },
    });
    expect(await tableCount(mailOutbox)).toBe(mailsBefore + 1);
  });

  it('resets with the mailed token once; the token cannot be reused; old sessions end', async () => {
    const oldLogin = await api.gql<{ login: { token: string } }>(LOGIN, {
      input: { email: valid.email, password: valid.password },
    });
    await api.gql(FORGOT, { input: { email: valid.email } });
    const [mail] = await api.mails();
    expect(mail?.to).toBe(valid.email);
    expect(mail?.text).toContain('http://portal.test/reset-password?token=');
    const token = await tokenFromLatestMail();
    expect(token).toBeDefined();
    // The database keeps only a digest of the token.
    const stored = await api.db.select().from(passwordResetTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const done = await api.gql(RESET, {
      input: { password: 'Newpass1', passwordResetToken: token },
    });
    expect(done.data).toEqual({
      resetPassword: { success: true, message: MESSAGES.passwordResetSuccessful },
    });
    expect(firstError(await api.gql(ME, {}, { token: oldLogin.data!.login.token }))).toBe(
      MESSAGES.notLoggedIn,
    );

    const reused = await api.gql(RESET, {
      input: { password: 'Other11', passwordResetToken: token },
    });
    expect(firstError(reused)).toBe(MESSAGES.resetTokenInvalid);
    const login = await api.gql(LOGIN, { input: { email: valid.email, password: 'Newpass1' } });
    expect(login.errors).toBeUndefined();
    valid.password = 'Newpass1';
  });

  it('refuses an expired token and changes nothing', async () => {
    await api.gql(FORGOT, { input: { email: valid.email } });
    const token = await tokenFromLatestMail();
    await api.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const result = await api.gql(RESET, {
      input: { password: 'Expired1', passwordResetToken: token },
    });
    expect(firstError(result)).toBe(MESSAGES.resetTokenInvalid);
    const login = await api.gql(LOGIN, { input: { email: valid.email, password: valid.password } });
    expect(login.errors).toBeUndefined();
  });

  it.each([
    ['missing token', { password: 'Newpass1', passwordResetToken: '' }, MESSAGES.required],
    [
      'unknown token',
      { password: 'Newpass1', passwordResetToken: 'abc' },
      MESSAGES.resetTokenInvalid,
    ],
    ['short password', { password: 'Ab1', passwordResetToken: 'abc' }, MESSAGES.minLength6],
    ['lower-case password', { password: 'abcdefg', passwordResetToken: 'abc' }, MESSAGES.uppercase],
  ])('refuses a %s', async (_name, input, message) => {
    expect(firstError(await api.gql(RESET, { input }))).toBe(message);
  });

  it('refuses a malformed email on the forgot form', async () => {
    expect(firstError(await api.gql(FORGOT, { input: { email: 'bad' } }))).toBe(
      MESSAGES.invalidEmail,
    );
  });
});
