import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The text of the database snapshot a statement sees (`xmin:xmax:in-progress ids`). Two equal
 * texts mean that no transaction has finished in between: every committed change moves `xmax`
 * or empties an id from the in-progress list. So data read under a snapshot text is still the
 * data while that text stays the same, whatever changes and in whichever server instance.
 */
export const SNAPSHOT = sql`pg_current_snapshot()::text`;

interface Entry<V> {
  snapshot: string;
  value: V;
}

/**
 * How many answers a database keeps at the most (the least recently used go first): a list of
 * 5,000 schools holds a few megabytes.
 */
const LIMIT = 8;

const caches = new WeakMap<Db, Map<string, Entry<unknown>>>();

/**
 * A heavy read kept per database and key, and given again while the database has not changed:
 * each call first asks the current snapshot (one short statement); when it is the one the kept
 * answer was read under, that answer is the database's data as of now. Otherwise `load` runs
 * (one statement that also returns the snapshot it read under, selected as `SNAPSHOT`) and its
 * answer is kept. The kept value is shared between callers: treat it as read-only.
 *
 * Only for reads outside a transaction (`Db`, not a `Tx`): a transaction's own uncommitted
 * writes would not show in the snapshot text. Any committed write anywhere in the database
 * starts the answers again, so this helps reads of data that changes less often than it is read
 * (the admin school lists of 5,000 schools), and costs one short statement otherwise.
 */
export async function readThroughSnapshot<V>(
  db: Db,
  key: string,
  load: () => Promise<Entry<V>>,
): Promise<V> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const kept = cache.get(key) as Entry<V> | undefined;
  if (kept) {
    const result = await db.execute(sql`select ${SNAPSHOT} as snapshot`);
    const [row] = (result as unknown as { rows: { snapshot: string }[] }).rows;
    if (row?.snapshot === kept.snapshot) {
      // Most recently used last.
      cache.delete(key);
      cache.set(key, kept);
      return kept.value;
    }
  }
  const fresh = await load();
  cache.delete(key);
  cache.set(key, fresh);
  for (const oldest of cache.keys()) {
    if (cache.size <= LIMIT) break;
    cache.delete(oldest);
  }
  return fresh.value;
}
