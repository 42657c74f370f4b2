import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
/** The server with the benchmark data set as well (issue 5: the admin console at scale). */
const benchPort = port + 1;
const BENCH_SCHOOLS = 5000;

/**
 * The real server on a fresh embedded database with demo data (plus, for the bench-seed
 * project, the 5,000 schools of the benchmark seed), serving the built web app.
 */
function server(serverPort: number, seed: string) {
  return {
    command: `rm -rf .data-${serverPort} && ${seed}node --import tsx ../packages/server/src/main.ts`,
    url: `http://localhost:${serverPort}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(serverPort),
      DATA_DIR: `e2e/.data-${serverPort}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Demo accounts, the dev mailbox and the local staff sign-in provider the journeys use.
      DEMO_MODE: 'true',
    },
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  projects: [
    { name: 'demo', use: { baseURL } },
    {
      // The administrator's journeys again, among the benchmark seed's 5,000 schools.
      name: 'bench-seed',
      testMatch: /admin-console\.spec\.ts/,
      use: { baseURL: `http://localhost:${benchPort}` },
    },
  ],
  webServer: [
    server(port, ''),
    server(
      benchPort,
      `node --import tsx ../packages/server/src/db/seed/cli.ts --schools ${BENCH_SCHOOLS} && `,
    ),
  ],
});
