import compression from 'compression';
import express, { type Express, type Request, type RequestHandler } from 'express';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createGraphqlServer } from '../graphql/yoga.ts';
import { bearerToken, viewerForToken } from '../modules/auth/sessions.ts';
import { ssoRedirectUri, type Services } from '../services/index.ts';
import { mountLocalProvider } from '../services/sso/local-provider.ts';
import { graphqlBodyLimit } from './body-limit.ts';
import { mountDevMailbox } from './dev-mailbox.ts';
import { mountFileDownload } from './file-download.ts';
import { requestIdMiddleware } from './request-context.ts';
import { securityHeaders } from './security-headers.ts';
import { SESSION_COOKIE, readCookie } from './session-cookie.ts';
import { mountSsoRoutes } from './sso-routes.ts';
import { mountStaticWeb } from './static-web.ts';

export function createApp(deps: { db: Db; config: Config; services: Services }): Express {
  const { db, config, services } = deps;
  const app = express();
  app.disable('x-powered-by');
  // Behind proxies, the client address is the one the nearest proxy appended to
  // X-Forwarded-For, never the leftmost value (which a client may forge). TRUST_PROXY=true means
  // one proxy; a number names how many proxies stand in front of the portal.
  app.set('trust proxy', trustedProxyHops(process.env.TRUST_PROXY));
  app.use(requestIdMiddleware);
  app.use(securityHeaders({ publicUrl: config.publicUrl, corsOrigins: config.corsOrigins }));

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });

  const yoga = createGraphqlServer({ db, config, services });
  // GraphQL answers are JSON and compress well (a year of reports is ~10x smaller gzipped);
  // answers under 1 KiB are sent as they are.
  // A body larger than a JSON request's is an upload, which only admins make: the session of its
  // bearer token (or, without an Authorization header, its cookie) must be an admin's.
  const isAdminRequest = async (req: Request) => {
    const authorization = req.headers.authorization;
    const token =
      authorization !== undefined
        ? bearerToken(authorization)
        : readCookie(req.headers.cookie, SESSION_COOKIE);
    if (!token) return false;
    return (await viewerForToken(db, token, config.sessionIdleMs))?.type === 'ADMIN';
  };
  app.use(
    yoga.graphqlEndpoint,
    graphqlBodyLimit(isAdminRequest),
    compression({ threshold: 1024 }),
    yoga as unknown as RequestHandler,
  );

  if (config.demo && !config.oidc.issuer) {
    mountLocalProvider(app, {
      db,
      publicUrl: config.publicUrl,
      clientId: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      redirectUri: ssoRedirectUri(config),
    });
  }
  mountSsoRoutes(app, { db, config, services });
  mountFileDownload(app, { config, services });
  if (config.demo && !config.mail.smtpUrl) mountDevMailbox(app, db);
  mountStaticWeb(app, config.webDist);
  return app;
}

/** TRUST_PROXY: unset/false → 0 (no proxy), true → 1, or a number of proxy hops. */
export function trustedProxyHops(value: string | undefined): number {
  if (value === 'true') return 1;
  const hops = Number(value);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}
