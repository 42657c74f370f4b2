import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { districts } from './schema/districts.ts';
import {
  SNAPSHOT,
  SNAPSHOT_CACHE_LIMIT,
  readThroughSnapshot,
  snapshotCovers,
} from './snapshot-cache.ts';
import { openTestDatabase } from '../testing/test-database.ts';

let database: Database;
let other: Database;
const statements: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase((query) => statements.push(query));
  other = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await other.close();
});

/** The district names as one read, counting how often the read really ran. */
function districtNames(db: Database['db'], key = 'names') {
  const loads = { count: 0 };
  const read = () =>
    readThroughSnapshot(db, key, async () => {
      loads.count += 1;
      const result = await db.execute(
        sql`select ${SNAPSHOT} as snapshot, (select coalesce(json_agg(name order by name), '[]'::json) from districts)::text as names`,
      );
      const [row] = (result as unknown as { rows: { snapshot: string; names: string }[] }).rows;
      return { snapshot: row!.snapshot, value: JSON.parse(row!.names) as string[] };
    });
  return { read, loads };
}

describe('readThroughSnapshot', () => {
  it('gives the kept answer after one short statement while nothing was written', async () => {
    await database.db.insert(districts).values({ name: 'Snapshot ISD' });
    const { read, loads } = districtNames(database.db);
    const first = await read();
    expect(first).toContain('Snapshot ISD');
    statements.length = 0;
    const again = await read();
    expect(again).toEqual(first);
    expect(statements[0]).toMatch(/data_changes/);
    // On a PostgreSQL server the snapshot is the whole server's, and the other test files write
    // in their own databases meanwhile: their changes are not this database's data_changes.
    expect(again).toBe(first);
    expect(loads.count).toBe(1);
    expect(statements).toHaveLength(1);
  });

  it("keeps the answer through writes that are not the portal's data (sessions, rate limits, mail)", async () => {
    const { read, loads } = districtNames(database.db, 'not-data');
    await read();
    await database.exec(
      `insert into rate_limits (bucket, window_start, hits) values ('test:address:1', now(), 1)`,
    );
    expect(await read()).toContain('Snapshot ISD');
    expect(loads.count).toBe(1);
  });

  it('reads again once any write has committed, also one made elsewhere', async () => {
    const { read, loads } = districtNames(database.db, 'after-writes');
    await read();
    await database.db.insert(districts).values({ name: 'Another ISD' });
    expect(await read()).toContain('Another ISD');
    expect(loads.count).toBe(2);
    // A write this code never sees (another instance, a console): the snapshot moved all the same.
    await database.exec(`update districts set name = 'Renamed ISD' where name = 'Another ISD'`);
    const names = await read();
    expect(names).toContain('Renamed ISD');
    expect(names).not.toContain('Another ISD');
    expect(loads.count).toBe(3);
    // A write in a transaction that rolls back leaves the kept answer good.
    await database.db
      .transaction(async (tx) => {
        await tx
          .update(districts)
          .set({ name: 'Never ISD' })
          .where(eq(districts.name, 'Renamed ISD'));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await read()).toContain('Renamed ISD');
  });

  // On a PostgreSQL server the snapshot is the whole server's, so two databases there always
  // show the same text: only the per-database keeping tells them apart.
  it('keeps the answers of two databases apart, even under the same snapshot text', async () => {
    await other.db.insert(districts).values({ name: 'Other Database ISD' });
    const mine = districtNames(database.db, 'apart');
    const theirs = districtNames(other.db, 'apart');
    expect(await mine.read()).not.toContain('Other Database ISD');
    expect(await theirs.read()).toContain('Other Database ISD');
    expect(await mine.read()).not.toContain('Other Database ISD');
  });

  it(`keeps at most ${SNAPSHOT_CACHE_LIMIT} answers per database, dropping the least recently used`, async () => {
    const reads = Array.from({ length: SNAPSHOT_CACHE_LIMIT + 1 }, (_, i) =>
      districtNames(database.db, `lru-${i}`),
    );
    for (const r of reads) await r.read();
    // The earlier tests' answers went first, then lru-0: it reads again (and drops lru-1); lru-2
    // is still kept (counted on the embedded database only: see the first test).
    await reads[0]!.read();
    expect(reads[0]!.loads.count).toBe(2);
    if (database.kind === 'pglite') {
      await reads[2]!.read();
      expect(reads[2]!.loads.count).toBe(1);
    }
  });

  it('shares one load between callers that miss at the same time (single flight)', async () => {
    const { read, loads } = districtNames(database.db, 'flight');
    await read();
    await database.db.insert(districts).values({ name: 'Flight ISD' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => read()));
    for (const names of answers) expect(names).toContain('Flight ISD');
    if (database.kind === 'pglite') expect(loads.count).toBe(2);
  });
});

describe('data_changes (migration 0007)', () => {
  it('has its trigger on every table but the ones that change on every request or sign-in', async () => {
    const result = (await database.db.execute(sql`
      select t.table_name from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and not exists (
          select 1 from information_schema.triggers g
          where g.event_object_table = t.table_name and g.trigger_name = 'note_data_change'
        )
      order by 1`)) as unknown as { rows: { table_name: string }[] };
    expect(result.rows.map((row) => row.table_name)).toEqual([
      'data_changes',
      'login_attempts',
      'mail_outbox',
      'password_reset_tokens',
      'rate_limits',
      'report_reminders',
      'sessions',
    ]);
  });
});

describe('snapshotCovers: a shared load is new enough for a caller', () => {
  it.each<[string, string, string, boolean]>([
    ['the same snapshot', '10:12:10', '10:12:10', true],
    ['a later one, after more commits', '10:15:', '10:12:10', true],
    ['an earlier one misses a commit the caller sees', '10:12:10', '10:15:', false],
    ['one where a transaction the caller saw finish still runs', '9:15:11', '9:15:', false],
    ['one where a transaction still running for the caller runs too', '9:15:11', '9:15:11', true],
    ['one where it has finished since', '9:15:', '9:15:11', true],
    ['an unreadable text', 'nonsense', '9:15:', false],
  ])('%s', (_, shared, caller, covers) => {
    expect(snapshotCovers(shared, caller)).toBe(covers);
  });
});
