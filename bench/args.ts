import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

export type DbChoice = 'all' | 'pglite' | 'postgres';

export interface BenchOptions {
  schools: number;
  /** Kids Cafe sites added by the benchmark seed (the admin sites list's size). */
  sites: number;
  /** Seconds per scenario. */
  duration: number;
  connections: number;
  db: DbChoice;
  /** Build the web app into a temporary folder instead of reading packages/web/dist. */
  build: boolean;
  help: boolean;
  /** How the options were obtained, when npm swallowed some of them (printed in the report). */
  notes: string[];
}

export const USAGE = `Usage: npm run bench -- [--schools N] [--duration S] [--connections C] [--db all|pglite|postgres] [--build] [--sites N]

  --schools N       schools added by the benchmark seed (default 5000)
  --sites N         Kids Cafe sites added by the benchmark seed (default 2000)
  --duration S      seconds per load scenario, 1-120 (default 10); an admin list runs at least
                    twice the time its connections' requests take one after another (up to 120 s)
  --connections C   concurrent connections, 1-100 (default 10)
  --db WHICH        database targets (default all: PGlite, plus PostgreSQL when one answers);
                    the search box is typed into in Chromium once, against the first target
  --build           build the web app into a temporary folder first: the size report reads it
                    and the servers serve it to the search measure (default: packages/web/dist
                    as it is)`;

/** Value options in the order the documentation shows them (last-resort fallback order). */
const VALUE_OPTIONS = ['schools', 'duration', 'connections', 'db', 'sites'] as const;
type ValueOption = (typeof VALUE_OPTIONS)[number];

/**
 * Parses the command line. The root script is `npm run bench -w @portal/bench`, so
 * `npm run bench -- --schools 1000` reaches the inner npm as `--schools 1000`: npm takes
 * `--schools` as its own config (npm_config_schools=true) and passes only `1000` on. This
 * recovers such options from the npm command line found among the parent processes, or
 * failing that from the positional values in the documented order.
 */
export function parseBenchArgs(
  argv: string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): BenchOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      schools: { type: 'string' },
      sites: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      db: { type: 'string' },
      build: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
    strict: true,
  });
  const notes: string[] = [];
  const raw: Partial<Record<ValueOption, string>> = {};
  const swallowed: ValueOption[] = [];
  for (const name of VALUE_OPTIONS) {
    const fromEnv = env[`npm_config_${name}`];
    if (values[name] !== undefined) raw[name] = values[name];
    else if (fromEnv !== undefined && fromEnv !== '' && fromEnv !== 'true') raw[name] = fromEnv;
    else if (fromEnv === 'true') swallowed.push(name);
  }
  const flags: Record<'build' | 'help', boolean> = {
    build: values.build ?? env.npm_config_build === 'true',
    help: values.help ?? env.npm_config_help === 'true',
  };

  if (swallowed.length > 0) {
    const fromParents = optionsFromParentCommandLines(swallowed);
    const complete = swallowed.every((name) => fromParents[name] !== undefined);
    const rest = [...positionals];
    for (const name of swallowed) {
      const value = complete ? fromParents[name] : rest.shift();
      if (value === undefined) throw new Error(`--${name} needs a value`);
      raw[name] = value;
    }
    if (!complete) {
      notes.push(
        `npm consumed ${swallowed.map((n) => `--${n}`).join(', ')}; values taken from the ` +
          `positional arguments in the order ${VALUE_OPTIONS.join(', ')}`,
      );
    }
  } else if (positionals.length > 0) {
    throw new Error(`unexpected argument(s): ${positionals.join(' ')}`);
  }

  const db = raw.db ?? 'all';
  if (db !== 'all' && db !== 'pglite' && db !== 'postgres') {
    throw new Error(`--db must be all, pglite or postgres (got ${db})`);
  }
  return {
    schools: integer('schools', raw.schools ?? '5000', 0, 1_000_000),
    sites: integer('sites', raw.sites ?? '2000', 0, 1_000_000),
    duration: integer('duration', raw.duration ?? '10', 1, 120),
    connections: integer('connections', raw.connections ?? '10', 1, 100),
    db,
    build: flags.build,
    help: flags.help,
    notes,
  };
}

function integer(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`--${name} must be an integer from ${min} to ${max} (got ${value})`);
  }
  return n;
}

/** Looks for `--name value` or `--name=value` in the command lines of up to 8 ancestors (Linux). */
function optionsFromParentCommandLines(names: ValueOption[]): Partial<Record<ValueOption, string>> {
  const found: Partial<Record<ValueOption, string>> = {};
  let pid = process.ppid;
  for (let depth = 0; depth < 8 && pid > 1; depth++) {
    let words: string[];
    try {
      words = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .split('\0')
        .flatMap((arg) => arg.split(/\s+/))
        .filter(Boolean);
    } catch {
      break;
    }
    for (const name of names) {
      if (found[name] !== undefined) continue;
      for (let i = 0; i < words.length; i++) {
        const word = words[i]!;
        if (word === `--${name}` && words[i + 1] && !words[i + 1]!.startsWith('--')) {
          found[name] = words[i + 1]!;
        } else if (word.startsWith(`--${name}=`)) {
          found[name] = word.slice(name.length + 3);
        }
      }
    }
    if (names.every((n) => found[n] !== undefined)) break;
    pid = parentOf(pid);
  }
  return found;
}

function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // pid (comm) state ppid …: comm may contain spaces and parentheses.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}
