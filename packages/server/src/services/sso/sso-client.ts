import * as oidc from 'openid-client';

export interface SsoStart {
  url: string;
  /** Kept by the browser in an HttpOnly cookie until the callback. */
  pending: PendingSignIn;
}

export interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
}

export interface SsoIdentity {
  email: string | undefined;
  emailVerified: boolean;
}

export interface SsoClient {
  start(): Promise<SsoStart>;
  finish(callbackUrl: URL, pending: PendingSignIn): Promise<SsoIdentity>;
}

/** An OpenID Connect relying party: authorization code flow with PKCE (S256), state and nonce. */
export function ssoClient(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): SsoClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        options.clientSecret,
        undefined,
        options.issuer.startsWith('http://')
          ? { execute: [oidc.allowInsecureRequests] }
          : undefined,
      )
      .catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  };
  return {
    async start() {
      const config = await configuration();
      const pending: PendingSignIn = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending };
    },
    async finish(callbackUrl, pending) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
      });
      let claims: Record<string, unknown> = { ...(tokens.claims() ?? {}) };
      if (typeof claims.email !== 'string' && typeof claims.sub === 'string') {
        claims = {
          ...claims,
          ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)),
        };
      }
      return {
        email: typeof claims.email === 'string' ? claims.email : undefined,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      };
    },
  };
}
