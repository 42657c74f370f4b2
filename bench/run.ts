/**
 * Load and size benchmarks of the partner portal:
 * `npm run bench [-- --schools N --sites N --duration S]`.
 * For PGlite (always) and PostgreSQL (when one answers locally) it starts the server in a child
 * process, seeds demo and benchmark data, and measures login, educatorUser and schoolReports
 * (bench/school-reports.ts: 10 schools × 12 months × 100 students) with autocannon, then the
 * admin console lists as the demo administrator (bench/admin-lists.ts), the Kids Cafe sites
 * list among them (bench/sites-list.ts); on the first target
 * (PGlite unless --db postgres) it also types in the search box of the Backpack Buddy school list
 * in headless Chromium (bench/admin-search.ts). Last, as the demo educator, it saves a
 * 500-teacher Teachers Aid roster; the reading of that roster's upload is timed once, client side,
 * before the targets (bench/teachers-roster.ts).
 * Then it measures the gzipped JavaScript and CSS the login page loads. Prints a report.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../packages/server/src/db/seed/demo-accounts.ts';
import {
  adminListsLines,
  adminListsSummary,
  benchAdminLists,
  type AdminListsBench,
} from './admin-lists.ts';
import {
  measureSearchInBrowser,
  printSearchInBrowser,
  searchSummaryLine,
  type SearchBenchResult,
} from './admin-search.ts';
import { parseBenchArgs, USAGE, type BenchOptions } from './args.ts';
import {
  buildWeb,
  measureDist,
  measurePageJs,
  pageJsLines,
  pageJsSummary,
  type FileSize,
  type SizeReport,
} from './bundle-size.ts';
import { graphql, runScenario, type ScenarioResult } from './load.ts';
import {
  exportSummaryLine,
  measureExportInBrowser,
  printExportInBrowser,
} from './export-in-browser.ts';
import { dropPostgres, preparePostgres, redact } from './postgres.ts';
import {
  benchSchoolReports,
  schoolReportsLines,
  type SchoolReportsBench,
} from './school-reports.ts';
import { forkServer, type ServerHandle } from './server-handle.ts';
import {
  benchRosterSave,
  measureRosterUpload,
  ROSTER_TEACHERS,
  teachersRosterLines,
  teachersRosterNotes,
  type RosterSaveBench,
  type RosterUploadBench,
} from './teachers-roster.ts';
import { holderListSpecs } from './holder-lists.ts';
import {
  educatorSession,
  lighthouseLines,
  lighthouseSummary,
  measureLighthouse,
  type LighthouseReport,
} from './lighthouse.ts';
import {
  benchTwoInstances,
  twoInstancesLines,
  twoInstancesSummary,
  type TwoInstancesResult,
} from './two-instances.ts';
import { sitesListSpecs } from './sites-list.ts';
import { runCompared, type Compared, type ReferencedScenario } from './reference/compare.ts';
import { startReference, type ReferenceServer } from './reference/handle.ts';
import { singleEntityReads } from './reference/reads.ts';
import { comparedNotes, comparedSummary, comparedTable } from './reference/report.ts';
import { formatMs } from './time.ts';
import { heading, kib, table } from './table.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const DEMO_EDUCATOR = 'educator@example.org';

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token } }`;
/** The server's database pool (packages/server/src/db/client.ts): the reference gets as many. */
const POOL_SIZE = 10;

interface Target {
  name: string;
  /** DATABASE_URL for the server; undefined means PGlite in DATA_DIR/pglite. */
  databaseUrl?: string;
  describe: string;
}

interface TargetResult {
  target: Target;
  startMs?: number;
  seedMs?: number;
  /** PostgreSQL only: ANALYZE after the seed, as autovacuum would have run in a live database. */
  analyzeMs?: number;
  scenarios: ScenarioResult[];
  /** Reads measured side by side with the bare reference (bench/reference/). */
  compared: Compared[];
  /** Why a read or the reference could not be measured. */
  comparedProblems: string[];
  /** The distribution reports scenario's seed and answer size (its load is in scenarios). */
  schoolReports?: SchoolReportsBench;
  /** The admin lists' sizes and SQL statements (their load is in scenarios). */
  adminLists?: AdminListsBench;
  /** Typing in the school list's search box in Chromium (measured on one target only). */
  search?: SearchBenchResult;
  /** Saving a 500-teacher Teachers Aid roster as the demo educator (bench/teachers-roster.ts). */
  rosterSave?: RosterSaveBench;
  /** Lighthouse on /login and the educator dashboard (measured on one target only). */
  lighthouse?: LighthouseReport;
  /** Set when the target could not be measured at all. */
  error?: string;
  /** Set when the server's shutdown misbehaved (reported, not fatal). */
  stopProblem?: string;
}

/** Set on Ctrl-C: no new work is started while cleaning up. */
let interrupted = false;

/** Everything to undo on the way out, also on Ctrl-C. */
const cleanup = {
  dirs: new Set<string>(),
  servers: new Set<ServerHandle>(),
  references: new Set<ReferenceServer>(),
  databases: new Set<{ adminUrl: string; database: string }>(),
};

async function cleanUp(): Promise<{ problems: string[]; dropped: string[] }> {
  const problems: string[] = [];
  const dropped: string[] = [];
  for (const server of cleanup.servers) {
    const problem = await server.stop(30_000);
    if (problem) problems.push(`server ${server.pid}: ${problem}`);
    cleanup.servers.delete(server);
  }
  for (const reference of cleanup.references) {
    await reference.stop().catch(() => {});
    cleanup.references.delete(reference);
  }
  for (const db of cleanup.databases) {
    try {
      await dropPostgres(db);
      dropped.push(db.database);
    } catch (error) {
      problems.push(`could not drop database ${db.database}: ${(error as Error).message}`);
    }
    cleanup.databases.delete(db);
  }
  for (const dir of cleanup.dirs) {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    cleanup.dirs.delete(dir);
  }
  return { problems, dropped };
}

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanup.dirs.add(dir);
  return dir;
}

const progress = (message: string) => process.stderr.write(`  … ${message}\n`);

function hasString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function checkLogin(data: unknown): string | undefined {
  const token = (data as { login?: { token?: unknown } } | null)?.login?.token;
  return hasString(token) ? undefined : 'no login.token in the response';
}

/**
 * The reads measured side by side with the bare reference (PostgreSQL only: PGlite has no wire
 * protocol for a pg pool), each at the bench's connections and the single-entity reads at 50
 * too, with the SQL statements of one request counted in each server's process. Another read
 * joins by being added to `reads` with its reference handler (bench/reference/handlers.ts).
 */
async function measureReads(
  server: ServerHandle,
  baseUrl: string,
  target: Target,
  token: string | undefined,
  options: BenchOptions,
  result: TargetResult,
): Promise<Compared[]> {
  const { scenarios: reads, problems } = await singleEntityReads(server, baseUrl, token);
  result.comparedProblems.push(...problems);
  let reference: ReferenceServer | undefined;
  if (target.databaseUrl && reads.some((r: ReferencedScenario) => r.reference)) {
    try {
      reference = await startReference(target.databaseUrl, POOL_SIZE);
      cleanup.references.add(reference);
    } catch (error) {
      result.comparedProblems.push(`reference server: ${(error as Error).message}`);
    }
  }
  const compared: Compared[] = [];
  try {
    for (const read of reads) {
      if (interrupted) break;
      compared.push(
        await runCompared(baseUrl, reference, read, options, (m) =>
          progress(`${target.name}: ${m}`),
        ),
      );
    }
  } finally {
    if (reference) {
      await reference.stop().catch(() => {});
      cleanup.references.delete(reference);
    }
  }
  try {
    server.send({
      type: 'count-statements',
      requests: reads.map((r) => ({
        name: r.name,
        body: r.body,
        token: r.headers?.authorization?.replace(/^Bearer /, ''),
      })),
    });
    const { counts } = await server.next('statements-counted', 60_000);
    for (const c of compared) {
      const count = counts.find((n) => n.name === c.name);
      if (count && !count.error) c.statements = count.statements;
      else if (count?.error) result.comparedProblems.push(`counting ${c.name}: ${count.error}`);
    }
  } catch (error) {
    result.comparedProblems.push(`statements not counted: ${(error as Error).message}`);
  }
  return compared;
}

interface Web {
  /** The built web app the server serves. */
  dist: string;
  /** Measure the search box in Chromium against this target. */
  search: boolean;
}

async function measureTarget(
  target: Target,
  options: BenchOptions,
  web: Web,
): Promise<TargetResult> {
  const result: TargetResult = { target, scenarios: [], compared: [], comparedProblems: [] };
  const dataDir = tempDir('portal-bench-');
  const env: Record<string, string> = {
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'true',
    WEB_DIST: web.dist,
  };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;

  const server = forkServer();
  cleanup.servers.add(server);
  try {
    progress(`${target.name}: starting the server (migrations, demo seed)`);
    server.send({ type: 'start', env, schools: options.schools, sites: options.sites });
    const started = await server.next('started', 240_000);
    result.startMs = started.startMs;
    progress(
      `${target.name}: seeding ${options.schools} benchmark schools and ${options.sites} sites`,
    );
    const seeded = await server.next(
      'seeded',
      240_000 + options.schools * 100 + options.sites * 100,
    );
    result.seedMs = seeded.seedMs;
    result.analyzeMs = seeded.analyzeMs;
    const baseUrl = started.url.replace('//localhost:', '//127.0.0.1:');

    const loginBody = JSON.stringify({
      query: LOGIN,
      variables: { input: { email: DEMO_EDUCATOR, password: DEMO_PASSWORD } },
    });
    progress(`${target.name}: login for ${options.duration} s`);
    result.scenarios.push(
      await runScenario(
        baseUrl,
        {
          name: 'login',
          body: loginBody,
          check: checkLogin,
          note:
            'argon2id (19 MiB, t=2) is deliberately CPU-bound: login throughput measures password ' +
            `hashing on ${cpus().length} CPUs, not the API.`,
        },
        options,
      ),
    );

    let token: string | undefined;
    let tokenProblem = 'no token';
    try {
      const json = await graphql(baseUrl, loginBody);
      token = (json.data as { login?: { token?: string } } | undefined)?.login?.token;
    } catch (error) {
      tokenProblem = (error as Error).message;
    }
    if (!token) result.comparedProblems.push(`login for the token failed: ${tokenProblem}`);
    result.compared = await measureReads(server, baseUrl, target, token, options, result);

    const reports = await benchSchoolReports(server, baseUrl, options, (message) =>
      progress(`${target.name}: ${message}`),
    );
    result.schoolReports = reports;
    result.scenarios.push(
      reports.scenario,
      ...(reports.schoolScenario ? [reports.schoolScenario] : []),
    );

    if (interrupted) return result;
    const admin = await benchAdminLists(
      server,
      baseUrl,
      options,
      (message) => progress(`${target.name}: ${message}`),
      [...sitesListSpecs(options.sites), ...holderListSpecs(options.sites, options.schools)],
    );
    result.adminLists = admin;
    result.scenarios.push(...admin.scenarios);

    if (web.search && !interrupted) {
      progress(`${target.name}: typing in the school list's search box in Chromium`);
      result.search = admin.token
        ? await measureSearchInBrowser(baseUrl, admin.token, web.dist, target.name).catch(
            (error: unknown) => ({
              ok: false as const,
              reason: (error as Error).message.split('\n')[0] ?? 'failed',
            }),
          )
        : { ok: false, reason: 'no admin session token' };
    }

    if (!interrupted) {
      progress(`${target.name}: saving a ${ROSTER_TEACHERS}-teacher Teachers Aid roster`);
      result.rosterSave = await benchRosterSave(baseUrl);
    }

    if (web.search && !interrupted) {
      progress(
        `${target.name}: Lighthouse (mobile, cold cache) on /login and the dashboard, 3 runs; ` +
          'accessibility also on a form step and the admin school list',
      );
      result.lighthouse = await measureLighthouse(
        baseUrl,
        await educatorSession(baseUrl),
        3,
        undefined,
        result.adminLists?.token,
      );
    }
  } catch (error) {
    const tail = server.output().trim().split('\n').slice(-15).join('\n    ');
    result.error = `${(error as Error).message}${tail ? `\n    server output:\n    ${tail}` : ''}`;
  } finally {
    result.stopProblem = await server.stop(30_000);
    cleanup.servers.delete(server);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    cleanup.dirs.delete(dataDir);
  }
  return result;
}

const fmtRate = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
const fmtLatency = (n: number) => (n >= 100 ? String(Math.round(n)) : n.toFixed(1));

function printTarget(result: TargetResult, options: BenchOptions, upload: RosterUploadBench) {
  const { target } = result;
  console.log(heading(`${target.name}: ${target.describe}`));
  if (result.startMs !== undefined) {
    console.log(`  server start (open database, migrate, demo seed): ${formatMs(result.startMs)}`);
  }
  if (result.seedMs !== undefined) {
    console.log(
      `  benchmark seed (${options.schools} schools, ${options.sites} Kids Cafe sites): ${formatMs(result.seedMs)}`,
    );
  }
  if (result.analyzeMs !== undefined) {
    console.log(
      `  ANALYZE after the seed: ${formatMs(result.analyzeMs)} (a live database has planner ` +
        'statistics from autovacuum; PGlite runs no autovacuum and is measured without)',
    );
  }
  if (result.scenarios.length > 0) {
    console.log(
      `  load: ${options.connections} connections, ${options.duration} s per scenario, POST /graphql\n`,
    );
    console.log(
      table(
        [
          'scenario',
          'status',
          'req/s',
          'p50 ms',
          'p99 ms',
          'responses',
          'non-2xx',
          'GraphQL errors',
          'conn errors',
          'checked',
        ],
        result.scenarios.map((s) => [
          s.name,
          s.status,
          s.status === 'FAILED' ? '-' : fmtRate(s.reqPerSec),
          s.status === 'FAILED' ? '-' : fmtLatency(s.p50),
          s.status === 'FAILED' ? '-' : fmtLatency(s.p99),
          String(s.responses),
          String(s.non2xx),
          String(s.graphqlErrors),
          String(s.connectionErrors),
          String(s.checked),
        ]),
        ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
      ),
    );
    for (const s of result.scenarios) {
      if (s.reason) console.log(`  ${s.name} ${s.status}: ${s.reason}`);
      if (s.note) console.log(`  note (${s.name}): ${s.note}`);
    }
  }
  if (result.compared.length > 0 || result.comparedProblems.length > 0) {
    console.log(
      `\n  Single-entity reads, ours against the bare node:http + pg reference (${
        result.target.databaseUrl
          ? `same database, ${POOL_SIZE} pool connections each`
          : 'no reference on PGlite'
      }; ${options.duration} s per run; SQL statements of one request counted in each process)\n`,
    );
    console.log(comparedTable(result.compared));
    for (const c of result.compared) {
      const note = c.runs[0]?.ours.note;
      if (note) console.log(`  note (${c.name}): ${note}`);
    }
    for (const line of [...comparedNotes(result.compared), ...result.comparedProblems])
      console.log(`  ${line}`);
  }
  if (result.scenarios.length > 0) {
    for (const line of schoolReportsLines(result.schoolReports)) console.log(`  ${line}`);
    for (const line of adminListsLines(result.adminLists)) console.log(`  ${line}`);
  }
  for (const line of [
    ...teachersRosterLines(upload, result.rosterSave),
    ...teachersRosterNotes(upload, result.rosterSave),
  ])
    console.log(`  ${line}`);
  if (result.error) console.log(`  FAILED: ${result.error}`);
  if (result.stopProblem) console.log(`  shutdown: ${result.stopProblem}`);
}

function printSizes(report: SizeReport, source: string) {
  console.log(heading('Login page assets (gzip level 9)'));
  console.log(`  source: ${source}`);
  if (!report.ok) {
    console.log(`  NOT MEASURED: ${report.reason}`);
    return;
  }
  console.log(`  built: ${report.builtAt.toISOString()}\n`);
  const rows = (files: FileSize[]) =>
    files.map((f) => [f.file, f.missing ? 'MISSING' : kib(f.bytes), f.missing ? '-' : kib(f.gzip)]);
  const sum = (files: FileSize[], key: 'bytes' | 'gzip') => files.reduce((n, f) => n + f[key], 0);
  const block = (label: string, files: FileSize[]) =>
    table(
      [label, 'raw', 'gzip'],
      [...rows(files), ['total', kib(sum(files, 'bytes')), kib(sum(files, 'gzip'))]],
      ['left', 'right', 'right'],
    );
  console.log(
    block('JavaScript loaded by /login (module scripts + modulepreloads)', report.initialJs),
  );
  console.log();
  console.log(block('CSS linked by index.html', report.initialCss));
  console.log(
    `\n  for context, everything in dist: ${report.allJs.files} JS files ${kib(report.allJs.gzip)} gzip ` +
      `(lazy chunks included), ${report.allCss.files} CSS files ${kib(report.allCss.gzip)} gzip`,
  );
  const missing = [...report.initialJs, ...report.initialCss].filter((f) => f.missing);
  if (missing.length)
    console.log(
      `  WARNING: index.html references missing files: ${missing.map((f) => f.file).join(', ')}`,
    );
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function summary(
  options: BenchOptions,
  results: TargetResult[],
  skipped: string[],
  sizes: SizeReport,
  upload: RosterUploadBench,
): string[] {
  const lines = [
    `bench ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpus().length} CPUs, ` +
      `${options.connections} connections, ${options.duration} s/scenario, ${options.schools} bench schools, ${options.sites} bench sites, load average ${loadAverage()}`,
  ];
  for (const r of results) {
    const name = r.target.name;
    if (r.startMs !== undefined)
      lines.push(`${name} server start (migrate + demo seed): ${formatMs(r.startMs)}`);
    if (r.seedMs !== undefined)
      lines.push(
        `${name} bench seed ${options.schools} schools, ${options.sites} sites: ${formatMs(r.seedMs)}`,
      );
    if (r.analyzeMs !== undefined)
      lines.push(`${name} ANALYZE after the seed: ${formatMs(r.analyzeMs)}`);
    for (const s of r.scenarios) {
      lines.push(
        s.status === 'FAILED'
          ? `${name} ${s.name}: FAILED (${(s.reason ?? '').split('\n')[0]})`
          : `${name} ${s.name}: ${fmtRate(s.reqPerSec)} req/s, p50 ${fmtLatency(s.p50)} ms, p99 ${fmtLatency(s.p99)} ms` +
              (s.status === 'DEGRADED'
                ? ` DEGRADED (${s.non2xx} non-2xx, ${s.graphqlErrors} GraphQL errors)`
                : '') +
              (s.name === 'login' ? ' (argon2id, CPU-bound)' : ''),
      );
    }
    for (const line of comparedSummary(r.compared)) lines.push(`${name} ${line}`);
    for (const line of schoolReportsLines(r.schoolReports)) lines.push(`${name} ${line}`);
    for (const line of adminListsSummary(r.adminLists)) lines.push(`${name} ${line}`);
    for (const line of teachersRosterLines(upload, r.rosterSave)) lines.push(`${name} ${line}`);
    if (r.error) lines.push(`${name}: FAILED (${r.error.split('\n')[0]})`);
  }
  for (const s of skipped) lines.push(s);
  if (sizes.ok) {
    const js = sizes.initialJs.reduce((n, f) => n + f.gzip, 0);
    const css = sizes.initialCss.reduce((n, f) => n + f.gzip, 0);
    lines.push(`login page JS gzip -9: ${kib(js)} in ${sizes.initialJs.length} files`);
    lines.push(`login page CSS gzip -9: ${kib(css)} (all CSS in dist: ${kib(sizes.allCss.gzip)})`);
  } else {
    lines.push(`login page JS/CSS: not measured (${sizes.reason.split('\n')[0]})`);
  }
  return lines;
}

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseBenchArgs();
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }

  console.log(heading('Partner portal benchmark'));
  console.log(
    `  ${new Date().toISOString()} · Node ${process.version} · ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}`,
  );
  console.log(
    `  options: --schools ${options.schools} --sites ${options.sites} --duration ${options.duration} --connections ${options.connections} --db ${options.db}${options.build ? ' --build' : ''}`,
  );
  for (const note of options.notes) console.log(`  note: ${note}`);
  console.log(
    `  load average at start: ${loadAverage()} (the server runs in a child process on this ` +
      'machine: client, server and anything else running share the CPUs)',
  );

  const targets: Target[] = [];
  const skipped: string[] = [];
  if (options.db !== 'postgres') {
    targets.push({ name: 'PGlite', describe: 'embedded, fresh temporary DATA_DIR' });
  }
  if (options.db !== 'pglite') {
    progress('looking for PostgreSQL');
    const pg = await preparePostgres(process.env);
    if (pg.available) {
      cleanup.databases.add({ adminUrl: pg.adminUrl, database: pg.database });
      targets.push({
        name: 'PostgreSQL',
        databaseUrl: pg.url,
        describe: `fresh database ${pg.database} on ${redact(pg.adminUrl)}`,
      });
    } else {
      skipped.push(`PostgreSQL: skipped (${pg.reason})`);
    }
  }

  // Built first when asked: the servers then serve this build to the browser measure.
  let sizes: SizeReport;
  let source: string;
  let webDist = path.join(repoRoot, 'packages/web/dist');
  if (options.build) {
    const outDir = path.join(tempDir('portal-bench-web-'), 'dist');
    source = `fresh build (npm run build -w @portal/web -- --outDir ${outDir})`;
    progress('building the web app into a temporary folder');
    const built = await buildWeb(repoRoot, outDir, 300_000);
    sizes = built.ok ? measureDist(outDir) : built;
    if (built.ok) webDist = outDir;
  } else {
    source = `${webDist} as it is (pass --build to build a fresh copy)`;
    sizes = measureDist(webDist);
  }

  // Client side, once, before any server runs: reading the roster file as the browser does.
  progress(`reading a ${ROSTER_TEACHERS}-teacher roster upload`);
  const rosterUpload = await measureRosterUpload();

  const results: TargetResult[] = [];
  for (const [index, target] of targets.entries()) {
    if (interrupted) break;
    const result = await measureTarget(target, options, { dist: webDist, search: index === 0 });
    results.push(result);
    printTarget(result, options, rosterUpload);
  }
  for (const s of skipped) console.log(`\n  ${s}`);

  // Two instances behind a round-robin proxy on one PostgreSQL (bench/two-instances.ts).
  let twoInstances: TwoInstancesResult | undefined;
  if (options.db !== 'pglite' && !interrupted) {
    twoInstances = await benchTwoInstances({
      schools: options.schools,
      sites: options.sites,
      duration: options.duration,
      connections: options.connections,
      webDist,
      progress,
      cleanup,
    });
    console.log(heading('Two instances on one PostgreSQL, behind a round-robin proxy'));
    for (const line of twoInstancesLines(twoInstances)) console.log(line ? `  ${line}` : '');
  }

  printSizes(sizes, source);
  const pageJs = await measurePageJs(webDist);
  console.log(heading('JavaScript of the login and registration pages (Chromium, cold cache)'));
  for (const line of pageJsLines(pageJs)) console.log(line ? `  ${line}` : '');
  const lighthouse: LighthouseReport = results[0]?.lighthouse ?? {
    ok: false,
    reason: results.length === 0 ? 'no target measured' : 'the first target failed first',
  };
  console.log(heading('Lighthouse, mobile settings, cold cache'));
  for (const line of lighthouseLines(lighthouse)) console.log(line ? `  ${line}` : '');

  let browserExport: Awaited<ReturnType<typeof measureExportInBrowser>> = {
    ok: false,
    reason: 'interrupted',
  };
  if (!interrupted) {
    progress('export of 10,000 rows in Chromium');
    browserExport = await measureExportInBrowser(repoRoot).catch((error: unknown) => ({
      ok: false as const,
      reason: (error as Error).message.split('\n')[0] ?? 'failed',
    }));
  }
  printExportInBrowser(browserExport);
  const search: SearchBenchResult = results[0]?.search ?? {
    ok: false,
    reason: results.length === 0 ? 'no database target measured' : 'the target failed first',
  };
  printSearchInBrowser(search);

  const { problems, dropped } = await cleanUp();
  console.log(heading('Clean-up'));
  console.log(
    `  servers stopped, temporary folders removed${dropped.length ? `, dropped ${dropped.join(', ')}` : ''}`,
  );
  for (const p of problems) console.log(`  WARNING: ${p}`);

  const lines = summary(options, results, skipped, sizes, rosterUpload);
  lines.push(exportSummaryLine(browserExport));
  lines.push(searchSummaryLine(search));
  lines.push(...pageJsSummary(pageJs));
  lines.push(...lighthouseSummary(lighthouse));
  if (twoInstances) lines.push(...twoInstancesSummary(twoInstances));
  console.log(heading('Summary'));
  console.log(lines.join('\n'));
  return 0;
}

// Ctrl-C reaches every process of the group, and npm and tsx pass signals on too, so the
// benchmark usually gets several: clean up once (each step is bounded), ignore the rest.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(
      `\n${signal}: stopping servers, dropping the bench database, removing temporary folders`,
    );
    setTimeout(() => process.exit(130), 90_000);
    void cleanUp()
      .then(({ problems, dropped }) => {
        for (const p of problems) console.error(`  WARNING: ${p}`);
        if (dropped.length) console.error(`  dropped ${dropped.join(', ')}`);
      })
      .finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error('benchmark crashed:', error);
    await cleanUp().catch(() => {});
    process.exit(1);
  },
);
