import { createHash, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import express from 'express';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { RATE_LIMITS, type Limit } from '../../modules/auth/rate-limit.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { LOCAL_DIRECTORY } from './local-directory.ts';
import { mountLocalProvider } from './local-provider.ts';

let database: Database;
let server: Server;
let base: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const app = express();
  // As behind the production proxy (TRUST_PROXY): the client address is X-Forwarded-For.
  app.set('trust proxy', true);
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  mountLocalProvider(app, {
    db: database.db,
    publicUrl: base,
    clientId: 'portal',
    clientSecret: 'portal-secret',
    redirectUri: `${base}/auth/sso/callback`,
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

/**
 * Windows are fixed: a flood that crossed a window's end would be counted in two windows.
 * Waits (rarely, at most 20 s) until the window of `limit` has 20 s left at least.
 */
async function awayFromWindowEnd(limit: Limit) {
  const left = limit.windowMs - (Date.now() % limit.windowMs);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

let sequence = 0;
const freshAddress = () => {
  sequence += 1;
  return `203.0.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
};

/** Starts a sign-in at the provider, as the portal's redirect does: its uid and cookies. */
async function startInteraction() {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: 'portal',
    redirect_uri: `${base}/auth/sso/callback`,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const response = await fetch(`${base}/oidc/auth?${params}`, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  const uid = /\/oidc\/interaction\/([\w-]+)$/.exec(location)?.[1];
  expect(uid).toBeDefined();
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  /** Posts the password form from an address. */
  return (email: string, password: string, address = freshAddress()) =>
    fetch(`${base}/oidc/interaction/${uid}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address,
      },
      body: new URLSearchParams({ email, password }).toString(),
    });
}

const [ada, sam] = LOCAL_DIRECTORY as [(typeof LOCAL_DIRECTORY)[0], (typeof LOCAL_DIRECTORY)[0]];

interface Case {
  limit: Limit;
  /** The i-th parallel wrong guess, in the bucket under test. */
  guess(post: Post, i: number, address: string): Promise<Response>;
  /** A right password in the same bucket: refused. */
  right(post: Post, address: string): Promise<Response>;
  /** The same outside the bucket: signs in (the refusals changed nothing). */
  elsewhere?(post: Post): Promise<Response>;
}
type Post = Awaited<ReturnType<typeof startInteraction>>;

const CASES: Record<string, Case> = {
  'per email': {
    limit: RATE_LIMITS.staffLogin.email,
    guess: (post, i) => post(ada.email, `Wrong${i}`),
    right: (post) => post(ada.email.toUpperCase(), ada.password),
    elsewhere: (post) => post(sam.email, sam.password),
  },
  'per address': {
    limit: RATE_LIMITS.staffLogin.address,
    guess: (post, i, address) => post(`guess${i}@foodbank.example`, 'Wrong1', address),
    right: (post, address) => post(sam.email, sam.password, address),
    elsewhere: (post) => post(sam.email, sam.password),
  },
};

describe.each(Object.entries(CASES))('the staff directory password form, %s', (_name, c) => {
  it(
    'holds under parallel guesses; over the limit 429 with a readable page, nothing signed in',
    { timeout: 60_000 },
    async () => {
      const post = await startInteraction();
      const address = freshAddress();
      await awayFromWindowEnd(c.limit);
      const total = Math.max(20, c.limit.max + 5);
      const answers = await Promise.all(
        Array.from({ length: total }, (_, i) => c.guess(post, i, address)),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(c.limit.max);
      expect(statuses.filter((s) => s === 429)).toHaveLength(total - c.limit.max);

      const refused = await c.right(post, address);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('location')).toBeNull();
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const page = await refused.text();
      // The form again, with the limit message announced.
      expect(page).toMatch(/role="alert"[^>]*>Too many attempts, please try again later\.</);
      expect(page).toContain(MESSAGES.tooManyAttempts);
      expect(page).toContain('name="password"');

      // The interaction is untouched: a sign-in outside the bucket still completes it.
      const signedIn = await c.elsewhere!(post);
      expect(signedIn.status).toBe(303);
      expect(signedIn.headers.get('location')).toContain('/oidc/auth/');
    },
  );
});

it('a successful staff sign-in gives back its hit: only failures use up the allowance', async () => {
  const max = RATE_LIMITS.staffLogin.email.max;
  for (let i = 0; i < max + 2; i += 1) {
    const post = await startInteraction();
    expect((await post(sam.email, sam.password)).status).toBe(303);
  }
});
