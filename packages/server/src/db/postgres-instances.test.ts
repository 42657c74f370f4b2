import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlFor } from '../testing/test-database.ts';
import { migrate, openDatabase, type Database } from './client.ts';

const serverUrl = process.env.DATABASE_URL;

/**
 * What several instances on one PostgreSQL need from the database client (issue 19, two
 * instances): they migrate one at a time, and a connection the server ends does not end the
 * process. PostgreSQL only (PGlite is one process by design).
 */
describe.skipIf(!serverUrl)('instances on one PostgreSQL', () => {
  const name = `portal_instances_${randomBytes(6).toString('hex')}`;
  let admin: Database;
  const opened: Database[] = [];
  const errors: Error[] = [];

  beforeAll(async () => {
    admin = await openDatabase({ databaseUrl: serverUrl });
    await admin.exec(`create database ${name}`);
    for (let i = 0; i < 2; i += 1) {
      opened.push(
        await openDatabase({
          databaseUrl: databaseUrlFor(serverUrl!, name),
          poolMax: 3,
          onPoolError: (error) => errors.push(error),
        }),
      );
    }
  });
  afterAll(async () => {
    for (const database of opened) await database.close().catch(() => undefined);
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  });

  it('migrate a fresh database at the same time, one after the other', async () => {
    await expect(Promise.all(opened.map((database) => migrate(database)))).resolves.toHaveLength(2);
    const result = (await opened[0]!.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'schools'`,
    )) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]!.n).toBe(1);
  });

  it('keep serving after the server ends their idle connections', async () => {
    const [first] = opened;
    await first!.db.execute(sql`select 1`);
    await admin.exec(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    );
    await expect.poll(() => errors.length, { timeout: 5_000 }).toBeGreaterThan(0);
    const result = (await first!.db.execute(sql`select 41 + 1 as answer`)) as unknown as {
      rows: { answer: number }[];
    };
    expect(result.rows[0]!.answer).toBe(42);
  });
});
