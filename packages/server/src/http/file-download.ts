import type { Express, Request, Response } from 'express';
import { contentTypeOf } from '@portal/domain/library/uploads';
import type { Config } from '../config.ts';
import { isFileBucket, verifyFileLink } from '../modules/documents/file-links.ts';
import type { Services } from '../services/index.ts';
import { assertSafeKey } from '../services/storage/storage.ts';

/**
 * `attachment` with the key's last segment as the file name: a plain ASCII `filename` (anything
 * but letters, digits, dot, dash, underscore and space becomes '_') and the exact name, percent-
 * encoded, in `filename*` (RFC 6266). No quote, backslash or line break reaches the header.
 */
export function contentDisposition(key: string): string {
  const printable = Array.from(key.split('/').pop() ?? '').filter((c) => {
    const code = c.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f;
  });
  const name =
    printable
      .join('')
      .replace(/^[.\s]+/, '')
      .trim()
      .slice(0, 200) || 'download';
  const ascii = name.replace(/[^A-Za-z0-9._\- ]/g, '_');
  let encoded: string;
  try {
    encoded = encodeURIComponent(name).replace(
      /['()*!]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  } catch {
    encoded = encodeURIComponent(ascii); // a lone surrogate cannot be encoded
  }
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * GET /files/{bucket}/{key}?expires=…&signature=…: the links that awsObjects hands out. A bad or
 * expired signature is 403, a missing object 404; the object is sent as an attachment that the
 * browser never sniffs or renders in the portal's origin.
 */
export function mountFileDownload(app: Express, deps: { config: Config; services: Services }) {
  const { config, services } = deps;
  app.get('/files/:bucket/*key', async (req: Request, res: Response) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    const bucket = String(req.params.bucket);
    const segments = req.params.key as unknown as string[];
    const key = segments.join('/');
    const valid = verifyFileLink(config.fileLinkSecret, {
      bucket,
      key,
      expires: req.query.expires,
      signature: req.query.signature,
    });
    if (!valid) {
      res.status(403).type('text').send('This download link is invalid or has expired.');
      return;
    }
    let body: Uint8Array | undefined;
    if (isFileBucket(bucket)) {
      try {
        assertSafeKey(key);
        body = await services.storage.get(config.storage.buckets[bucket], key);
      } catch {
        body = undefined;
      }
    }
    if (!body) {
      res.status(404).type('text').send('Not found');
      return;
    }
    // The upload allow-list's types (domain library/uploads.ts); anything else as bytes.
    res.setHeader('Content-Type', contentTypeOf(key));
    res.setHeader('Content-Disposition', contentDisposition(key));
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Content-Length', String(body.byteLength));
    res.end(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
  });
}
