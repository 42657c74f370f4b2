/**
 * Two instances of the portal on one PostgreSQL (a fresh bench database) and one S3-compatible
 * store (@20minutes/s3rver, bench/two-instances-s3.ts), behind the bench's round-robin proxy
 * (bench/proxy.ts), each with its own mail sender delivering to the bench's SMTP sink. Checks,
 * PASS or FAIL: sessions, uploads and download links, the admin list cache and the outbox across
 * both (bench/two-instances-checks.ts); then the throughput of a read with one instance against
 * two, through the same proxy, same connections and duration.
 *
 * Alone: `npx tsx bench/two-instances.ts [--duration S] [--connections C] [--schools N] [--sites N]`
 * (default --schools 0 --sites 0 there: the demo data only). From bench/run.ts: benchTwoInstances
 * and twoInstancesLines / twoInstancesSummary.
 */
import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../packages/server/src/db/client.ts';
import { users } from '../packages/server/src/db/schema/auth.ts';
import { seedBench } from '../packages/server/src/db/seed/bench.ts';
import { DEMO_PASSWORD } from '../packages/server/src/db/seed/demo-accounts.ts';
import { createSession } from '../packages/server/src/modules/auth/sessions.ts';
import { parseBenchArgs } from './args.ts';
import { runScenario, type ScenarioResult } from './load.ts';
import { dropPostgres, preparePostgres } from './postgres.ts';
import { heading } from './table.ts';
import {
  checkConnectionLoss,
  checkListCache,
  checkOutbox,
  checkSessions,
  checkUploads,
  type Check,
  type Pair,
} from './two-instances-checks.ts';
import { totalCpuMs } from './two-instances-cpu.ts';
import { twoInstancesLines, twoInstancesSummary } from './two-instances-report.ts';
import { forkChild, type ChildHandle, type Reply } from './two-instances-fork.ts';
import { gql } from './two-instances-http.ts';
import { S3_CREDENTIALS, startLocalS3, type LocalS3 } from './two-instances-s3.ts';
import { startMailSink, type MailSink } from './two-instances-smtp.ts';

export { twoInstancesLines, twoInstancesSummary };

const SERVER_CHILD = fileURLToPath(new URL('./two-instances-server.ts', import.meta.url));
const PROXY_CHILD = fileURLToPath(new URL('./two-instances-proxy.ts', import.meta.url));

const DEMO_EDUCATOR = 'educator@example.org';
const DEMO_ADMIN = 'admin@foodbank.example';
const BUCKETS = { documents: 'bench-documents', resources: 'bench-resources' };
const EDUCATOR_USER = `query { educatorUser { educatorId fullName applicationBackpackBuddyRequired schools { schoolId name districtName } } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token } }`;

export interface TwoInstancesOptions {
  schools: number;
  sites: number;
  duration: number;
  connections: number;
  /** The web build the instances serve (not used by the checks). */
  webDist?: string;
  progress?: (message: string) => void;
  /** run.ts's clean-up registry: the bench database and folders are added while they exist. */
  cleanup?: {
    dirs: Set<string>;
    databases: Set<{ adminUrl: string; database: string }>;
  };
}

export interface ThroughputRun {
  label: string;
  /** 'direct': instance A without the proxy; 1 or 2: instances behind the proxy. */
  kind: 'direct' | 1 | 2;
  /** Requests each instance received through the proxy (none without the proxy). */
  split: number[];
  result: ScenarioResult;
  /**
   * CPU milliseconds per response used by both instances together and by the proxy (Linux
   * /proc): unlike req/s, not inflated by other work on the machine.
   */
  cpuMsPerRequest: { instances: number | undefined; proxy: number | undefined };
}

export interface TwoInstancesResult {
  /** Why nothing was measured (no PostgreSQL). */
  skipped?: string;
  storage: string;
  database?: string;
  seedMs?: number;
  checks: Check[];
  throughput: ThroughputRun[];
  connections: number;
  duration: number;
  /** The 1-minute load average before and after the throughput runs (other work on the machine). */
  load?: [number, number];
  error?: string;
}

interface Instance {
  name: string;
  child: ChildHandle;
  url: string;
}

function educatorCheck(data: unknown): string | undefined {
  const user = (data as { educatorUser?: { educatorId?: unknown; schools?: unknown } } | null)
    ?.educatorUser;
  if (typeof user?.educatorId !== 'number') return 'no educatorUser.educatorId';
  return Array.isArray(user.schools) && user.schools.length > 0 ? undefined : 'no schools';
}

/** The environment of one instance: the settings a deployment of N instances sets. */
function instanceEnv(
  name: string,
  shared: { databaseUrl: string; s3: string; smtpPort: number; publicUrl: string },
  secret: string,
  dataDir: string,
  webDist: string | undefined,
): Record<string, string> {
  return {
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: shared.databaseUrl,
    DEMO_MODE: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: shared.publicUrl,
    TRUST_PROXY: 'true',
    FILE_LINK_SECRET: secret,
    S3_ENDPOINT: shared.s3,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    S3_BUCKET_DOCUMENTS: BUCKETS.documents,
    S3_BUCKET_RESOURCES: BUCKETS.resources,
    S3_FORCE_PATH_STYLE: 'true',
    // The EHLO name tells the SMTP sink which instance delivered a message.
    SMTP_URL: `smtp://127.0.0.1:${shared.smtpPort}?name=${name}`,
    ...(webDist ? { WEB_DIST: webDist } : {}),
  };
}

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  // Only these settings reach the process (TRUST_PROXY is read from process.env by the app).
  const child = forkChild(SERVER_CHILD, {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    ...env,
  });
  try {
    const started = await child.ask<Reply & { url: string }>(
      { type: 'start', env },
      'started',
      240_000,
    );
    return { name, child, url: started.url };
  } catch (error) {
    await child.stop(10_000);
    throw new Error(`${name} did not start: ${(error as Error).message}`, { cause: error });
  }
}

/** A check group that throws (an unexpected answer) is one FAIL, and the others still run. */
async function guarded(area: string, run: () => Promise<Check[]>): Promise<Check[]> {
  try {
    return await run();
  } catch (error) {
    return [{ area, name: 'ran to the end', pass: false, detail: (error as Error).message }];
  }
}

export async function benchTwoInstances(options: TwoInstancesOptions): Promise<TwoInstancesResult> {
  const progress = options.progress ?? (() => undefined);
  const result: TwoInstancesResult = {
    storage: `S3 (@20minutes/s3rver on 127.0.0.1, path-style, buckets ${BUCKETS.documents} and ${BUCKETS.resources})`,
    checks: [],
    throughput: [],
    connections: options.connections,
    duration: options.duration,
  };
  const pg = await preparePostgres(process.env);
  if (!pg.available) return { ...result, skipped: pg.reason };
  const target = { adminUrl: pg.adminUrl, database: pg.database };
  options.cleanup?.databases.add(target);
  result.database = pg.database;
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-two-instances-'));
  options.cleanup?.dirs.add(dir);

  let s3: LocalS3 | undefined;
  let sink: MailSink | undefined;
  let proxy: ChildHandle | undefined;
  let database: Database | undefined;
  const instances: Instance[] = [];
  try {
    progress('two instances: object store, SMTP sink, proxy');
    s3 = await startLocalS3(path.join(dir, 's3'), Object.values(BUCKETS));
    sink = await startMailSink();
    proxy = forkChild(PROXY_CHILD, { PATH: process.env.PATH, HOME: process.env.HOME });
    const proxyUrl = (
      await proxy.ask<Reply & { url: string }>({ type: 'start' }, 'started', 30_000)
    ).url;
    const shared = {
      databaseUrl: pg.url,
      s3: s3.endpoint,
      smtpPort: sink.port,
      publicUrl: proxyUrl,
    };
    const secret = randomBytes(32).toString('hex');
    const env = (name: string) =>
      instanceEnv(name, shared, secret, path.join(dir, name), options.webDist);

    progress('two instances: starting instance A (migrations, demo seed)');
    instances.push(await startInstance('instance-a', env('instance-a')));
    database = await openDatabase({ databaseUrl: pg.url });
    // An idle connection that fails (a reset while the pool closes) must not end the bench:
    // pg's pool throws such errors when nobody listens.
    const pool = (database.db as unknown as { $client: Pick<EventEmitter, 'on'> }).$client;
    pool.on('error', () => undefined);
    if (options.schools > 0 || options.sites > 0) {
      progress(`two instances: seeding ${options.schools} schools and ${options.sites} sites`);
      result.seedMs = (
        await seedBench(database.db, { schools: options.schools, sites: options.sites })
      ).ms;
      await database.exec('analyze');
    }
    progress('two instances: starting instance B');
    instances.push(await startInstance('instance-b', env('instance-b')));
    const [a, b] = instances as [Instance, Instance];
    await proxy.ask({ type: 'upstreams', list: [a.url, b.url] }, 'upstreams-set', 10_000);
    const pair: Pair = { a: a.url, b: b.url, proxy: proxyUrl };

    const [admin] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, DEMO_ADMIN), isNull(users.deletedAt)));
    if (!admin) throw new Error(`no administrator ${DEMO_ADMIN}`);
    const adminToken = (await createSession(database.db, admin.id, 12 * 3600_000)).token;
    const educatorLogin = { email: DEMO_EDUCATOR, password: DEMO_PASSWORD };

    progress('two instances: checks (sessions, files, list cache, outbox)');
    // Signing out ends every session of the user: the educator's own token comes after.
    result.checks.push(...(await guarded('sessions', () => checkSessions(pair, educatorLogin))));
    const signedIn = await gql(proxyUrl, LOGIN, { input: educatorLogin });
    const educatorToken = (signedIn.data?.login as { token?: string } | undefined)?.token;
    if (!educatorToken) throw new Error(`educator login through the proxy failed`);
    const db = database.db;
    const mail = sink;
    result.checks.push(
      ...(await guarded('files', () =>
        checkUploads(pair, { token: adminToken }, { token: educatorToken }),
      )),
      ...(await guarded('list cache', () => checkListCache(pair, { token: adminToken }))),
      ...(await guarded('outbox', () => checkOutbox(pair, db, mail, { resets: 10, queued: 50 }))),
    );

    const scenario = {
      name: 'educatorUser',
      body: JSON.stringify({ query: EDUCATOR_USER }),
      headers: { authorization: `Bearer ${educatorToken}` },
      check: educatorCheck,
    };
    const load = { connections: options.connections, duration: options.duration };
    // One and two instances take turns twice (1, 2, 1, 2), so that a change in what else runs on
    // the machine weighs on both alike; the ratio compares their means.
    const one = { kind: 1 as const, base: proxyUrl, upstreams: [a.url] };
    const two = { kind: 2 as const, base: proxyUrl, upstreams: [a.url, b.url] };
    const runs: { kind: ThroughputRun['kind']; base: string; upstreams?: string[] }[] = [
      { kind: 'direct', base: a.url },
      one,
      two,
      one,
      two,
    ];
    // Both instances answer the scenario for a while first: B has served only the checks, and
    // a cold process (JIT, pool connections) would be measured against a warm one.
    const warmUp = { ...load, duration: Math.min(3, options.duration) };
    for (const instance of instances) {
      progress(`two instances: warming up ${instance.name}, ${warmUp.duration} s`);
      await runScenario(instance.url, scenario, warmUp);
    }
    const before = loadavg()[0]!;
    for (const [index, run] of runs.entries()) {
      const label = `${KIND_LABELS[run.kind]}${run.kind === 'direct' ? '' : ` (${index < 3 ? 1 : 2})`}`;
      progress(`two instances: educatorUser, ${label}, ${options.duration} s`);
      if (run.upstreams) {
        await proxy.ask({ type: 'upstreams', list: run.upstreams }, 'upstreams-set', 10_000);
      }
      const instancePids = instances.map((i) => i.child.pid);
      const cpuBefore = [totalCpuMs(instancePids), totalCpuMs([proxy.pid])];
      const measured = await runScenario(run.base, scenario, load);
      const cpuAfter = [totalCpuMs(instancePids), totalCpuMs([proxy.pid])];
      const split = run.upstreams
        ? (await proxy.ask<Reply & { counts: number[] }>({ type: 'counts' }, 'counts', 10_000))
            .counts
        : [];
      const perRequest = (k: 0 | 1) => {
        const [start, end] = [cpuBefore[k], cpuAfter[k]];
        const requests = measured.responses;
        return start === undefined || end === undefined || requests === 0
          ? undefined
          : (end - start) / requests;
      };
      result.throughput.push({
        label,
        kind: run.kind,
        split,
        result: measured,
        cpuMsPerRequest: { instances: perRequest(0), proxy: perRequest(1) },
      });
    }
    result.load = [before, loadavg()[0]!];

    // Last, as it may end the instances: what a PostgreSQL restart or failover does to them.
    progress('two instances: PostgreSQL ends every connection (a restart or failover)');
    result.checks.push(
      ...(await guarded('database', () => checkConnectionLoss(pair, db, { token: educatorToken }))),
    );
  } catch (error) {
    const tails = instances
      .map((i) => `${i.name}: ${i.child.output().trim().split('\n').slice(-8).join('\n    ')}`)
      .join('\n    ');
    result.error = `${(error as Error).message}${tails ? `\n    ${tails}` : ''}`;
  } finally {
    for (const instance of instances) await instance.child.stop(30_000);
    await proxy?.stop(10_000);
    await sink?.close().catch(() => undefined);
    await s3?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    try {
      await dropPostgres(target);
      options.cleanup?.databases.delete(target);
    } catch (error) {
      result.error ??= `could not drop ${target.database}: ${(error as Error).message}`;
    }
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    options.cleanup?.dirs.delete(dir);
  }
  return result;
}

const KIND_LABELS: Record<ThroughputRun['kind'], string> = {
  direct: 'one instance, direct (no proxy)',
  1: 'one instance through the proxy',
  2: 'two instances through the proxy',
};

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const given = (name: string) => argv.some((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  const options = parseBenchArgs(argv, {});
  console.log(heading('Two instances on one PostgreSQL'));
  console.log(`  ${new Date().toISOString()} · Node ${process.version} · ${cpus().length} CPUs`);
  const cleanup = {
    dirs: new Set<string>(),
    databases: new Set<{ adminUrl: string; database: string }>(),
  };
  process.once('SIGINT', () => {
    // The instances and the proxy close themselves when this process goes away.
    void Promise.allSettled([...cleanup.databases].map((db) => dropPostgres(db))).finally(() => {
      for (const dir of cleanup.dirs) rmSync(dir, { recursive: true, force: true });
      process.exit(130);
    });
  });
  const result = await benchTwoInstances({
    cleanup,
    schools: given('schools') ? options.schools : 0,
    sites: given('sites') ? options.sites : 0,
    duration: options.duration,
    connections: options.connections,
    progress: (message) => process.stderr.write(`  … ${message}\n`),
  });
  for (const line of twoInstancesLines(result)) console.log(line ? `  ${line}` : '');
  console.log(heading('Summary'));
  console.log(twoInstancesSummary(result).join('\n'));
  const failed = result.error !== undefined || result.checks.some((c) => !c.pass);
  return failed ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('two-instance bench crashed:', error);
      process.exit(1);
    },
  );
}
