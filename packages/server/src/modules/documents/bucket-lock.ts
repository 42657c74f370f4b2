import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { FileBucket } from './file-links.ts';

/**
 * Uploads and deletes of one bucket take turns (a transaction-scoped advisory lock): the check
 * that a title is free and the write that takes it cannot interleave with another admin's, on
 * any server instance.
 */
export async function lockBucket(tx: Tx, bucket: FileBucket): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`portal:stored-files:${bucket}`}))`);
}
