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
      try {
        await dropWhenClosed(again, name);
      } finally {
        await again.close();
      }
    },
  };
}

/**
 * Drops a test database once its connections are gone. The pool's end() resolves while its
 * sockets are still closing; a forced drop then kills them, and the server's "terminating
 * connection" reaches a client nobody listens to any more (an uncaught error in the test run).
 * So the drop waits for them, and forces only after a few seconds.
 */
async function dropWhenClosed(admin: Database, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await admin.exec(`drop database if exists ${name}`);
      return;
    } catch (error) {
      // 55006: the database is being accessed by other users (a connection still closing).
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.exec(`drop database if exists ${name} with (force)`);
}
