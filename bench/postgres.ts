import { randomBytes } from 'node:crypto';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { withTimeout } from './time.ts';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export type PostgresTarget =
  | { available: true; adminUrl: string; database: string; url: string }
  | { available: false; reason: string };

/** The admin URL with its password hidden, for the report. */
export function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function adminExec(adminUrl: string, sql: string, timeoutMs: number): Promise<void> {
  const database = await openDatabase({ databaseUrl: adminUrl });
  try {
    await withTimeout(
      database.exec(sql),
      timeoutMs,
      `PostgreSQL did not answer within ${timeoutMs / 1000} s`,
    );
  } finally {
    // pool.end() waits for the pool's clients; do not let a hung connection block the run.
    await withTimeout(database.close(), 5000, 'closing the admin pool').catch(() => {});
  }
}

/**
 * Uses DATABASE_URL when set, otherwise the local server at DEFAULT_ADMIN_URL if it answers,
 * and creates a fresh `bench_<random>` database there. Only local hosts are used.
 */
export async function preparePostgres(env: NodeJS.ProcessEnv): Promise<PostgresTarget> {
  const configured = env.DATABASE_URL?.trim() || undefined;
  const adminUrl = configured ?? DEFAULT_ADMIN_URL;
  let parsed: URL;
  try {
    parsed = new URL(adminUrl);
  } catch {
    return { available: false, reason: 'DATABASE_URL is not a valid URL' };
  }
  if (!LOCAL_HOSTS.has(parsed.hostname)) {
    return {
      available: false,
      reason: `DATABASE_URL points at ${parsed.hostname}; the benchmark only talks to 127.0.0.1/localhost`,
    };
  }
  try {
    await adminExec(adminUrl, 'select 1', 5000);
  } catch (error) {
    const why = (error as Error).message || String(error);
    return {
      available: false,
      reason: configured
        ? `DATABASE_URL (${redact(adminUrl)}) does not answer: ${why}`
        : `no PostgreSQL answers at ${DEFAULT_ADMIN_URL} (${why}); set DATABASE_URL to include it`,
    };
  }
  const database = `bench_${randomBytes(5).toString('hex')}`;
  try {
    await adminExec(adminUrl, `CREATE DATABASE "${database}"`, 30_000);
  } catch (error) {
    return {
      available: false,
      reason: `could not create database ${database}: ${(error as Error).message}`,
    };
  }
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return { available: true, adminUrl, database, url: url.toString() };
}

/** Drops the bench database (WITH (FORCE) closes any connection left behind). */
export async function dropPostgres(target: { adminUrl: string; database: string }): Promise<void> {
  await adminExec(
    target.adminUrl,
    `DROP DATABASE IF EXISTS "${target.database}" WITH (FORCE)`,
    30_000,
  );
}
