/**
 * Issue 20: the language is remembered per user. updateMyLanguage saves the signed-in user's
 * choice (educator or admin), educatorUser reads it back, register starts it; a language the
 * portal does not have is refused with a clear message and nothing changes; anonymous callers
 * are refused.
 */
import { LANGUAGE_REFUSED, MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import type { Context } from '../../graphql/context.ts';
import { createUser } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { updateMyLanguage } from './update-language.ts';

const UPDATE = `mutation ($language: Language!) {
  updateMyLanguage(language: $language) { educatorId language }
}`;
const ME = `query { educatorUser { educatorId language } }`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token } }`;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const storedLanguage = async (id: number) =>
  (await api.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]
    ?.language;
const code = (result: ExecutionResult) => result.errors?.[0]?.extensions?.['code'];

describe('updateMyLanguage', () => {
  it('saves the educator’s choice; the start-up query reads it back', async () => {
    const educator = await createUser(api.db);
    expect(await storedLanguage(educator.id)).toBeNull();
    const saved = await api.gql(UPDATE, { language: 'es' }, { token: educator.token });
    expect(saved).toEqual({
      data: { updateMyLanguage: { educatorId: educator.id, language: 'es' } },
    });
    expect(await storedLanguage(educator.id)).toBe('es');
    // A later request (its session statement reads the row again) answers Spanish.
    expect(await api.gql(ME, {}, { token: educator.token })).toEqual({
      data: { educatorUser: { educatorId: educator.id, language: 'es' } },
    });
    await api.gql(UPDATE, { language: 'en' }, { token: educator.token });
    expect(await storedLanguage(educator.id)).toBe('en');
  });

  it('changes only the caller’s own account', async () => {
    const [me, other] = [await createUser(api.db), await createUser(api.db)];
    await api.gql(UPDATE, { language: 'es' }, { token: me.token });
    expect(await storedLanguage(other.id)).toBeNull();
  });

  it('lets an admin save theirs too (their console stays English)', async () => {
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const saved = await api.gql(UPDATE, { language: 'es' }, { token: admin.token });
    expect(saved.errors).toBeUndefined();
    expect(await storedLanguage(admin.id)).toBe('es');
  });

  it.each([
    ['a language the portal does not have', { language: 'fr' }],
    ['an upper-case code', { language: 'ES' }],
    ['no language', {}],
    ['null', { language: null }],
  ])('refuses %s with a clear message and changes nothing', async (_name, variables) => {
    const educator = await createUser(api.db, { language: 'es' });
    const result = await api.gql(UPDATE, variables, { token: educator.token });
    expect(result.data ?? null).toBeNull();
    expect(firstError(result)).toMatch(/"\$language".*Language/);
    expect(await storedLanguage(educator.id)).toBe('es');
  });

  it('refuses a language written in the document itself', async () => {
    const educator = await createUser(api.db);
    const result = await api.gql(
      `mutation { updateMyLanguage(language: fr) { language } }`,
      {},
      { token: educator.token },
    );
    expect(firstError(result)).toBe('Value "fr" does not exist in "Language" enum.');
    expect(await storedLanguage(educator.id)).toBeNull();
  });

  it('refuses an anonymous caller with the usual message', async () => {
    const result = await api.gql(UPDATE, { language: 'es' });
    expect(firstError(result)).toBe(MESSAGES.notLoggedIn);
    expect(code(result)).toBe('UNAUTHENTICATED');
  });

  it('refuses a session that has ended', async () => {
    const educator = await createUser(api.db, { deletedAt: new Date() });
    const result = await api.gql(UPDATE, { language: 'es' }, { token: educator.token });
    expect(code(result)).toBe('UNAUTHENTICATED');
    expect(await storedLanguage(educator.id)).toBeNull();
  });

  it('checks the argument again in the resolver, with the domain schema’s message', async () => {
    // Defence in depth: a caller that got past the GraphQL enum still meets the domain schema.
    const educator = await createUser(api.db);
    const ctx = {
      db: api.db,
      viewer: { userId: educator.id, type: 'EDUCATOR', sessionId: 0 },
    } as unknown as Context;
    await expect(updateMyLanguage(ctx, { language: 'fr' })).rejects.toMatchObject({
      message: LANGUAGE_REFUSED,
      extensions: { code: 'BAD_USER_INPUT', field: 'language' },
    });
    expect(await storedLanguage(educator.id)).toBeNull();
  });
});

describe('register with a language', () => {
  const person = (email: string) => ({
    firstName: 'Lucía',
    lastName: 'Gómez',
    phone: '713-555-0199',
    email,
    password: 'Secret1',
  });
  const languageOf = async (email: string) =>
    (await api.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]
      ?.language;

  it('stores the language the person registered in', async () => {
    const result = await api.gql(REGISTER, {
      input: { ...person('lucia@school.test'), language: 'es' },
    });
    expect(result.errors).toBeUndefined();
    expect(await languageOf('lucia@school.test')).toBe('es');
  });

  it('stores no language when the client sends none (mails go in English until one is chosen)', async () => {
    const result = await api.gql(REGISTER, { input: person('nolang@school.test') });
    expect(result.errors).toBeUndefined();
    expect(await languageOf('nolang@school.test')).toBeNull();
  });

  it('refuses another language and creates no account', async () => {
    const result = await api.gql(REGISTER, {
      input: { ...person('french@school.test'), language: 'fr' },
    });
    expect(firstError(result)).toMatch(/"fr".*"Language"/);
    expect(await languageOf('french@school.test')).toBeUndefined();
  });
});
