import { randomBytes } from 'node:crypto';
import express, { type Express } from 'express';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { MESSAGES } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { takeAttempt } from '../../modules/auth/rate-limit.ts';
import { LOCAL_DIRECTORY, findDirectoryPerson } from './local-directory.ts';
import { loginPage } from './local-login-page.ts';

export const LOCAL_PROVIDER_PATH = '/oidc';

export interface LocalProviderOptions {
  /** Where the password form's attempts are counted (rate_limits). */
  db: Db;
  publicUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/**
 * The embedded OpenID Connect provider (oidc-provider) with the demo staff directory.
 * Authorization code flow with PKCE required; consent is implied for the portal's own client.
 */
export function mountLocalProvider(app: Express, options: LocalProviderOptions): Provider {
  const issuer = `${options.publicUrl}${LOCAL_PROVIDER_PATH}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(32).toString('hex')] },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx, interaction) => `${LOCAL_PROVIDER_PATH}/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx, sub) {
      const person = LOCAL_DIRECTORY.find((p) => p.sub === sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: person.email,
            email_verified: person.emailVerified,
            name: `${person.givenName} ${person.familyName}`,
            given_name: person.givenName,
            family_name: person.familyName,
          };
        },
      };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const client = ctx.oidc.client;
      const session = ctx.oidc.session;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Sign-in error</title><h1>Sign-in error</h1><p>${String(
        out.error_description ?? out.error,
      ).replace(/[<>&]/g, '')}</p>`;
    },
  });

  const form = express.urlencoded({ extended: false });
  app.get(`${LOCAL_PROVIDER_PATH}/interaction/:uid`, async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      res.type('html').send(loginPage({ uid: details.uid }));
    } catch (err) {
      next(err);
    }
  });
  app.post(`${LOCAL_PROVIDER_PATH}/interaction/:uid/login`, form, async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      const body = req.body as { email?: unknown; password?: unknown };
      const email = typeof body.email === 'string' ? body.email : '';
      const password = typeof body.password === 'string' ? body.password : '';
      // Counted before the password is compared, per address and per email, as the portal's login.
      const attempt = await takeAttempt(options.db, 'staffLogin', {
        email,
        address: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      });
      if (!attempt.allowed) {
        res
          .status(429)
          .set('Retry-After', String(attempt.retryAfterSeconds))
          .type('html')
          .send(loginPage({ uid: details.uid, email, error: MESSAGES.tooManyAttempts }));
        return;
      }
      const person = findDirectoryPerson(email, password);
      if (!person) {
        res
          .status(401)
          .type('html')
          .send(
            loginPage({
              uid: details.uid,
              email,
              error: 'Wrong email or password.',
            }),
          );
        return;
      }
      // A success gives back its own hit: only failures use up the allowance.
      await attempt.refund(options.db);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: person.sub } },
        { mergeWithLastSubmission: false },
      );
    } catch (err) {
      next(err);
    }
  });
  app.use(LOCAL_PROVIDER_PATH, provider.callback());
  return provider;
}
