// npm run lint:cycles: fails when source files import each other in a circle (the check of
// `madge --circular`, type-only imports included), printing one circle per group of files.
// Relative imports inside each package's src/ are followed; package imports are not.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const sourceRoots = ['packages/domain/src', 'packages/server/src', 'packages/web/src'];
const SOURCE = /\.(ts|tsx|mts)$/;

function listFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((f) => path.join(dir, String(f)))
    .filter((f) => SOURCE.test(f) && !f.endsWith('.d.ts') && statSync(f).isFile());
}

function resolve(from, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((c) => SOURCE.test(c) && existsSync(c) && statSync(c).isFile());
}

const files = sourceRoots.flatMap((dir) => listFiles(path.join(root, dir)));
const imports = new Map();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = importedFiles.map((i) => resolve(file, i.fileName)).filter(Boolean);
  imports.set(file, [...new Set(targets)]);
}

// Tarjan's strongly connected components: each component of more than one file is a circle.
let index = 0;
const stack = [];
const state = new Map();
const components = [];
function connect(file) {
  const s = { index, low: index, onStack: true };
  index += 1;
  state.set(file, s);
  stack.push(file);
  for (const next of imports.get(file) ?? []) {
    const t = state.get(next);
    if (!t) {
      connect(next);
      s.low = Math.min(s.low, state.get(next).low);
    } else if (t.onStack) {
      s.low = Math.min(s.low, t.index);
    }
  }
  if (s.low === s.index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (imports.get(file) ?? []).includes(file))
      components.push(component);
  }
}
for (const file of files) if (!state.has(file)) connect(file);

/** One circle through the component's first file (a shortest path back to it). */
function circle(component) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of imports.get(file) ?? []) {
      if (next === start) {
        const chain = [file];
        for (let f = previous.get(file); f; f = previous.get(f)) chain.unshift(f);
        return [...chain, start];
      }
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return component;
}

if (components.length) {
  console.error(`Import cycles (${components.length}):`);
  for (const component of components) {
    const names = circle(component).map((f) => path.relative(root, f));
    console.error(`- ${names.join('\n  > ')}\n  (${component.length} files in this cycle group)`);
  }
  process.exit(1);
}
console.log(`No import cycles among ${files.length} files.`);
