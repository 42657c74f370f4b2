import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { migrate, openDatabase, type Database } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new
 * database on the PostgreSQL server of DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(onQuery?: (sql: string) => void): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // The global setup leaves a migrated database's dump: loading it skips initdb and migrations.
    const snapshot = process.env.PGLITE_SNAPSHOT;
    if (snapshot && existsSync(snapshot)) {
      return openDatabase({ onQuery, loadDataDir: new Blob([readFileSync(snapshot)]) });
    }
    const database = await openDatabase({ onQuery });
    await migrate(database);
    return database;
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: serverUrl });
  await admin.exec(`create database ${name}`);
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href, onQuery });
  await migrate(database);
  return {
    ...database,
    async close() {
      await database.close();
      const again = await openDatabase({ databaseUrl: serverUrl });
      await again.exec(`drop database if exists ${name} with (force)`);
      await again.close();
    },
  };
}
