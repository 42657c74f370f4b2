import { and, eq } from 'drizzle-orm';
import { storedFiles } from '../../db/schema/files.ts';
import type { Context } from '../../graphql/context.ts';
import { userError } from '../../graphql/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { FILE_ACTIONS, STORED_FILES_ENTITY } from './actions.ts';
import { assertBucketAllowed, isSafeKey } from './aws-objects.ts';
import { lockBucket } from './bucket-lock.ts';

/**
 * deleteS3Object (spec 3 §7 Files): removes an object of the documents or resources bucket and
 * its metadata row, audited with what it was (an object put in storage by other means has no
 * row: its audit entry names entity 0 and the key). A key that is not in the bucket (or could not
 * be a key) is 'Not found'. One transaction with the bucket locked; the object goes last, so a
 * failed removal keeps the row. Answers the key.
 */
export async function deleteS3Object(ctx: Context, args: { key: string; bucket: string }) {
  assertBucketAllowed(ctx, args.bucket);
  const { bucket, key } = args;
  if (!isSafeKey(key)) throw userError('NOT_FOUND');
  const storage = ctx.services.storage;
  const storageBucket = ctx.config.storage.buckets[bucket];
  await ctx.db.transaction(async (tx) => {
    await lockBucket(tx, bucket);
    const object = (await storage.list(storageBucket)).find((o) => o.Key === key);
    if (!object) throw userError('NOT_FOUND');
    const [row] = await tx
      .delete(storedFiles)
      .where(and(eq(storedFiles.bucket, bucket), eq(storedFiles.key, key)))
      .returning();
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: FILE_ACTIONS.delete,
      entityType: STORED_FILES_ENTITY,
      entityId: row?.id ?? 0,
      before: { bucket, key, title: row?.title ?? key, size: object.Size },
      after: null,
    });
    await storage.delete(storageBucket, key);
  });
  return key;
}
