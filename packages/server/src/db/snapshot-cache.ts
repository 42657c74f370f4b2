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

interface KeptEntry<V> extends Entry<V> {
  /** When the value was read (Date.now()): kept at most KEEP_MS, see pruneDataChanges. */
  readAt: number;
}

/**
 * A kept answer is read again after this long whatever happened, and `data_changes` rows are
 * deleted after PRUNE_AFTER (far longer): a row is never gone while an answer it could make
 * stale is kept.
 */
const KEEP_MS = 60 * 60_000;
const PRUNE_AFTER = '1 day';
const PRUNE_EVERY_MS = 60 * 60_000;
const nextPrune = new WeakMap<Db, number>();

/**
 * Whether a transaction that changed the portal's data (migration 0007: `data_changes`, one row
 * per writing transaction, from a statement trigger on every table but sessions, rate limits,
 * sign-in attempts, reset tokens, the mail outbox and reminder bookkeeping) has committed since
 * `snapshot`: visible now and not visible then. With the snapshot now, in one statement.
 */
async function changedSince(db: Db, snapshot: string): Promise<{ now: string; changed: boolean }> {
  const result = await db.execute(sql`select ${SNAPSHOT} as now, exists (
      select 1 from data_changes
      where txid >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
        and not pg_visible_in_snapshot(txid, ${snapshot}::pg_snapshot)
    ) as changed`);
  const [row] = (result as unknown as { rows: { now: string; changed: boolean }[] }).rows;
  return { now: row!.now, changed: row!.changed };
}

/** Deletes `data_changes` rows older than PRUNE_AFTER, at most once an hour per process. */
async function pruneDataChanges(db: Db, at: number): Promise<void> {
  if (at < (nextPrune.get(db) ?? 0)) return;
  nextPrune.set(db, at + PRUNE_EVERY_MS);
  await db.execute(
    sql`delete from data_changes where changed_at < now() - ${PRUNE_AFTER}::interval`,
  );
}

/**
 * How many answers a database keeps at the most (the least recently used go first): a list of
 * 5,000 schools holds a few megabytes, and the console has about a dozen lists (three views of
 * each school list, sites of each type, organizations, users of each holder kind, districts).
 */
export const SNAPSHOT_CACHE_LIMIT = 24;

const caches = new WeakMap<Db, Map<string, KeptEntry<unknown>>>();

/**
 * Loads under way per database and key. Callers that miss at the same time share one load
 * (single flight): after a write, ten connections asking for the same list would otherwise read
 * it ten times at once. A caller takes a shared load's answer only when that answer's snapshot
 * sees every transaction the caller's own snapshot sees (snapshotCovers): a load that began
 * before the caller's own write committed is not new enough for it, and it reads again.
 */
const loading = new WeakMap<Db, Map<string, Promise<Entry<unknown>>>>();

interface ParsedSnapshot {
  xmin: bigint;
  xmax: bigint;
  inProgress: Set<bigint>;
}

function parseSnapshot(text: string): ParsedSnapshot | null {
  const match = /^(\d+):(\d+):([\d,]*)$/.exec(text);
  if (!match) return null;
  return {
    xmin: BigInt(match[1]!),
    xmax: BigInt(match[2]!),
    inProgress: new Set(match[3] ? match[3].split(',').map((id) => BigInt(id)) : []),
  };
}

/**
 * Whether every transaction visible in snapshot `b` is visible in snapshot `a` (texts of
 * pg_current_snapshot: `xmin:xmax:in-progress ids`). Conservative: false when unsure.
 */
export function snapshotCovers(a: string, b: string): boolean {
  if (a === b) return true;
  const pa = parseSnapshot(a);
  const pb = parseSnapshot(b);
  if (!pa || !pb || pa.xmax < pb.xmax) return false;
  // A transaction still running in `a` must not have been visible (finished) in `b`.
  for (const id of pa.inProgress) {
    if (id < pb.xmax && !pb.inProgress.has(id)) return false;
  }
  return true;
}

async function currentSnapshot(db: Db): Promise<string | undefined> {
  const result = await db.execute(sql`select ${SNAPSHOT} as snapshot`);
  return (result as unknown as { rows: { snapshot: string }[] }).rows[0]?.snapshot;
}

/**
 * A heavy read kept per database and key, and given again while the portal's data has not
 * changed: each call first asks, in one short statement, whether a transaction that changed data
 * (data_changes) committed since the snapshot the kept answer was read under; when none did,
 * that answer is the database's data as of now. Otherwise `load` runs (one statement that also
 * returns the snapshot it read under, selected as `SNAPSHOT`) and its answer is kept. The kept
 * value is shared between callers: treat it as read-only. Works across instances: the changes
 * are rows of the database, not events of one process.
 *
 * Only for reads outside a transaction (`Db`, not a `Tx`): a transaction's own uncommitted
 * writes would not show. Sessions' touches, sign-ins and mail do not start the answers again;
 * any other committed write does, so this helps reads of data that changes less often than it
 * is read (the admin lists of 5,000 schools), and costs one short statement otherwise.
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
  const at = Date.now();
  const kept = cache.get(key) as KeptEntry<V> | undefined;
  const flights = loading.get(db) ?? new Map<string, Promise<Entry<unknown>>>();
  loading.set(db, flights);
  // The snapshot now: to reuse the kept answer, or to know whether a shared load is new enough.
  let now: string | undefined;
  if (kept && at - kept.readAt < KEEP_MS) {
    const check = await changedSince(db, kept.snapshot);
    now = check.now;
    if (!check.changed) {
      // Still the data as of now: kept under the newer snapshot (most recently used last).
      cache.delete(key);
      cache.set(key, { ...kept, snapshot: now });
      return kept.value;
    }
  } else if (flights.has(key)) {
    now = await currentSnapshot(db);
  }
  let fresh: Entry<V> | undefined;
  const shared = flights.get(key) as Promise<Entry<V>> | undefined;
  if (shared && now !== undefined) {
    const answer = await shared.catch(() => undefined);
    if (answer && snapshotCovers(answer.snapshot, now)) fresh = answer;
  }
  if (!fresh) {
    await pruneDataChanges(db, at);
    const flight = load();
    flights.set(key, flight);
    const done = () => {
      if (flights.get(key) === flight) flights.delete(key);
    };
    flight.then(done, done);
    fresh = await flight;
  }
  cache.delete(key);
  cache.set(key, { ...fresh, readAt: at });
  for (const oldest of cache.keys()) {
    if (cache.size <= SNAPSHOT_CACHE_LIMIT) break;
    cache.delete(oldest);
  }
  return fresh.value;
}
