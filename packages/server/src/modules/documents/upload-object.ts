import { and, eq, sql } from 'drizzle-orm';
import {
  LIBRARY_MESSAGES,
  UPLOAD_MAX_BYTES,
  contentMatchesType,
  documentUploadSchema,
  objectKeyFor,
  sameObjectKey,
  uploadTypeOf,
} from '@portal/domain/library/uploads';
import { storedFiles } from '../../db/schema/files.ts';
import type { Context } from '../../graphql/context.ts';
import { fieldError, parseInput } from '../../graphql/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { FILE_ACTIONS, STORED_FILES_ENTITY } from './actions.ts';
import { assertBucketAllowed, isSafeKey } from './aws-objects.ts';
import { lockBucket } from './bucket-lock.ts';
import type { UploadedFile } from './file-scalar.ts';
import { signFileLink } from './file-links.ts';

const uploadSchema = documentUploadSchema<UploadedFile>();

/**
 * uploadS3Object (spec 3 §7 Files): stores an admin's file in the documents or resources bucket
 * under its title plus the file's extension (the domain's rules, the same as the upload form's),
 * after checking that its bytes are its type. A title another file of the bucket has (any letter
 * case) is refused: files are never replaced silently; the admin deletes the old one first.
 *
 * One transaction, with the bucket locked: the duplicate check, the metadata row, its audit
 * entry and the write to storage. A failed write rolls the row back; a failed commit after the
 * write takes the object away again, so storage and stored_files never disagree for long.
 * Rows whose object is gone (a delete whose commit failed) give way to the new file.
 */
export async function uploadS3Object(
  ctx: Context,
  args: { file: UploadedFile; bucket: string; title: string },
) {
  assertBucketAllowed(ctx, args.bucket);
  const bucket = args.bucket;
  const { title, file } = parseInput(uploadSchema, { title: args.title, file: args.file });
  const type = uploadTypeOf(file.name)!;
  const body = new Uint8Array(await file.arrayBuffer());
  if (body.byteLength > UPLOAD_MAX_BYTES) throw fieldError('file', LIBRARY_MESSAGES.uploadTooLarge);
  if (body.byteLength === 0) throw fieldError('file', LIBRARY_MESSAGES.uploadEmpty);
  if (!contentMatchesType(type, body)) {
    throw fieldError('file', LIBRARY_MESSAGES.uploadContent(type.extension));
  }
  const key = objectKeyFor(title, type);
  // The title rules keep every key safe; this is the storage layer's own check, said plainly.
  if (!isSafeKey(key)) throw fieldError('title', LIBRARY_MESSAGES.titleCharacters);

  const storage = ctx.services.storage;
  const storageBucket = ctx.config.storage.buckets[bucket];
  const actorId = ctx.viewer!.userId;
  let writing = false;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await lockBucket(tx, bucket);
      const objects = await storage.list(storageBucket);
      if (objects.some((o) => sameObjectKey(o.Key, key))) {
        throw fieldError('title', LIBRARY_MESSAGES.titleTaken);
      }
      await tx
        .delete(storedFiles)
        .where(and(eq(storedFiles.bucket, bucket), sql`lower(${storedFiles.key}) = lower(${key})`));
      const [saved] = await tx
        .insert(storedFiles)
        .values({
          bucket,
          key,
          title,
          size: body.byteLength,
          contentType: type.contentType,
          uploadedById: actorId,
        })
        .returning();
      await recordAudit(tx, {
        actorId,
        action: FILE_ACTIONS.upload,
        entityType: STORED_FILES_ENTITY,
        entityId: saved!.id,
        before: null,
        after: { bucket, key, title, size: body.byteLength },
      });
      // Under the lock no object of this name exists, so a failure may always take it away.
      writing = true;
      await storage.put(storageBucket, key, body, type.contentType);
      return saved!;
    });
    return {
      Key: key,
      LastModified: row.createdAt,
      Size: row.size,
      title: row.title,
      url: signFileLink(ctx.config.fileLinkSecret, bucket, key),
    };
  } catch (error) {
    if (writing) await storage.delete(storageBucket, key).catch(() => undefined);
    throw error;
  }
}
