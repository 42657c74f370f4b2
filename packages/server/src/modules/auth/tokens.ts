import { createHash, randomBytes } from 'node:crypto';

/** A random, unguessable token (256 bits) for links and sessions. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
