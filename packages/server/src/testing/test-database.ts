import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate, migrationsFolder, openDatabase, type Database } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new
 * database on the PostgreSQL server of DATABASE_URL (dropped again on close).
 *
 * Neither migrates per file: the global setup (global-setup.ts) migrates once, and each file
 * starts from that result — a PGlite dump (PGLITE_SNAPSHOT), or on PostgreSQL a copy of the
 * template database `portal_template_<hash of the migrations>` (PG_TEMPLATE_DATABASE).
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
  // Without the global setup (a script calling this directly), the template is made here.
  const template = process.env.PG_TEMPLATE_DATABASE ?? (await ensureTemplateDatabase(serverUrl));
  const admin = await openDatabase({ databaseUrl: serverUrl });
  try {
    await createFromTemplate(admin, name, template);
  } finally {
    await admin.close();
  }
  const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), onQuery });
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

/** The same server URL, naming another database. */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * A short hash of the migration files: a template database made from other migrations is never
 * used, and a template made by an earlier run with the same migrations is used again.
 */
export function migrationsHash(folder = migrationsFolder): string {
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      .sort();
  for (const file of files(folder)) {
    hash.update(path.relative(folder, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Makes sure the server has `portal_template_<hash>`: a database migrated once, which each test
 * file copies (`create database … template …`, a file copy) instead of migrating a new database.
 * Safe when several test runs start at once: the template is migrated under a temporary name
 * and renamed; whoever renames second drops its own copy. Returns the template's name.
 */
export async function ensureTemplateDatabase(serverUrl: string): Promise<string> {
  const template = `portal_template_${migrationsHash()}`;
  const admin = await openDatabase({ databaseUrl: serverUrl });
  try {
    if (await databaseExists(admin, template)) return template;
    const building = `${template}_${randomBytes(4).toString('hex')}`;
    await admin.exec(`create database ${building}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, building) });
    let failure: unknown;
    try {
      await migrate(database);
    } catch (error) {
      failure = error ?? new Error('migration failed');
    } finally {
      await database.close();
    }
    if (failure) {
      await dropWhenClosed(admin, building);
      throw failure;
    }
    try {
      await renameWhenClosed(admin, building, template);
    } catch (error) {
      // 42P04: another run made the same template meanwhile; use theirs.
      await dropWhenClosed(admin, building);
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    return template;
  } finally {
    await admin.close();
  }
}

async function databaseExists(admin: Database, name: string): Promise<boolean> {
  const result = (await admin.db.execute(
    sql`select 1 from pg_database where datname = ${name}`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** 55006: the database is being accessed by other users (a connection still closing). */
const inUse = (error: unknown) => (error as { code?: string }).code === '55006';
const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

/** Copies the template; retries while a connection to it (its migration's pool) is closing. */
async function createFromTemplate(admin: Database, name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.exec(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      if (!inUse(error) || attempt >= 100) throw error;
      await pause();
    }
  }
}

async function renameWhenClosed(admin: Database, from: string, to: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.exec(`alter database ${from} rename to ${to}`);
      return;
    } catch (error) {
      if (!inUse(error) || attempt >= 50) throw error;
      await pause();
    }
  }
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
      if (!inUse(error)) throw error;
      await pause();
    }
  }
  await admin.exec(`drop database if exists ${name} with (force)`);
}
