import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '../db/client.ts';
import { ensureTemplateDatabase } from './test-database.ts';

/**
 * Migrates once for the whole run; each test file then starts from the result instead of
 * creating and migrating a database of its own (test-database.ts):
 * - PGlite (default): one in-memory database migrated and dumped; a file loads the dump.
 * - PostgreSQL (DATABASE_URL): the template database portal_template_<hash of the migrations>,
 *   made once per set of migrations and kept on the server for later runs; a file copies it.
 */
export default async function setup() {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    process.env.PG_TEMPLATE_DATABASE = await ensureTemplateDatabase(serverUrl);
    return undefined;
  }
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
