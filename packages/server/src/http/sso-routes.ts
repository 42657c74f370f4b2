import { and, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import type { Express, Response } from 'express';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { createSession } from '../modules/auth/sessions.ts';
import type { Services } from '../services/index.ts';
import type { PendingSignIn } from '../services/sso/sso-client.ts';
import { inlinePageCsp } from './security-headers.ts';
import { readCookie, sessionCookie, sessionCookieIsSecure } from './session-cookie.ts';

const COOKIE = 'portal_sso';

/**
 * The popup page's only script, the same text for every result, so that its CSP allows it by
 * hash; what it posts is read from the page's JSON data block (never executed).
 */
export const POPUP_SCRIPT = `
  (function () {
    var data = JSON.parse(document.getElementById('portal-sso-result').textContent);
    if (window.opener) { window.opener.postMessage(data.message, data.origin); window.close(); }
  })();
`;

const POPUP_CSP = inlinePageCsp({ scripts: [POPUP_SCRIPT] });

/**
 * The popup's last page: tells the portal window that opened it how the sign-in ended, then
 * closes. The session itself is the HttpOnly cookie set with this page: no token is posted.
 */
export function popupResultPage(origin: string, result: { signedIn: true } | { error: string }) {
  const data = JSON.stringify({ message: { type: 'portal-sso', ...result }, origin }).replace(
    /</g,
    '\\u003c',
  );
  const text = 'error' in result ? result.error : 'Signed in. You can close this window.';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Administrator Login</title></head>
<body><main><p role="status">${text.replace(/[<>&]/g, '')}</p></main>
<script type="application/json" id="portal-sso-result">${data}</script>
<script>${POPUP_SCRIPT}</script></body></html>`;
}

/** Staff single sign-on: /auth/sso/start opens the provider, /auth/sso/callback finishes it. */
export function mountSsoRoutes(app: Express, deps: { db: Db; config: Config; services: Services }) {
  const { db, config, services } = deps;
  const origin = new URL(config.publicUrl).origin;
  const secure = config.publicUrl.startsWith('https://');
  const sessionSecure = sessionCookieIsSecure(config.publicUrl);
  const page = (res: Response, status: number, result: { signedIn: true } | { error: string }) =>
    res
      .status(status)
      .setHeader('Content-Security-Policy', POPUP_CSP)
      .type('html')
      .send(popupResultPage(origin, result));

  app.get('/auth/sso/start', async (_req, res) => {
    try {
      const { url, pending } = await services.sso.start();
      res.cookie(COOKIE, JSON.stringify(pending), {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/auth/sso',
        maxAge: 10 * 60 * 1000,
      });
      res.redirect(302, url);
    } catch (err) {
      services.logger.error({ err }, 'SSO start failed');
      page(res, 502, { error: MESSAGES.unknownError });
    }
  });

  app.get('/auth/sso/callback', async (req, res) => {
    const raw = readCookie(req.headers.cookie, COOKIE);
    res.clearCookie(COOKIE, { path: '/auth/sso' });
    const noAccess = () => page(res, 403, { error: MESSAGES.noAccess });
    if (!raw) return noAccess();
    try {
      const pending = JSON.parse(raw) as PendingSignIn;
      const callbackUrl = new URL(req.originalUrl, config.publicUrl);
      const identity = await services.sso.finish(callbackUrl, pending);
      if (!identity.email || !identity.emailVerified) return noAccess();
      const [admin] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`lower(${users.email}) = lower(${identity.email})`,
            eq(users.type, 'ADMIN'),
            isNull(users.deletedAt),
          ),
        )
        .limit(1);
      if (!admin) return noAccess();
      const session = await db.transaction((tx) =>
        createSession(tx, admin.id, config.sessionTtlMs),
      );
      res.append('Set-Cookie', sessionCookie(session.token, session.expiresAt, sessionSecure));
      page(res, 200, { signedIn: true });
    } catch (err) {
      services.logger.warn({ err }, 'SSO callback failed');
      noAccess();
    }
  });
}
