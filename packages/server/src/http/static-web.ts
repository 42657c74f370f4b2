import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';

const API_PREFIXES = ['/graphql', '/auth/', '/oidc', '/dev/', '/healthz'];

/** Hashed file names (Vite's /assets/name-HASH.ext): a new build gives new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files: the browser asks again (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

/**
 * The compressed copies the web build writes beside each text file (packages/web's
 * precompress plugin), best first. Compressed once at build time, never per request.
 */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const cacheControl = (urlPath: string) => (urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);

/** The file under webDist a URL path names, or undefined (outside webDist, a folder, absent). */
function fileFor(webDist: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.join(webDist, path.normalize(decoded));
  if (!file.startsWith(webDist + path.sep)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The quality Accept-Encoding gives a content coding: its own entry's q, else `*`'s, else 0
 * (RFC 9110 §12.5.3). Browsers list gzip before br with equal weight ("gzip, deflate, br,
 * zstd"), so the server's preference breaks ties, not the header's order (which is what
 * Express's req.acceptsEncodings would follow).
 */
export function encodingQuality(header: string | undefined, coding: string): number {
  let wildcard = 0;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q)) continue;
    if (name.trim() === coding) return q;
    if (name.trim() === '*') wildcard = q;
  }
  return wildcard;
}

/**
 * Sends a file, or its precompressed copy in the best encoding the request accepts (the highest
 * q, then brotli before gzip), with its cache policy. The Content-Type is the original's; the
 * ETag and Content-Length are the copy's.
 */
function sendStatic(req: Request, res: Response, root: string, file: string, cache: string) {
  // Relative to the root: send's dot-file rule then applies inside the build only (a build
  // kept under a dot folder is still served).
  const send = (name: string) => res.sendFile(path.relative(root, name), { root });
  const variants = ENCODINGS.filter(({ suffix }) => existsSync(file + suffix));
  res.setHeader('Cache-Control', cache);
  if (variants.length === 0) return send(file);
  res.vary('Accept-Encoding');
  const header = req.headers['accept-encoding'];
  let variant: (typeof variants)[number] | undefined;
  let best = 0;
  for (const candidate of variants) {
    const q = encodingQuality(header, candidate.name);
    if (q > best) [variant, best] = [candidate, q];
  }
  if (!variant) return send(file);
  res.type(path.extname(file));
  res.setHeader('Content-Encoding', variant.name);
  return send(file + variant.suffix);
}

/**
 * Serves the built single-page app: hashed assets for a year (immutable), index.html for every
 * client route (revalidated), each as the build's brotli or gzip copy when the browser takes it.
 */
export function mountStaticWeb(app: Express, webDist: string) {
  const root = path.resolve(webDist);
  const index = path.join(root, 'index.html');
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/' || req.path === '/index.html') return next();
    const file = fileFor(root, req.path);
    if (!file || ENCODINGS.some(({ suffix }) => file.endsWith(suffix))) return next();
    sendStatic(req, res, root, file, cacheControl(req.path));
  });
  // A missing hashed file is a 404, not the app's page (a stale index.html asking for it).
  app.use('/assets', (_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  app.get('/{*path}', (req, res, next) => {
    if (API_PREFIXES.some((p) => req.path.startsWith(p))) return next();
    if (!existsSync(index)) {
      res.status(503).type('text').send('The web app is not built: run npm run build.');
      return;
    }
    sendStatic(req, res, root, index, REVALIDATE);
  });
}

/** An app that serves only the built web app (the bench measures the pages' downloads on it). */
export function createStaticWebApp(webDist: string): Express {
  const app = express();
  app.disable('x-powered-by');
  mountStaticWeb(app, webDist);
  return app;
}
