import { createHmac, timingSafeEqual } from 'node:crypto';

/** The two buckets of the spec, by their names in the API (the stored names come from config). */
export const FILE_BUCKETS = ['documents', 'resources'] as const;
export type FileBucket = (typeof FILE_BUCKETS)[number];

export function isFileBucket(value: string): value is FileBucket {
  return (FILE_BUCKETS as readonly string[]).includes(value);
}

/** How long a download link works: long enough to click, short enough that a shared link dies. */
export const FILE_LINK_TTL_SECONDS = 60 * 60;

const sign = (secret: string, bucket: string, key: string, expires: string) =>
  createHmac('sha256', secret)
    .update(JSON.stringify([bucket, key, expires]))
    .digest('base64url');

/** The URL path of a key: each segment percent-encoded, the slashes kept. */
export function keyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/**
 * A short-lived download link, `/files/{bucket}/{key}?expires=…&signature=…`: the expiry (Unix
 * seconds) and an HMAC-SHA256 of bucket, key and expiry under the server's secret. Whoever holds
 * it may download that one object until it expires, without a session (a plain link click).
 */
export function signFileLink(
  secret: string,
  bucket: FileBucket,
  key: string,
  now: number = Date.now(),
): string {
  const expires = String(Math.floor(now / 1000) + FILE_LINK_TTL_SECONDS);
  const signature = sign(secret, bucket, key, expires);
  return `/files/${bucket}/${keyPath(key)}?expires=${expires}&signature=${signature}`;
}

/** Whether a link's signature is the server's for this bucket, key and expiry, and unexpired. */
export function verifyFileLink(
  secret: string,
  link: { bucket: string; key: string; expires: unknown; signature: unknown },
  now: number = Date.now(),
): boolean {
  const { bucket, key, expires, signature } = link;
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(sign(secret, bucket, key, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return Number(expires) * 1000 > now;
}
