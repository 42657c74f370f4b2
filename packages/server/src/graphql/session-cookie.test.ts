import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/auth.ts';
import { SESSION_COOKIE } from '../http/session-cookie.ts';
import { hashToken } from '../modules/auth/tokens.ts';
import { createUser } from '../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../testing/test-api.ts';
import { CSRF_REFUSED } from './yoga.ts';

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { expiresAt userType } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { expiresAt userType } }`;
const LOGOUT = `mutation { logout }`;
const ME = `query Me { educatorUser { email } }`;
const PASSWORD = 'Garden42';

let counter = 0;
const uniqueEmail = () => `cookie${(counter += 1)}@school.test`;

/** The session cookie set by an answer: its value and attributes. */
function sessionCookieOf(response: Response) {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!line) return undefined;
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { value: pair!.slice(SESSION_COOKIE.length + 1), attributes, line };
}

async function register(api: TestApi, email = uniqueEmail()) {
  const response = await api.post(REGISTER, {
    input: {
      firstName: 'Rosa',
      lastName: 'Mendez',
      phone: '7135550199',
      email,
      password: PASSWORD,
    },
  });
  const cookie = sessionCookieOf(response);
  expect(cookie, 'session cookie').toBeDefined();
  return { email, cookie: cookie!.value, response };
}

async function login(api: TestApi, email: string) {
  const response = await api.post(LOGIN, { input: { email, password: PASSWORD } });
  const cookie = sessionCookieOf(response);
  expect(cookie, 'session cookie').toBeDefined();
  return cookie!.value;
}

const me = (api: TestApi, cookie: string) =>
  api.gql<{ educatorUser: { email: string } }>(ME, {}, { cookie });

describe('the session cookie', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({
      SESSION_IDLE_MINUTES_ADMIN: '30',
      SESSION_IDLE_MINUTES_EDUCATOR: '480',
    });
  });
  afterAll(() => api.close());

  it('is set by register and login, HttpOnly and SameSite=Lax, for the session’s lifetime', async () => {
    const { email, cookie, response } = await register(api);
    const attributes = sessionCookieOf(response)!.attributes;
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    const maxAge = Number(attributes.find((a) => a.startsWith('Max-Age='))?.slice(8));
    expect(maxAge).toBeGreaterThan(api.config.sessionTtlMs / 1000 - 60);
    expect(maxAge).toBeLessThanOrEqual(api.config.sessionTtlMs / 1000);
    // The cookie alone (with the client's header) is the session: nothing to keep in storage.
    expect((await me(api, cookie)).data?.educatorUser.email).toBe(email);

    const again = await login(api, email);
    expect(again).not.toBe(cookie);
    expect((await me(api, again)).data?.educatorUser.email).toBe(email);
  });

  // A server of its own per address (each a database copy): slow on a loaded CI machine.
  it(
    'is Secure when the portal is served over https or from localhost',
    { timeout: 120_000 },
    async () => {
      for (const [url, secure] of [
        ['https://portal.example', true],
        ['http://localhost:3000', true],
        ['http://portal.test', false],
      ] as const) {
        const other = await createTestApi({ PUBLIC_URL: url });
        try {
          const { response } = await register(other);
          expect(sessionCookieOf(response)!.attributes.includes('Secure'), url).toBe(secure);
        } finally {
          await other.close();
        }
      }
    },
  );

  it('refuses a request that carries the cookie without the CSRF header', async () => {
    const { cookie } = await register(api);
    const response = await api.post(ME, {}, { cookie, csrfHeader: false });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { data?: unknown; errors: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]?.message).toBe(CSRF_REFUSED);
    // With the header, the same cookie works.
    expect((await me(api, cookie)).errors).toBeUndefined();
  });

  it('refuses a cross-site form post (no preflight) without the CSRF header', async () => {
    const { cookie } = await register(api);
    const response = await api.yoga.fetch('http://portal.test/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${SESSION_COOKIE}=${cookie}`,
      },
      body: new URLSearchParams({ query: LOGOUT }).toString(),
    });
    expect(response.status).toBe(403);
    expect((await me(api, cookie)).errors).toBeUndefined();
  });

  it('still accepts a bearer token from API clients (which a browser never adds by itself)', async () => {
    const user = await createUser(api.db);
    const result = await api.gql<{ educatorUser: { email: string } }>(
      ME,
      {},
      { token: user.token },
    );
    expect(result.data?.educatorUser.email).toBe(user.email);
  });

  it('plays no part in a request with an Authorization header, which alone authenticates', async () => {
    const { cookie, email } = await register(api);
    const other = await createUser(api.db);
    const asWhom = async (authorization: string, csrfHeader: boolean) => {
      const response = await api.post(ME, {}, { cookie, csrfHeader, headers: { authorization } });
      const body = (await response.json()) as {
        data?: { educatorUser: { email: string } } | null;
        errors?: { message: string }[];
      };
      return {
        status: response.status,
        email: body.data?.educatorUser.email,
        error: body.errors?.[0]?.message,
      };
    };
    // A bearer token: that account, with or without the CSRF header; never the cookie's.
    for (const csrf of [true, false]) {
      expect(await asWhom(`Bearer ${other.token}`, csrf)).toMatchObject({
        status: 200,
        email: other.email,
      });
      expect(await asWhom('Bearer not-a-session', csrf)).toMatchObject({
        email: undefined,
        error: MESSAGES.notLoggedIn,
      });
    }
    // Any other Authorization header: nobody, even with the CSRF header…
    expect(await asWhom('Basic dXNlcjpwYXNz', true)).toMatchObject({
      email: undefined,
      error: MESSAGES.notLoggedIn,
    });
    // …and without it the cookie makes it a request the CSRF rule refuses.
    expect(await asWhom('Basic dXNlcjpwYXNz', false)).toMatchObject({
      status: 403,
      error: CSRF_REFUSED,
    });
    expect(await asWhom('Bearer', false)).toMatchObject({ status: 403, error: CSRF_REFUSED });
    // The cookie alone, with the header, is still that session.
    expect((await me(api, cookie)).data?.educatorUser.email).toBe(email);
  });

  it('is cleared when it names a session that has ended', async () => {
    const response = await api.post(ME, {}, { cookie: 'not-a-session' });
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toBe(MESSAGES.notLoggedIn);
    expect(sessionCookieOf(response)?.attributes).toContain('Max-Age=0');
  });
});

describe('session lifetime', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({
      SESSION_IDLE_MINUTES_ADMIN: '30',
      SESSION_IDLE_MINUTES_EDUCATOR: '480',
      SESSION_MAX_HOURS: '12',
    });
  });
  afterAll(() => api.close());

  const moveBack = (token: string, column: 'last_seen_at' | 'expires_at', interval: string) =>
    api.db.execute(
      sql`update sessions set ${sql.raw(column)} = now() - ${interval}::interval where token_hash = ${hashToken(token)}`,
    );

  it('ends an educator’s session idle for longer than 8 hours', async () => {
    const { cookie } = await register(api);
    await moveBack(cookie, 'last_seen_at', '7 hours 58 minutes');
    expect((await me(api, cookie)).errors).toBeUndefined();
    await moveBack(cookie, 'last_seen_at', '8 hours 1 minute');
    expect(firstError(await me(api, cookie))).toBe(MESSAGES.notLoggedIn);
  });

  it('ends an admin’s session idle for longer than 30 minutes', async () => {
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const ADMIN_ME = `{ adminUser { email } }`;
    await moveBack(admin.token, 'last_seen_at', '29 minutes');
    expect((await api.gql(ADMIN_ME, {}, { token: admin.token })).errors).toBeUndefined();
    await moveBack(admin.token, 'last_seen_at', '31 minutes');
    expect(firstError(await api.gql(ADMIN_ME, {}, { token: admin.token }))).toBe(
      MESSAGES.notLoggedIn,
    );
  });

  it('ends a session after its absolute lifetime, however busy', async () => {
    const { cookie } = await register(api);
    await api.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${hashToken(cookie)}`,
    );
    expect(firstError(await me(api, cookie))).toBe(MESSAGES.notLoggedIn);
  });

  it('gives new sessions the configured absolute lifetime', async () => {
    const { cookie } = await register(api);
    const [row] = await api.db
      .select({ seconds: sql<number>`extract(epoch from ${sessions.expiresAt} - now())::int` })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie)));
    expect(row!.seconds).toBeGreaterThan(12 * 3600 - 60);
    expect(row!.seconds).toBeLessThanOrEqual(12 * 3600);
  });

  it('marks a session as seen at most once a minute, in the one statement that reads it', async () => {
    const { cookie } = await register(api);
    const secondsAgo = async () => {
      const [row] = await api.db
        .select({ ago: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt})::int` })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(cookie)));
      return row!.ago;
    };
    const snapshot = async () => {
      const result = await api.db.execute(sql`select pg_current_snapshot()::text as s`);
      return (result as unknown as { rows: { s: string }[] }).rows[0]!.s;
    };

    await moveBack(cookie, 'last_seen_at', '30 seconds');
    const before = await snapshot();
    api.statements.length = 0;
    expect((await me(api, cookie)).errors).toBeUndefined();
    expect(api.statements.filter((s) => /sessions/.test(s))).toHaveLength(1);
    // Seen 30 s ago: nothing written, so the database snapshot (db/snapshot-cache.ts) stays.
    // (On a PostgreSQL server the snapshot is the whole server's: the other test files' writes
    // in their own databases move it, so only the embedded database counts this.)
    expect(await secondsAgo()).toBeGreaterThanOrEqual(30);
    if (api.database.kind === 'pglite') expect(await snapshot()).toBe(before);

    await moveBack(cookie, 'last_seen_at', '2 minutes');
    api.statements.length = 0;
    expect((await me(api, cookie)).errors).toBeUndefined();
    expect(api.statements.filter((s) => /sessions/.test(s))).toHaveLength(1);
    expect(await secondsAgo()).toBeLessThan(10);
  });

  it('logout ends every session of the account and clears the cookie', async () => {
    const { email, cookie: laptop } = await register(api);
    const phone = await login(api, email);
    const other = await register(api);

    const response = await api.post(LOGOUT, {}, { cookie: laptop });
    expect(((await response.json()) as { data: unknown }).data).toEqual({ logout: true });
    expect(sessionCookieOf(response)?.attributes).toContain('Max-Age=0');

    expect(firstError(await me(api, laptop))).toBe(MESSAGES.notLoggedIn);
    expect(firstError(await me(api, phone))).toBe(MESSAGES.notLoggedIn);
    // Another account is untouched.
    expect((await me(api, other.cookie)).errors).toBeUndefined();
    const [user] = await api.db.select().from(users).where(eq(users.email, email));
    const open = await api.db.execute(
      sql`select count(*)::int as n from sessions where user_id = ${user!.id} and revoked_at is null`,
    );
    expect((open as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
