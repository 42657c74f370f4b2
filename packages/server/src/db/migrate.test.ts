import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import { migrate, openDatabase, type Database } from './client.ts';
import { users } from './schema/index.ts';

// Runs on a fresh in-memory PGlite, and with DATABASE_URL on a fresh database of that server
// (never on the named database itself).
describe('migrations', () => {
  let database: Database;

  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      database = await openTestDatabase();
    } else {
      database = await openDatabase({});
      await migrate(database);
    }
  });
  afterAll(() => database?.close());

  it('create the tables', async () => {
    // PGlite and node-postgres both answer { rows }.
    const result = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string }[] };
    const tables = result.rows.map((row) => row.table_name);
    for (const table of [
      'users',
      'schools',
      'districts',
      'school_team_members',
      'program_terms',
      'term_months',
      'distributions',
      'application_backpack_buddy',
      'application_kids_cafe',
      'principal_signatures',
      'program_settings',
      'audit_log',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it('is idempotent', async () => {
    await expect(migrate(database)).resolves.toBeUndefined();
  });

  it('keeps emails unique regardless of case', async () => {
    await database.db.insert(users).values({ firstName: 'A', lastName: 'Lower', email: 'a@x.org' });
    await expect(
      database.db.insert(users).values({ firstName: 'A', lastName: 'Upper', email: 'A@x.org' }),
    ).rejects.toThrow();
  });
});
