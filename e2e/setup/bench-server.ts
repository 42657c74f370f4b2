import { spawn } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The bench-seed server (issue 5: the admin console among 5,000 schools). It is started by the
 * global setup in the background, not by the config's webServer: webServers start one after
 * the other and every test waits for all of them, while this one seeds (about 20 s) during the
 * demo journeys, and only when the bench-seed project runs.
 */
export const BENCH_SCHOOLS = 5000;

const e2eDir = fileURLToPath(new URL('..', import.meta.url));

export function benchPaths(port: number) {
  return {
    /** DATA_DIR, against the repository root (as in the config's webServer). */
    dataDir: `e2e/.data-${port}`,
    dataPath: path.join(e2eDir, `.data-${port}`),
    /** WEB_DIST: a copy of the web build (see playwright.config.ts). */
    webDir: `tmp/e2e-${port}/dist`,
    webPath: path.join(e2eDir, '..', 'tmp', `e2e-${port}`, 'dist'),
    pidFile: path.join(e2eDir, `.data-${port}`, 'server.pid'),
    logFile: path.join(e2eDir, 'test-results', `bench-server-${port}.log`),
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The process is still the server started from this folder (not a reused pid). */
function ours(pid: number): boolean {
  if (!alive(pid)) return false;
  if (process.platform !== 'linux') return true;
  try {
    return (
      readlinkSync(`/proc/${pid}/cwd`) === path.resolve(e2eDir) &&
      readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--import')
    );
  } catch {
    return false;
  }
}

/** Stops the server of the pid file (its whole process group), gracefully first. */
export async function stopBenchServer(port: number) {
  const { pidFile } = benchPaths(port);
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  unlinkSync(pidFile);
  if (!Number.isInteger(pid) || pid <= 1 || !ours(pid)) return;
  // SIGTERM: the server closes its embedded database cleanly (main.ts).
  process.kill(-pid, 'SIGTERM');
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(-pid, 'SIGKILL');
}

/** Seeds a fresh database with the demo data and the bench schools, then starts the server. */
export async function startBenchServer(port: number): Promise<void> {
  const { dataDir, dataPath, webDir, webPath, pidFile, logFile } = benchPaths(port);
  await stopBenchServer(port); // left over by an interrupted run
  const busy = await fetch(`http://localhost:${port}/healthz`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is in use: set E2E_PORT to another port`);
  rmSync(dataPath, { recursive: true, force: true });
  mkdirSync(dataPath, { recursive: true });
  // A copy of the web build, as for the demo server (playwright.config.ts).
  if (!existsSync(path.join(e2eDir, '../packages/web/dist/index.html'))) {
    throw new Error('The web app is not built: run npm run build -w @portal/web');
  }
  rmSync(webPath, { recursive: true, force: true });
  cpSync(path.join(e2eDir, '../packages/web/dist'), webPath, { recursive: true });
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'w');
  const child = spawn(
    'bash',
    [
      '-c',
      `node --import tsx ../packages/server/src/db/seed/cli.ts --schools ${BENCH_SCHOOLS} && exec node --import tsx ../packages/server/src/main.ts`,
    ],
    {
      cwd: e2eDir,
      // Its own process group, so that it outlives this worker and stops as a whole.
      detached: true,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST: webDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        DEMO_MODE: 'true',
      },
    },
  );
  closeSync(log);
  child.unref();
  writeFileSync(pidFile, String(child.pid));
}

/**
 * Whether the command line runs the bench-seed project: no --project option, or one naming it
 * (or a wildcard). `E2E_BENCH=0` leaves the bench-seed server out whatever the options.
 */
export function benchWanted(argv: readonly string[]): boolean {
  if (process.env.E2E_BENCH === '0') return false;
  // --project takes one or more names (--project a b, --project=a), and may be repeated.
  const projects: string[] = [];
  let inProjects = false;
  for (const arg of argv) {
    if (arg === '--project') inProjects = true;
    else if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
    else if (arg.startsWith('-')) inProjects = false;
    else if (inProjects) projects.push(arg);
  }
  return projects.length === 0 || projects.some((p) => p.includes('bench') || p.includes('*'));
}

/** Waits until the bench-seed server answers; fails with its log if it stopped. */
export async function waitForBenchServer(baseURL: string, timeoutMs: number) {
  const port = Number(new URL(baseURL).port);
  const { pidFile, logFile } = benchPaths(port);
  // Not started by the global setup (a command line it did not recognise): start it now.
  if (!existsSync(pidFile)) await startBenchServer(port);
  const pid = Number(readFileSync(pidFile, 'utf8'));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`${baseURL}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    if (!alive(pid)) {
      throw new Error(`the bench-seed server stopped:\n${readFileSync(logFile, 'utf8')}`);
    }
    if (Date.now() > deadline) throw new Error(`the bench-seed server did not start in time`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
