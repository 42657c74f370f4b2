/**
 * The portal server under test, run in its own process so that autocannon (in the parent)
 * does not share its event loop. Driven over IPC by server-handle.ts:
 * parent → { type: 'start', env, schools, sites } → child starts the server, seeds, answers 'ready';
 * parent → { type: 'admin-session', email } → child opens a session for that administrator with
 *   the server's own session code (admins sign in by SSO only) and answers 'admin-session';
 * parent → { type: 'count-statements', requests } → child runs each GraphQL request once through
 *   a second GraphQL server over the same database client with a counting logger, answers
 *   'statements-counted';
 * parent → { type: 'stop' } → child closes the server and the database, answers 'stopped'.
 */
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { and, countDistinct, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { pino } from 'pino';
import { loadConfig, type Config } from '../packages/server/src/config.ts';
import type { Db } from '../packages/server/src/db/client.ts';
import * as schema from '../packages/server/src/db/schema/index.ts';
import { seedBench } from '../packages/server/src/db/seed/bench.ts';
import {
  seedReports,
  type ReportsSeedOptions,
  type ReportsSeedResult,
} from '../packages/server/src/db/seed/bench-reports.ts';
import { createGraphqlServer, type Yoga } from '../packages/server/src/graphql/yoga.ts';
import { createSession } from '../packages/server/src/modules/auth/sessions.ts';
import { startServer, type RunningServer } from '../packages/server/src/server.ts';
import { createServices } from '../packages/server/src/services/index.ts';

export interface StartMessage {
  type: 'start';
  /** The complete environment given to loadConfig (nothing else from process.env). */
  env: Record<string, string>;
  schools: number;
  /** Kids Cafe sites added by the benchmark seed (bench-sites.ts). */
  sites: number;
}
export interface StopMessage {
  type: 'stop';
}
/** Seeds distribution reports (bench/school-reports.ts) once the server has started. */
export interface SeedReportsMessage {
  type: 'seed-reports';
  options: ReportsSeedOptions;
}
/** Opens a session for an administrator (they sign in through SSO only, so login cannot). */
export interface AdminSessionMessage {
  type: 'admin-session';
  email: string;
}
/** Runs GraphQL requests once each, counting the SQL statements each one sends. */
export interface CountStatementsMessage {
  type: 'count-statements';
  /** Without a token the request is anonymous (login). */
  requests: { name: string; body: string; token?: string }[];
}
export type ParentMessage =
  StartMessage | StopMessage | SeedReportsMessage | AdminSessionMessage | CountStatementsMessage;

/** The Backpack Buddy term with the most schools applying (the benchmark seed's term). */
export interface BusiestTerm {
  termId: number;
  type: string;
  year: number;
  /** Schools with a live application in the term. */
  schools: number;
}

export interface StatementCount {
  name: string;
  /** SQL statements sent while answering, the session lookup included. */
  statements: number;
  /** Top-level fields' list lengths in the answer, to tie the count to the answer's size. */
  rows: number;
  error?: string;
}

export type ChildMessage =
  | { type: 'started'; url: string; database: string; startMs: number }
  | { type: 'seeded'; schools: number; seedMs: number; analyzeMs?: number }
  | { type: 'reports-seeded'; result: ReportsSeedResult }
  | { type: 'admin-session'; token: string; userId: number; term: BusiestTerm | null }
  | { type: 'statements-counted'; counts: StatementCount[] }
  | { type: 'error'; phase: 'start' | 'seed' | 'stop' | 'query'; message: string }
  | { type: 'stopped' };

let server: RunningServer | undefined;
let config: Config | undefined;
let stopping = false;

function send(message: ChildMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send || !process.connected) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (cause: ${error.cause.message})` : '';
  return `${error.message}${cause}\n${error.stack?.split('\n').slice(1, 6).join('\n') ?? ''}`;
}

async function start(message: StartMessage) {
  let phase: 'start' | 'seed' = 'start';
  try {
    const t0 = performance.now();
    config = loadConfig(message.env);
    server = await startServer(config);
    await send({
      type: 'started',
      url: server.url,
      database: server.database.kind,
      startMs: Math.round(performance.now() - t0),
    });
    phase = 'seed';
    const seeded = await seedBench(server.database.db, {
      schools: message.schools,
      sites: message.sites,
    });
    // A live PostgreSQL database has planner statistics (autovacuum analyzes tables after bulk
    // changes, within a minute or so); right after a bulk seed it has none yet. PGlite runs no
    // autovacuum and the server never analyzes, so it is measured as it would run.
    let analyzeMs: number | undefined;
    if (server.database.kind === 'postgres') {
      const t1 = performance.now();
      await server.database.exec('analyze');
      analyzeMs = Math.round(performance.now() - t1);
    }
    await send({ type: 'seeded', schools: seeded.schools, seedMs: seeded.ms, analyzeMs });
  } catch (error) {
    await send({ type: 'error', phase, message: describe(error) });
  }
}

async function seedReportsNow(message: SeedReportsMessage) {
  try {
    if (!server) throw new Error('the server has not started');
    const result = await seedReports(server.database.db, message.options);
    await send({ type: 'reports-seeded', result });
  } catch (error) {
    await send({ type: 'error', phase: 'seed', message: describe(error) });
  }
}

async function adminSession(message: AdminSessionMessage) {
  try {
    if (!server || !config) throw new Error('the server has not started');
    const db = server.database.db;
    const { users, applicationBackpackBuddy, programTerms } = schema;
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(sql`lower(${users.email})`, message.email.toLowerCase()),
          eq(users.type, 'ADMIN'),
          isNull(users.deletedAt),
        ),
      );
    if (!admin) throw new Error(`no administrator ${message.email} (is DEMO_MODE on?)`);
    const { token } = await createSession(db, admin.id, config.sessionTtlMs);
    const [term] = await db
      .select({
        termId: programTerms.id,
        type: programTerms.type,
        year: programTerms.year,
        schools: countDistinct(applicationBackpackBuddy.schoolId),
      })
      .from(applicationBackpackBuddy)
      .innerJoin(programTerms, eq(programTerms.id, applicationBackpackBuddy.termId))
      .where(isNull(applicationBackpackBuddy.deletedAt))
      .groupBy(programTerms.id)
      .orderBy(desc(countDistinct(applicationBackpackBuddy.schoolId)))
      .limit(1);
    await send({ type: 'admin-session', token, userId: admin.id, term: term ?? null });
  } catch (error) {
    await send({ type: 'error', phase: 'query', message: describe(error) });
  }
}

let counting: { yoga: Yoga; statements: string[] } | undefined;

/**
 * A second GraphQL server on the same database client (the same PGlite instance or pg pool),
 * whose drizzle logs every statement: the server under load keeps running without a logger.
 */
async function countingServer(running: RunningServer, cfg: Config) {
  if (counting) return counting;
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  // drizzle keeps its driver client as $client; a new drizzle over it shares the connection.
  const client = (running.database.db as unknown as { $client: unknown }).$client;
  let db: Db;
  if (running.database.kind === 'postgres') {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    db = drizzle({
      client: client as Pool,
      schema,
      casing: 'snake_case',
      logger,
    }) as unknown as Db;
  } else {
    const { drizzle } = await import('drizzle-orm/pglite');
    db = drizzle({
      client: client as PGlite,
      schema,
      casing: 'snake_case',
      logger,
    }) as unknown as Db;
  }
  const services = createServices(cfg, pino({ level: 'silent' }));
  counting = { yoga: createGraphqlServer({ db, config: cfg, services }), statements };
  return counting;
}

/** The length of the first list among the answer's top-level fields (0 when none). */
function rowsOf(data: unknown): number {
  if (!data || typeof data !== 'object') return 0;
  const list = Object.values(data).find(Array.isArray);
  return Array.isArray(list) ? list.length : 0;
}

async function countStatements(message: CountStatementsMessage) {
  try {
    if (!server || !config) throw new Error('the server has not started');
    const { yoga, statements } = await countingServer(server, config);
    const counts: StatementCount[] = [];
    for (const request of message.requests) {
      statements.length = 0;
      const response = await yoga.fetch(
        'http://bench.local/graphql',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
          },
          body: request.body,
        },
        { req: { ip: '127.0.0.1', socket: {} as never } },
      );
      const json = (await response.json()) as { data?: unknown; errors?: { message?: string }[] };
      counts.push({
        name: request.name,
        statements: statements.length,
        rows: rowsOf(json.data),
        error: json.errors?.length
          ? json.errors.map((e) => e.message ?? '?').join('; ')
          : undefined,
      });
    }
    await send({ type: 'statements-counted', counts });
  } catch (error) {
    await send({ type: 'error', phase: 'query', message: describe(error) });
  }
}

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  try {
    await server?.close();
    await send({ type: 'stopped' });
  } catch (error) {
    await send({ type: 'error', phase: 'stop', message: describe(error) });
    code = 1;
  }
  process.exit(code);
}

process.on('message', (message: ParentMessage) => {
  if (message.type === 'start') void start(message);
  else if (message.type === 'seed-reports') void seedReportsNow(message);
  else if (message.type === 'admin-session') void adminSession(message);
  else if (message.type === 'count-statements') void countStatements(message);
  else if (message.type === 'stop') void stop(0);
});
// The parent went away (crash, Ctrl-C): close the database cleanly and leave.
process.on('disconnect', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
