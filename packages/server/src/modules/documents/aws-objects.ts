import { eq } from 'drizzle-orm';
import { storedFiles } from '../../db/schema/files.ts';
import type { Context } from '../../graphql/context.ts';
import { userError } from '../../graphql/errors.ts';
import { assertSafeKey } from '../../services/storage/storage.ts';
import { isFileBucket, signFileLink, type FileBucket } from './file-links.ts';

export function isSafeKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}

/** Documents for everyone signed in; resources for admins only; any other bucket is unknown. */
export function assertBucketAllowed(ctx: Context, bucket: string): asserts bucket is FileBucket {
  if (!isFileBucket(bucket)) throw userError('NOT_FOUND');
  if (bucket === 'resources' && ctx.viewer?.type !== 'ADMIN') throw userError('FORBIDDEN');
}

/**
 * The objects of a bucket, newest first, with the title given at upload (stored_files) or the
 * key, and a short-lived signed download link each. Keys that could not be served safely are
 * left out.
 */
export async function awsObjects(ctx: Context, bucket: string) {
  assertBucketAllowed(ctx, bucket);
  const [objects, titles] = await Promise.all([
    ctx.services.storage.list(ctx.config.storage.buckets[bucket]),
    ctx.db
      .select({ key: storedFiles.key, title: storedFiles.title })
      .from(storedFiles)
      .where(eq(storedFiles.bucket, bucket)),
  ]);
  const titleOf = new Map(titles.map((t) => [t.key, t.title]));
  const now = Date.now();
  return objects
    .filter((o) => isSafeKey(o.Key))
    .sort(
      (a, b) => b.LastModified.getTime() - a.LastModified.getTime() || a.Key.localeCompare(b.Key),
    )
    .map((o) => ({
      Key: o.Key,
      LastModified: o.LastModified,
      Size: o.Size,
      title: titleOf.get(o.Key) ?? o.Key,
      url: signFileLink(ctx.config.fileLinkSecret, bucket, o.Key, now),
    }));
}
