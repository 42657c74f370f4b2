import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { deletedAt, id, timestamps } from './columns.ts';

/** School districts. Archived through deleted_at; the spec's lastEdited is updated_at. */
export const districts = pgTable(
  'districts',
  {
    id: id(),
    name: text().notNull(),
    ...timestamps(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('districts_name_lower_key').on(sql`lower(${t.name})`),
    index('districts_deleted_at_idx').on(t.deletedAt),
  ],
);
