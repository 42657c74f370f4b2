import { and, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import type { Express, Request } from 'express';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { createSession } from '../modules/auth/sessions.ts';
import type { Services } from '../services/index.ts';
import type { PendingSignIn } from '../services/sso/sso-client.ts';

const COOKIE = 'portal_sso';

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The popup's last page: hands the result to the portal window that opened it, then closes. */
export function popupResultPage(
  origin: string,
  result: { token: string; expiresAt: string } | { error: string },
): string {
  const message = JSON.stringify({ type: 'portal-sso', ...result }).replace(/</g, '\\u003c');
  const text = 'error' in result ? result.error : 'Signed in. You can close this window.';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Administrator Login</title></head>
<body><main><p role="status">${text.replace(/[<>&]/g, '')}</p></main>
<script>
  (function () {
    var message = ${message};
    if (window.opener) { window.opener.postMessage(message, ${JSON.stringify(origin)}); window.close(); }
  })();
</script></body></html>`;
}

/** Staff single sign-on: /auth/sso/start opens the provider, /auth/sso/callback finishes it. */
export function mountSsoRoutes(app: Express, deps: { db: Db; config: Config; services: Services }) {
  const { db, config, services } = deps;
  const origin = new URL(config.publicUrl).origin;
  const secure = config.publicUrl.startsWith('https://');

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
      res
        .status(502)
        .type('html')
        .send(popupResultPage(origin, { error: MESSAGES.unknownError }));
    }
  });

  app.get('/auth/sso/callback', async (req, res) => {
    const raw = readCookie(req, COOKIE);
    res.clearCookie(COOKIE, { path: '/auth/sso' });
    const noAccess = () =>
      res
        .status(403)
        .type('html')
        .send(popupResultPage(origin, { error: MESSAGES.noAccess }));
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
      res.type('html').send(
        popupResultPage(origin, {
          token: session.token,
          expiresAt: session.expiresAt.toISOString(),
        }),
      );
    } catch (err) {
      services.logger.warn({ err }, 'SSO callback failed');
      noAccess();
    }
  });
}
