/**
 * The portal server under test, run in its own process so that autocannon (in the parent)
 * does not share its event loop. Driven over IPC by server-handle.ts:
 * parent → { type: 'start', env, schools } → child starts the server, seeds, answers 'ready';
 * parent → { type: 'stop' } → child closes the server and the database, answers 'stopped'.
 */
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../packages/server/src/config.ts';
import { seedBench } from '../packages/server/src/db/seed/bench.ts';
import {
  seedReports,
  type ReportsSeedOptions,
  type ReportsSeedResult,
} from '../packages/server/src/db/seed/bench-reports.ts';
import { startServer, type RunningServer } from '../packages/server/src/server.ts';

export interface StartMessage {
  type: 'start';
  /** The complete environment given to loadConfig (nothing else from process.env). */
  env: Record<string, string>;
  schools: number;
}
export interface StopMessage {
  type: 'stop';
}
/** Seeds distribution reports (bench/school-reports.ts) once the server has started. */
export interface SeedReportsMessage {
  type: 'seed-reports';
  options: ReportsSeedOptions;
}
export type ParentMessage = StartMessage | StopMessage | SeedReportsMessage;

export type ChildMessage =
  | { type: 'started'; url: string; database: string; startMs: number }
  | { type: 'seeded'; schools: number; seedMs: number }
  | { type: 'reports-seeded'; result: ReportsSeedResult }
  | { type: 'error'; phase: 'start' | 'seed' | 'stop'; message: string }
  | { type: 'stopped' };

let server: RunningServer | undefined;
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
    server = await startServer(loadConfig(message.env));
    await send({
      type: 'started',
      url: server.url,
      database: server.database.kind,
      startMs: Math.round(performance.now() - t0),
    });
    phase = 'seed';
    const seeded = await seedBench(server.database.db, { schools: message.schools });
    await send({ type: 'seeded', schools: seeded.schools, seedMs: seeded.ms });
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
  else if (message.type === 'stop') void stop(0);
});
// The parent went away (crash, Ctrl-C): close the database cleanly and leave.
process.on('disconnect', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
