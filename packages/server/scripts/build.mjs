// npm run build -w @portal/server: bundles src/main.ts and the workspace code it imports
// (@portal/domain) into dist/main.js. Packages from node_modules stay external: `node
// packages/server/dist/main.js` loads them from the repository's node_modules, as `tsx
// src/main.ts` does.
//
// Files read at run time stay where they are in the repository: each module's schema.graphql,
// the migrations (packages/server/drizzle) and the built web app (packages/web/dist, or
// WEB_DIST). The source finds them relative to its own file (`new URL(…, import.meta.url)`); in
// one bundle every module's import.meta.url would be dist/main.js, so the build replaces
// import.meta.url in each source file by that file's own URL, relative to the bundle.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const outdir = path.join(serverRoot, 'dist');
const outfile = path.join(outdir, 'main.js');

/** Bare imports (packages) are external, except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@portal/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** import.meta.url of each source file: its own location, seen from dist/main.js. */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      const own = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', own), loader: 'ts' };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(serverRoot, 'src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // Keeps class and function names (error classes are told apart by name in logs).
  keepNames: true,
  logLevel: 'warning',
  metafile: true,
  plugins: [externalPackages, ownImportMetaUrl],
});
const bytes = result.metafile.outputs[path.relative(process.cwd(), outfile)]?.bytes;
console.log(
  `${path.relative(process.cwd(), outfile)}${bytes ? `: ${(bytes / 1024).toFixed(0)} KiB` : ''}`,
);
