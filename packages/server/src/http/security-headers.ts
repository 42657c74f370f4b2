import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { MAILBOX_CSS } from './dev-mailbox.ts';
import { CSRF_HEADER } from './session-cookie.ts';
import { LOGIN_PAGE_CSS } from '../services/sso/local-login-page.ts';

/** The `'sha256-…'` source that allows exactly this inline <script> or <style> text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const COMMON = [
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/**
 * The web app's policy: its scripts and styles come from its own files only (the built
 * index.html has no inline script), no plugin, no framing. `data:` images are the favicon.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  ...COMMON,
].join('; ');

/**
 * A server-rendered page with inline <style>/<script> (the staff sign-in popup's pages, the dev
 * mailbox): nothing from anywhere but exactly the given texts, allowed by their hashes.
 */
export function inlinePageCsp(inline: { styles?: string[]; scripts?: string[] }): string {
  const sources = (texts: string[] | undefined) =>
    texts && texts.length > 0 ? texts.map(cspHash).join(' ') : "'none'";
  return [
    "default-src 'none'",
    `script-src ${sources(inline.scripts)}`,
    `style-src ${sources(inline.styles)}`,
    "img-src 'self' data:",
    ...COMMON,
  ].join('; ');
}

/** Pages of the built-in staff directory (/oidc) and the dev mailbox (/dev). */
const DEMO_PAGES_CSP = inlinePageCsp({ styles: [LOGIN_PAGE_CSS, MAILBOX_CSS] });

const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** The portal's own address (config.publicUrl). */
  publicUrl: string;
  /** Other origins allowed to call with credentials (config.corsOrigins). */
  corsOrigins: readonly string[];
}

/**
 * Headers on every answer (OWASP ASVS 14.4): the Content-Security-Policy, no framing
 * (frame-ancestors and X-Frame-Options for older browsers), no sniffing, no Referer (links carry
 * reset and signature tokens), HSTS over https; and CORS, only for configured origins.
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const https = options.publicUrl.startsWith('https://');
  const ownOrigin = new URL(options.publicUrl).origin;
  const allowed = new Set(options.corsOrigins.filter((origin) => origin !== ownOrigin));
  return (req, res, next) => {
    const demoPage = req.path.startsWith('/oidc') || req.path.startsWith('/dev/');
    res.setHeader('Content-Security-Policy', demoPage ? DEMO_PAGES_CSP : APP_CSP);
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    if (https || req.secure) res.setHeader('Strict-Transport-Security', HSTS);

    const origin = req.headers.origin;
    const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'];
    // The answer depends on the origin wherever one is allowed (shared caches keep them apart).
    if (origin || allowed.size > 0) res.vary('Origin');
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', 'x-request-id');
      if (preflight) {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
        res.setHeader(
          'Access-Control-Allow-Headers',
          `content-type, authorization, ${CSRF_HEADER}`,
        );
        res.setHeader('Access-Control-Max-Age', '600');
      }
    }
    // Any other origin gets no CORS header at all, so the browser keeps the answer from it;
    // a preflight is answered here either way (the app has no other OPTIONS route).
    if (preflight) {
      res.status(204).end();
      return;
    }
    next();
  };
}
