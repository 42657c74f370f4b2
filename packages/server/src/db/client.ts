import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The drizzle database, the same type on PGlite and on node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run raw SQL (used by tests and the benchmark seed). */
  exec(sql: string): Promise<void>;
  /** PGlite only: the database files as one archive. */
  dump?: () => Promise<Blob | File>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenOptions {
  /** postgres://… to use a real PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** Folder for the PGlite files; undefined means in memory. */
  dataDir?: string | undefined;
  /** Called with each SQL statement (tests count statements per request). */
  onQuery?: (sql: string) => void;
  /** PGlite only: start from a dump of a migrated database (tests), skipping initdb. */
  loadDataDir?: Blob | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const logger = options.onQuery
    ? { logQuery: (query: string) => options.onQuery?.(query) }
    : undefined;
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzle({ client: pool, schema, casing: 'snake_case', logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir
    ? new PGlite(options.dataDir)
    : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await client.waitReady;
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle({ client, schema, casing: 'snake_case', logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await run(database.db as any, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await run(database.db as any, { migrationsFolder });
  }
}
