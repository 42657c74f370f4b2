// npm test: every suite, and the time of each.
//
// The unit and server suites are independent: they run side by side, each printing its output
// when it ends. Then the web build and the browser journeys, which serve that build. A failing
// phase stops the run (exit code 1).
//
//   node scripts/test.mjs [word…]   only the suites whose name contains one of the words
//   node scripts/test.mjs --list    the suites' names, one a line (.ci/run checks that it runs
//                                   each of them)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** [name, command, phase]: the suites of one phase run at the same time. */
const suites = [
  ['domain unit tests', ['npm', 'run', 'test', '-w', '@portal/domain'], 1],
  ['web unit tests', ['npm', 'run', 'test', '-w', '@portal/web'], 1],
  ['server integration tests', ['npm', 'run', 'test', '-w', '@portal/server'], 1],
  ['web build', ['npm', 'run', 'build', '-w', '@portal/web'], 2],
  ['browser journeys (Playwright, Chromium)', ['npm', 'run', 'test', '-w', '@portal/e2e'], 3],
];

const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const [name] of suites) console.log(name);
  process.exit(0);
}
const selected = suites.filter(([name]) => !args.length || args.some((a) => name.includes(a)));
if (!selected.length) {
  console.error(`No suite matches ${args.join(', ')}; the suites: ${suites.map((s) => s[0])}`);
  process.exit(1);
}

const seconds = (started) => ((performance.now() - started) / 1000).toFixed(1);

/** Runs one suite; alone it prints as it goes, beside others it prints its output at the end. */
function run([name, [cmd, ...rest]], alone) {
  return new Promise((resolve) => {
    const started = performance.now();
    if (alone) console.log(`\n=== ${name} ===`);
    const child = spawn(cmd, rest, { cwd: root, stdio: alone ? 'inherit' : 'pipe' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (!alone) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      const ok = code === 0;
      console.log(`--- ${name}: ${seconds(started)} s${ok ? '' : ` FAILED (${signal ?? code})`}`);
      resolve(ok);
    });
  });
}

let passed = 0;
let failed = 0;
for (const phase of [...new Set(selected.map((s) => s[2]))].sort()) {
  const batch = selected.filter((s) => s[2] === phase);
  const results = await Promise.all(batch.map((suite) => run(suite, batch.length === 1)));
  passed += results.filter(Boolean).length;
  failed += results.filter((ok) => !ok).length;
  if (failed) {
    const names = batch.filter((_, i) => !results[i]).map((s) => s[0]);
    console.error(`\nfailed: ${names.join(', ')}`);
    break;
  }
}
console.log(`\nsuites: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
