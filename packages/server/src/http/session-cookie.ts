/**
 * The browser's session: an `HttpOnly; SameSite=Lax` cookie that page scripts cannot read
 * (ASVS 3.4), `Secure` whenever the portal is served over https or from localhost (browsers
 * keep Secure cookies of http://localhost), sent with every request to the portal only.
 */
export const SESSION_COOKIE = 'portal_session';

/** The web client's CSRF header (in the domain, shared with the web app). */
export { CSRF_HEADER } from '@portal/domain';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Secure unless the portal's public address is plain http on another host than this machine
 * (a test deployment on a LAN address): there the browser would drop a Secure cookie and nobody
 * could sign in. Production is https (docs/operations.md).
 */
export function sessionCookieIsSecure(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return (
    url.protocol === 'https:' || LOOPBACK.has(url.hostname) || url.hostname.endsWith('.localhost')
  );
}

function attributes(secure: boolean): string {
  return `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Set-Cookie for a new session: it lasts as long as the session's absolute lifetime. */
export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Max-Age=${maxAge}; ${attributes(secure)}`;
}

/** Set-Cookie that removes the session cookie. */
export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${attributes(secure)}`;
}

/** A cookie's value from a Cookie header, or undefined. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
