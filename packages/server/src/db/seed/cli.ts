// Seeds a database: `npm run seed -- [--schools N] [--sites N] [--seed S] [--no-demo]`.
// Uses DATABASE_URL when set, otherwise PGlite under <DATA_DIR>/pglite (DATA_DIR defaults to
// ./data, resolved against the repository root whatever the working directory).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { migrate, openDatabase } from '../client.ts';
import { districts } from '../schema/districts.ts';
import { seedBench } from './bench.ts';
import { seedDemo } from './demo.ts';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

async function main() {
  const { values } = parseArgs({
    options: {
      schools: { type: 'string' },
      sites: { type: 'string' },
      seed: { type: 'string' },
      'no-demo': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: npm run seed -- [--schools N] [--sites N] [--seed S] [--no-demo]');
    return;
  }
  const schools = wholeNumber('schools', values.schools);
  const sites = wholeNumber('sites', values.sites);
  const seed = values.seed === undefined ? undefined : Number(values.seed);

  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = path.resolve(repoRoot, process.env.DATA_DIR?.trim() || 'data');
  const target = databaseUrl
    ? `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}`
    : `PGlite ${path.join(dataDir, 'pglite')}`;
  const started = performance.now();
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : path.join(dataDir, 'pglite'),
  });
  try {
    await migrate(database);
    console.log(`Database: ${target} (migrated)`);
    if (!values['no-demo']) {
      const [before] = await database.db.select({ n: count() }).from(districts);
      const t = performance.now();
      await seedDemo(database.db);
      console.log(
        before?.n
          ? 'Demo data: already present, skipped'
          : `Demo data: seeded in ${Math.round(performance.now() - t)} ms`,
      );
    }
    if (schools !== undefined || sites !== undefined) {
      const result = await seedBench(database.db, { schools: schools ?? 0, sites, seed });
      console.log(
        `Bench data: ${result.schools} schools and ${result.sites} Kids Cafe sites in ${result.ms} ms`,
      );
    }
  } finally {
    await database.close();
  }
  console.log(`Done in ${Math.round(performance.now() - started)} ms`);
}

/** A whole number option (--schools, --sites), or undefined when not given. */
function wholeNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!(Number.isInteger(n) && n >= 0))
    throw new Error(`--${name} must be a whole number, got ${value}`);
  return n;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
