// npm test: every suite, in order. Stops at the first failing suite and exits non-zero.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.slice(2);

const suites = [
  ['domain unit tests', ['npm', 'run', 'test', '-w', '@portal/domain']],
  ['web unit tests', ['npm', 'run', 'test', '-w', '@portal/web']],
  ['server integration tests', ['npm', 'run', 'test', '-w', '@portal/server']],
  ['web build', ['npm', 'run', 'build', '-w', '@portal/web']],
  ['browser journeys (Playwright, Chromium)', ['npm', 'run', 'test', '-w', '@portal/e2e']],
];

let passed = 0;
let failed = 0;
for (const [name, [cmd, ...args]] of suites) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status === 0) passed += 1;
  else {
    failed += 1;
    console.error(`\n${name} failed`);
    break;
  }
}
console.log(`\nsuites: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
