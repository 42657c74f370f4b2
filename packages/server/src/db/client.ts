import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The drizzle database, the same type on PGlite and on node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Something made once per database handle (the server's db, a test's, a transaction), such as
 * a prepared query: drizzle's prepared queries belong to the handle they were built on.
 */
export function perDatabase<T>(make: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const made = new WeakMap<DbOrTx, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A raw SQL statement whose text is built once (parameters as `sql.placeholder('name')`),
 * executed as a named prepared statement: node-postgres parses and plans it once per pool
 * connection, PGlite runs the same text. Returns the driver's rows (column names as written;
 * on node-postgres timestamps come as text). Hot reads use it instead of building SQL per
 * request (issue 19).
 */
export function preparedSql<Row>(name: string, query: SQL) {
  const built = dialect.sqlToQuery(query);
  const prepared = perDatabase((db) => db._.session.prepareQuery(built, undefined, name, false));
  return async (db: DbOrTx, params: Record<string, unknown>): Promise<Row[]> => {
    const result = await prepared(db).execute(params);
    return (result as unknown as { rows: Row[] }).rows;
  };
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run raw SQL (used by tests and the benchmark seed). */
  exec(sql: string): Promise<void>;
  /** PGlite only: the database files as one archive. */
  dump?: () => Promise<Blob | File>;
  /**
   * PostgreSQL only: runs `work` on one connection while it holds the advisory lock named
   * `lock`, so that one process at a time does it (every instance migrates at start).
   */
  exclusive?: (lock: string, work: (db: Db) => Promise<unknown>) => Promise<void>;
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
  /** PostgreSQL only: connections of the pool (DATABASE_POOL_MAX); default 10. */
  poolMax?: number | undefined;
  /**
   * PostgreSQL only: an idle connection of the pool failed (the server restarted, a managed
   * failover, a network cut). The pool drops it and opens another when needed; without a
   * listener the error would end the process.
   */
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const logger = options.onQuery
    ? { logQuery: (query: string) => options.onQuery?.(query) }
    : undefined;
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzle({ client: pool, schema, casing: 'snake_case', logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => {
        await pool.query(sql);
      },
      async exclusive(lock, work) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(hashtext($1))', [lock]);
          try {
            const session = drizzle({ client, schema, casing: 'snake_case', logger });
            await work(session as unknown as Db);
          } finally {
            await client.query('select pg_advisory_unlock(hashtext($1))', [lock]);
          }
        } finally {
          client.release();
        }
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

/**
 * Runs the migrations not yet applied. On PostgreSQL, on one connection holding an advisory lock:
 * instances started together on a fresh database wait for each other (without it the second
 * failed on `CREATE TYPE …` while the first was migrating).
 */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    const migrateOn = (db: Db) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      run(db as any, { migrationsFolder });
    if (database.exclusive) await database.exclusive('portal:migrate', migrateOn);
    else await migrateOn(database.db);
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await run(database.db as any, { migrationsFolder });
  }
}
