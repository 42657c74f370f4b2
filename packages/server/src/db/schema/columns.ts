import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Integer identity primary key: short ids in URLs (/schools/123), cheap bulk inserts. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** Soft delete (archive). A row with deleted_at set is hidden by default and can be restored. */
export const deletedAt = () => timestamp({ withTimezone: true });

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
