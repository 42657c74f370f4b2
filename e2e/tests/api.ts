import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request, test, type APIRequestContext } from '@playwright/test';

/**
 * Journeys set up what they need through the API (the same GraphQL endpoint the web app calls)
 * and sign in without typing the login form: the session is the HttpOnly `portal_session`
 * cookie set by the login mutation (or the staff sign-in callback), and the web app only needs
 * `signedIn` in localStorage to load the user with that cookie (session-store.ts).
 */

/** The header the server requires on every GraphQL request (Yoga's CSRF prevention). */
const CSRF_HEADERS = { 'x-graphql-yoga-csrf': '1' };

/** The demo administrator (the embedded staff directory of DEMO_MODE). */
export const ADMIN = { email: 'admin@foodbank.example', password: 'Admin123', name: 'Ada Admin' };

export type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/** The base URL of the running test's project (the demo or the bench-seed server). */
export function currentBaseURL(): string {
  const baseURL = test.info().project.use.baseURL ?? process.env.PLAYWRIGHT_TEST_BASE_URL;
  if (!baseURL) throw new Error('the project has no baseURL');
  return baseURL;
}

const e2eDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Where the stored sign-in of an account for a server lives (written by the setup projects):
 * beside the server's database (.data-<port>, removed when the server starts afresh), as its
 * sessions are in that database, and apart from any other run's.
 */
export function stateFile(baseURL: string, account: string): string {
  return path.join(e2eDir, `.data-${new URL(baseURL).port}`, 'auth', `${account}.json`);
}

/** Sends one GraphQL operation; fails with the server's errors, if any. */
export async function gql<T = Record<string, unknown>>(
  api: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await api.post('/graphql', {
    data: { query, variables },
    headers: CSRF_HEADERS,
  });
  const body = (await response.json().catch(() => ({}))) as { data?: T; errors?: unknown };
  if (!response.ok() || body.errors || !body.data) {
    const name = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? query.slice(0, 40);
    throw new Error(`GraphQL ${name}: HTTP ${response.status()} ${JSON.stringify(body.errors)}`);
  }
  return body.data;
}

/** The cookies of an API context plus the web app's `signedIn` flag for the server's origin. */
export async function signedInState(
  api: APIRequestContext,
  baseURL: string,
): Promise<StorageState> {
  const { cookies } = await api.storageState();
  if (!cookies.some((c) => c.name === 'portal_session')) {
    throw new Error('no portal_session cookie after signing in');
  }
  return {
    cookies,
    origins: [
      { origin: new URL(baseURL).origin, localStorage: [{ name: 'signedIn', value: 'true' }] },
    ],
  };
}

/**
 * The administrator's sign-in through the staff single sign-on, without a browser: start,
 * the embedded provider's password form, then the callback that sets the session cookie.
 */
export async function signInAdminByApi(baseURL: string): Promise<StorageState> {
  const api = await request.newContext({ baseURL });
  try {
    const start = await api.get('/auth/sso/start');
    const form = /action="(\/oidc\/interaction\/[^"]+\/login)"/.exec(await start.text());
    if (!start.ok() || !form)
      throw new Error(`SSO start: HTTP ${start.status()} at ${start.url()}`);
    const done = await api.post(form[1]!, {
      form: { email: ADMIN.email, password: ADMIN.password },
    });
    if (!done.ok() || !new URL(done.url()).pathname.startsWith('/auth/sso/callback')) {
      throw new Error(`SSO sign-in: HTTP ${done.status()} at ${done.url()}`);
    }
    return await signedInState(api, baseURL);
  } finally {
    await api.dispose();
  }
}

/** Writes a stored sign-in for the setup projects. */
export function saveState(file: string, state: StorageState) {
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole or not at all: a parallel worker may read it at any moment.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(state, null, 2));
  renameSync(partial, file);
}

const adminStates = new Map<string, Promise<string>>();

/**
 * The stored administrator sign-in of the running test's server (a file for storageState):
 * the setup projects write it; under a config without them, the first use signs in.
 */
export function adminStateFile(): Promise<string> {
  const baseURL = currentBaseURL();
  const file = stateFile(baseURL, 'admin');
  if (!adminStates.has(file)) {
    const ready = existsSync(file)
      ? Promise.resolve(file)
      : signInAdminByApi(baseURL).then((state) => {
          saveState(file, state);
          return file;
        });
    ready.catch(() => adminStates.delete(file));
    adminStates.set(file, ready);
  }
  return adminStates.get(file)!;
}

/** An API context of the stored administrator for the running test's server. */
export async function adminApi(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: currentBaseURL(), storageState: await adminStateFile() });
}

/** An API context signed in as an educator (the login mutation; no form). */
export async function educatorApi(email: string, password: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: currentBaseURL() });
  await gql(api, `mutation E2eLogin($input: LoginInput!) { login(input: $input) { userType } }`, {
    input: { email, password },
  });
  return api;
}
