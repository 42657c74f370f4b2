import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Settings: E2E_PORT (demo server; the bench-seed server takes the next port), E2E_WORKERS
// (default 2), E2E_BENCH=0 (no bench-seed server), CI (1 retry), CHROMIUM_PATH (the browser).
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
/** The server with the benchmark data set as well (issue 5: the admin console at scale). */
const benchURL = `http://localhost:${port + 1}`;
const NOT_BUILT = 'The web app is not built: run npm run build -w @portal/web';

/**
 * Debian's chromium-headless-shell when it is installed (the old headless mode as its own
 * program: measured, the journeys took half the CPU time of the full browser's --headless and
 * 109 s instead of 137 s on two cores), else Debian's chromium.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  // Journeys set up their own data (their own educators, their own demo schools: see
  // tests/demo-schools.ts), so they run in parallel and in any order. Two workers on two cores
  // (measured: three were no faster than two).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // The route audit (tests/route-audit.ts) waits for a route to settle, up to 5 s, inside the
  // assertion that meets it first: 15 s leaves that assertion its own 10 s on a loaded machine.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    // Only a retried test records a trace: recording one for every test (to keep the failing
    // ones) took a third of the journeys' CPU time (screencast frames of every action).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The bench-seed server seeds and starts in the background (setup/bench-server.ts).
  globalSetup: './setup/global-setup.ts',
  projects: [
    // The administrator signs in once per server through the API (setup/admin-sign-in.ts).
    { name: 'setup', testDir: './setup', testMatch: 'auth.setup.ts', use: { baseURL } },
    { name: 'demo', dependencies: ['setup'], use: { baseURL } },
    // The administrator's journeys again, among the benchmark seed's 5,000 schools. Its setup
    // depends on 'setup' only to run with (after) the demo journeys, not before them.
    {
      name: 'bench-setup',
      testDir: './setup',
      testMatch: 'bench.setup.ts',
      dependencies: ['setup'],
      use: { baseURL: benchURL },
    },
    {
      name: 'bench-seed',
      testMatch: 'admin-console.spec.ts',
      dependencies: ['bench-setup'],
      use: { baseURL: benchURL },
    },
  ],
  // The real server on a fresh embedded database with demo data, serving the built web app.
  // It serves a copy of the build taken at the start: a rebuild during the run (another command
  // in the same checkout) does not take the page chunks away from the journeys. The copy is in
  // the repository's ignored tmp/, in a folder named dist (which lint and prettier skip), not
  // under a dot folder such as .data-<port> (Express sends no file from there).
  webServer: {
    command: [
      `test -f ../packages/web/dist/index.html || { echo "${NOT_BUILT}" >&2; exit 1; }`,
      `rm -rf .data-${port} ../tmp/e2e-${port}`,
      `mkdir -p ../tmp/e2e-${port}`,
      `cp -r ../packages/web/dist ../tmp/e2e-${port}/dist`,
      'node --import tsx ../packages/server/src/main.ts',
    ].join(' && '),
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATA_DIR: `e2e/.data-${port}`,
      WEB_DIST: `tmp/e2e-${port}/dist`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Demo accounts, the dev mailbox and the local staff sign-in provider the journeys use.
      DEMO_MODE: 'true',
    },
  },
});
