import type { Server } from 'node:http';
import { MESSAGES } from '@portal/domain';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { viewerForToken } from '../modules/auth/sessions.ts';
import type { Services } from '../services/index.ts';
import type { SsoClient, SsoIdentity } from '../services/sso/sso-client.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { cspHash } from './security-headers.ts';
import { SESSION_COOKIE } from './session-cookie.ts';
import { POPUP_SCRIPT, mountSsoRoutes } from './sso-routes.ts';

// The identity provider is faked at the edge; the routes, cookie, user lookup and session are real.
let identity: SsoIdentity = { email: undefined, emailVerified: false };
const fakeSso: SsoClient = {
  start: async () => ({
    url: 'https://idp.example/authorize?state=s1',
    pending: { state: 's1', nonce: 'n1', verifier: 'v1' },
  }),
  finish: async (_url, pending) => {
    if (pending.state !== 's1') throw new Error('state mismatch');
    return identity;
  },
};

let database: Database;
let server: Server;
let base: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(users).values([
    { type: 'ADMIN', firstName: 'Ada', lastName: 'Admin', email: 'Ada@FoodBank.example' },
    {
      type: 'ADMIN',
      firstName: 'Old',
      lastName: 'Admin',
      email: 'old@foodbank.example',
      deletedAt: new Date(),
    },
    { type: 'EDUCATOR', firstName: 'Erin', lastName: 'Educator', email: 'erin@school.org' },
  ]);
  const config = loadConfig({ PUBLIC_URL: 'http://portal.test', LOG_LEVEL: 'silent' });
  const services = {
    logger: pino({ level: 'silent' }),
    sso: fakeSso,
    publicUrl: config.publicUrl,
  } as unknown as Services;
  const app = express();
  mountSsoRoutes(app, { db: database.db, config, services });
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

async function signIn(who: SsoIdentity, withCookie = true) {
  identity = who;
  const start = await fetch(`${base}/auth/sso/start`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  expect(start.headers.get('location')).toBe('https://idp.example/authorize?state=s1');
  const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
  expect(start.headers.get('set-cookie')).toMatch(/HttpOnly/i);
  const callback = await fetch(`${base}/auth/sso/callback?code=c1&state=s1`, {
    headers: withCookie ? { cookie } : {},
  });
  return {
    status: callback.status,
    html: await callback.text(),
    csp: callback.headers.get('content-security-policy'),
    cookies: callback.headers.getSetCookie(),
  };
}

describe('staff single sign-on routes', () => {
  it('signs in an ADMIN whose verified email matches in any letter case: the session is an HttpOnly cookie, the page tells the portal only', async () => {
    const { status, html, csp, cookies } = await signIn({
      email: 'ada@foodbank.example',
      emailVerified: true,
    });
    expect(status).toBe(200);
    const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    const token = /^portal_session=([\w-]+);/.exec(session ?? '')?.[1];
    expect(token).toBeDefined();
    // No token in the page: a script of the portal window cannot read the session.
    expect(html).not.toContain(token);
    expect(html).not.toContain('"token"');
    expect(html).toContain('{"type":"portal-sso","signedIn":true},"origin":"http://portal.test"');
    // The page's one inline script runs by its hash; nothing else would.
    expect(csp).toContain(cspHash(POPUP_SCRIPT));
    expect(csp).toContain("frame-ancestors 'none'");
    expect(html).toContain(`<script>${POPUP_SCRIPT}</script>`);
    const viewer = await viewerForToken(database.db, token!, { ADMIN: 60_000, EDUCATOR: 60_000 });
    expect(viewer?.type).toBe('ADMIN');
  });

  it.each([
    ['an educator', { email: 'erin@school.org', emailVerified: true }],
    ['an unknown person', { email: 'someone@foodbank.example', emailVerified: true }],
    ['a deleted admin', { email: 'old@foodbank.example', emailVerified: true }],
    ['an unverified email', { email: 'ada@foodbank.example', emailVerified: false }],
    ['no email at all', { email: undefined, emailVerified: true }],
  ])('refuses %s with the no-access message', async (_name, who) => {
    const { status, html, cookies } = await signIn(who);
    expect(status).toBe(403);
    expect(html).toContain(MESSAGES.noAccess);
    expect(cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
  });

  it('refuses a callback without the pending sign-in cookie', async () => {
    const { status, html } = await signIn(
      { email: 'ada@foodbank.example', emailVerified: true },
      false,
    );
    expect(status).toBe(403);
    expect(html).toContain(MESSAGES.noAccess);
  });
});
