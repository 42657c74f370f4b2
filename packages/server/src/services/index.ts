import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { SsoClient } from './sso/sso-client.ts';
import { ssoClient } from './sso/sso-client.ts';
import type { Storage } from './storage/storage.ts';
import { localStorage } from './storage/local-storage.ts';
import { s3Storage } from './storage/s3-storage.ts';
import { LOCAL_PROVIDER_PATH } from './sso/local-provider.ts';

/** The adapters to the outside world, each with an embedded default. */
export interface Services {
  logger: Logger;
  storage: Storage;
  sso: SsoClient;
  /** Absolute links in mail (password reset, signature) start with this. */
  publicUrl: string;
}

export function ssoRedirectUri(config: Config): string {
  return `${config.publicUrl}/auth/sso/callback`;
}

export function createServices(config: Config, logger: Logger): Services {
  const storage =
    config.storage.kind === 'local' ? localStorage(config.storage.root) : s3Storage(config.storage);
  const sso = ssoClient({
    issuer: config.oidc.issuer ?? `${config.publicUrl}${LOCAL_PROVIDER_PATH}`,
    clientId: config.oidc.clientId,
    clientSecret: config.oidc.clientSecret,
    redirectUri: ssoRedirectUri(config),
  });
  return { logger, storage, sso, publicUrl: config.publicUrl };
}
