import { bigint, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id } from './columns.ts';
import { fileBucket } from './enums.ts';

/**
 * Metadata of files in object storage (Backpack Buddy documents and resources). The bytes live in
 * the bucket under key; this row lets lists show titles and who uploaded without listing the store.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    bucket: fileBucket().notNull(),
    key: text().notNull(),
    title: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    contentType: text(),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('stored_files_bucket_key_key').on(t.bucket, t.key),
    index('stored_files_bucket_created_idx').on(t.bucket, t.createdAt),
  ],
);
