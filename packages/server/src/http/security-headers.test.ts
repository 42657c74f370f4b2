import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoRedirectUri } from '../services/index.ts';
import { createTestApi, serveApp, type TestApi } from '../testing/test-api.ts';
import { MAILBOX_CSS } from './dev-mailbox.ts';
import { LOGIN_PAGE_CSS } from '../services/sso/local-login-page.ts';
import { APP_CSP, cspHash } from './security-headers.ts';

const PARTNER = 'https://partner.example';

function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

const health = (init: RequestInit = {}) => ({
  method: 'POST',
  ...init,
  headers: { 'content-type': 'application/json', ...init.headers },
  body: JSON.stringify({ query: '{ health }' }),
});

describe('browser security headers', () => {
  let api: TestApi;
  let app: Awaited<ReturnType<typeof serveApp>>;

  beforeAll(async () => {
    api = await createTestApi({
      PUBLIC_URL: 'http://portal.test',
      CORS_ORIGINS: PARTNER,
      WEB_DIST: webDist(),
      DEMO_MODE: 'true',
    });
    app = await serveApp(api);
  });
  afterAll(async () => {
    await app.close();
    await api.close();
  });

  it.each([
    ['the web app’s HTML', '/backpack-buddy/dashboard', {}],
    ['the GraphQL API', '/graphql', health()],
    ['a missing file', '/assets/missing.js', {}],
  ])('%s cannot be framed and is not sniffed', async (_what, url, init) => {
    const response = await fetch(`${app.url}${url}`, init);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('gives the web app a policy without inline script', async () => {
    const response = await fetch(`${app.url}/`);
    expect(await response.text()).toContain('<div id="root">');
    const csp = response.headers.get('content-security-policy');
    expect(csp).toBe(APP_CSP);
    expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("object-src 'none'");
  });

  it('sends no HSTS over plain http', async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('allows the staff sign-in page and the dev mailbox exactly their own inline styles', async () => {
    // The sign-in page of the built-in provider, reached as the portal's client reaches it.
    const authorize = new URL(`${app.url}/oidc/auth`);
    authorize.search = new URLSearchParams({
      client_id: api.config.oidc.clientId,
      response_type: 'code',
      redirect_uri: ssoRedirectUri(api.config),
      scope: 'openid email',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'state-1',
    }).toString();
    const start = await fetch(authorize, { redirect: 'manual' });
    const interaction = new URL(start.headers.get('location')!, app.url).pathname;
    expect(interaction).toMatch(/^\/oidc\/interaction\//);
    const cookies = start.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    for (const [url, css, headers] of [
      ['/dev/mailbox', MAILBOX_CSS, {}],
      [interaction, LOGIN_PAGE_CSS, { cookie: cookies }],
    ] as const) {
      const response = await fetch(`${app.url}${url}`, { headers });
      expect(response.status, url).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, url).toContain(`style-src ${cspHash(LOGIN_PAGE_CSS)} ${cspHash(MAILBOX_CSS)}`);
      expect(csp, url).toContain("script-src 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(await response.text(), url).toContain(`<style>${css}</style>`);
    }
  });

  it('gives a foreign origin no CORS header, not even for a preflight', async () => {
    const answer = await fetch(
      `${app.url}/graphql`,
      health({ headers: { origin: 'https://evil.example' } }),
    );
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();

    const preflight = await fetch(`${app.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        // A foreign page cannot add our CSRF header, nor an Authorization header, to a request.
        'access-control-request-headers': 'content-type, authorization, x-graphql-yoga-csrf',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('lets a configured origin call with credentials', async () => {
    const preflight = await fetch(`${app.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-graphql-yoga-csrf',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-graphql-yoga-csrf');

    const answer = await fetch(`${app.url}/graphql`, health({ headers: { origin: PARTNER } }));
    expect(answer.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(answer.headers.get('vary')).toMatch(/Origin/);
    expect(await answer.json()).toEqual({ data: { health: 'ok' } });
  });

  it('returns a request id with every answer', async () => {
    const first = await fetch(`${app.url}/graphql`, health());
    const second = await fetch(`${app.url}/healthz`);
    const ids = [first, second].map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });
});

describe('headers over https', () => {
  let api: TestApi;
  let app: Awaited<ReturnType<typeof serveApp>>;

  beforeAll(async () => {
    api = await createTestApi({ PUBLIC_URL: 'https://portal.example' });
    app = await serveApp(api);
  });
  afterAll(async () => {
    await app.close();
    await api.close();
  });

  it('sends HSTS and no CORS header by default, even to an origin that looks like ours', async () => {
    const response = await fetch(
      `${app.url}/graphql`,
      health({ headers: { origin: 'https://portal.example.evil.test' } }),
    );
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
