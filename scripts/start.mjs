// npm start: build the web app, then run the server (which migrates, seeds demo data on first
// run and serves http://localhost:$PORT). Signals are passed on so PGlite closes cleanly.
// It is the demo: DEMO_MODE=true unless the caller set DEMO_MODE (a real deployment sets
// DEMO_MODE=false, or runs packages/server/src/main.ts, and configures real services).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

if (process.env.SKIP_BUILD !== 'true') {
  const build = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', DEMO_MODE: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
