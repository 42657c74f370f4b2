import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '../db/client.ts';

/**
 * Migrates one in-memory PGlite and dumps it; each test file then starts from the dump
 * (about a second) instead of creating and migrating a database of its own.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-snapshot-'));
  const database = await openDatabase({});
  await migrate(database);
  const dump = await database.dump!();
  await database.close();
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  process.env.PGLITE_SNAPSHOT = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
