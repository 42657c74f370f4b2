import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { users } from './db/schema/auth.ts';
import { createApp } from './http/app.ts';
import { countDemoAccounts, startServer, type RunningServer } from './server.ts';
import { createServices } from './services/index.ts';
import { createTestApi } from './testing/test-api.ts';

/**
 * Safe defaults: demo behaviour (demo data, the dev mailbox, the local staff sign-in provider)
 * only with DEMO_MODE=true; without it the server needs real mail and sign-in, or refuses.
 */
const dirs: string[] = [];
let running: RunningServer | undefined;

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-server-'));
  dirs.push(dir);
  return dir;
}

/** Exactly the given settings (nothing from this process's environment) on a fresh data dir. */
function settings(env: Record<string, string>) {
  const dataDir = tempDir();
  return { dataDir, env: { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env } };
}

const PRODUCTION = {
  PUBLIC_URL: 'https://portal.example.test',
  SMTP_URL: 'smtp://mailer:secret@127.0.0.1:9',
  // Discovery is lazy (at the first staff sign-in), so an unreachable issuer is fine here.
  OIDC_ISSUER: 'https://login.example.test/tenant/v2.0',
  OIDC_CLIENT_ID: 'portal-client',
  OIDC_CLIENT_SECRET: 'client-secret',
  FILE_LINK_SECRET: 'f'.repeat(40),
};

/** The message startServer refuses with (a server that did start is closed again). */
async function refusal(env: Record<string, string>): Promise<string | undefined> {
  try {
    const server = await startServer(loadConfig(env));
    await server.close();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

async function status(url: string): Promise<number> {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  return response.status;
}

async function userCount(server: RunningServer): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

afterEach(async () => {
  await running?.close();
  running = undefined;
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the demo switch', () => {
  it('is DEMO_MODE alone: NODE_ENV never turns demo behaviour on or off', () => {
    expect(loadConfig({}).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).demo).toBe(true);
  });
});

describe('the app without DEMO_MODE', () => {
  it('mounts no dev mailbox and no local provider, even with no SMTP_URL or OIDC_ISSUER', async () => {
    const api = await createTestApi();
    const services = createServices(api.config, pino({ level: 'silent' }));
    const app = createApp({ db: api.db, config: api.config, services });
    const server = app.listen(0, '127.0.0.1');
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      expect(await status(`${base}/dev/mailbox`)).toBe(404);
      expect(await status(`${base}/dev/mailbox.json`)).toBe(404);
      expect(await status(`${base}/oidc/.well-known/openid-configuration`)).toBe(404);
    } finally {
      server.close();
      await api.close();
    }
  });
});

/**
 * The server started from its own settings, which name no DATABASE_URL: it always runs on its
 * embedded database (PGlite under DATA_DIR). The run on PostgreSQL (DATABASE_URL set) would only
 * repeat them, so they run in the PGlite run of `npm test`.
 */
const embeddedServer = describe.skipIf(Boolean(process.env.DATABASE_URL));

embeddedServer('starting without DEMO_MODE', () => {
  it('refuses without mail, sign-in and link settings, naming them, before opening anything', async () => {
    const { dataDir, env } = settings({});
    const message = await refusal(env);
    expect(message).toContain('DEMO_MODE');
    for (const name of [
      'PUBLIC_URL',
      'SMTP_URL',
      'OIDC_ISSUER',
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
      'FILE_LINK_SECRET',
    ]) {
      expect(message).toContain(name);
    }
    // No database was created, so nothing was seeded and nothing listens.
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('names only what is missing', async () => {
    const { env } = settings({ ...PRODUCTION, OIDC_CLIENT_SECRET: ' ' });
    const message = await refusal(env);
    expect(message).toContain('OIDC_CLIENT_SECRET');
    expect(message).not.toContain('SMTP_URL');
    expect(message).not.toContain('OIDC_ISSUER');
  });

  // A child process that loads the whole server with tsx: slow on a loaded 2-core CI machine.
  it(
    'exits the process with a non-zero code and the message on standard error',
    { timeout: 120_000 },
    async () => {
      const { env } = settings({});
      const main = fileURLToPath(new URL('./main.ts', import.meta.url));
      const child = spawn(process.execPath, ['--import', 'tsx', main], {
        env: { PATH: process.env.PATH ?? '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      // A server that did start would run forever: stop it after a while.
      const timer = setTimeout(() => child.kill('SIGTERM'), 90_000);
      const code = await exited.finally(() => clearTimeout(timer));
      expect(code).toBe(1);
      expect(stderr).toContain('SMTP_URL');
      expect(stderr).toContain('OIDC_ISSUER');
      expect(stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    },
  );

  it('starts with real mail and sign-in: seeds nothing, serves no mailbox and no local provider', async () => {
    const { env } = settings({ ...PRODUCTION, WEB_DIST: tempDir() });
    running = await startServer(loadConfig(env));
    expect(await status(`${running.url}/healthz`)).toBe(200);
    expect(await userCount(running)).toBe(0);
    expect(await status(`${running.url}/dev/mailbox`)).toBe(404);
    expect(await status(`${running.url}/dev/mailbox.json`)).toBe(404);
    expect(await status(`${running.url}/oidc/.well-known/openid-configuration`)).toBe(404);
    expect(await status(`${running.url}/oidc/auth`)).toBe(404);
  }, 90_000);
});

embeddedServer('starting with DEMO_MODE=true', () => {
  it('needs nothing else: seeds the demo accounts, serves the dev mailbox and the local provider; real SMTP and issuer win when set', async () => {
    const { env } = settings({ DEMO_MODE: 'true', WEB_DIST: tempDir() });
    running = await startServer(loadConfig(env));
    const emails = (await running.database.db.select({ email: users.email }).from(users)).map(
      (u) => u.email,
    );
    expect(emails).toEqual(
      expect.arrayContaining(['educator@example.org', 'admin@foodbank.example']),
    );
    expect(await countDemoAccounts(running.database.db)).toBeGreaterThan(0);
    expect(await status(`${running.url}/dev/mailbox`)).toBe(200);
    expect(await status(`${running.url}/dev/mailbox.json`)).toBe(200);
    expect(await status(`${running.url}/oidc/.well-known/openid-configuration`)).toBe(200);
    await running.close();

    // The same database (already seeded) with real mail and sign-in: they replace the demo's.
    running = await startServer(loadConfig({ ...env, ...PRODUCTION }));
    expect(await status(`${running.url}/dev/mailbox`)).toBe(404);
    expect(await status(`${running.url}/oidc/.well-known/openid-configuration`)).toBe(404);
  }, 120_000);
});
