import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { configDefaults } from 'vitest/config';

const api = 'http://localhost:3000';

const TESTS = 'src/**/*.test.{ts,tsx}';
/**
 * Unit tests share a worker's imported modules and DOM from one file to the next (isolate:
 * false, the "shared" project): setting up happy-dom and importing React, Apollo and the app
 * again for each file was two thirds of the suite's time. src/test/setup.ts cleans up after
 * each test (DOM, storage, session, toasts). A file that mocks modules or stubs globals (vi.mock,
 * vi.doMock, vi.stubGlobal, vi.stubEnv) cannot share them and runs isolated (the "isolated"
 * project), found here by its source.
 */
const isolated = readdirSync(new URL('src', import.meta.url), { recursive: true })
  .map((file) => `src/${String(file).replaceAll('\\', '/')}`)
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) =>
    /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(
      readFileSync(new URL(file, import.meta.url), 'utf8'),
    ),
  );

/**
 * Libraries in long-lived chunks of their own, so that a change to the app keeps them cached:
 * only those every page loads first. A group is one chunk, and a page that needs one module of
 * it downloads all of it, so Apollo, zod and react-hook-form are left to the bundler's own
 * splitting (issue 19: the login page loads neither until its form is used).
 */
const vendorChunks: [name: string, test: RegExp][] = [
  ['react', /node_modules\/(react|react-dom|scheduler)\//],
  ['router', /node_modules\/react-router\//],
];

/**
 * What the client preset's Babel plugin does, for this build: each `graphql(`…`)` call becomes
 * an import of its document alone. Without it every chunk that calls graphql() pulls
 * src/gql/gql.ts, the map of all the app's documents (≈ 750 KB unminified), into the first
 * download; and importing from src/gql/graphql.ts would still put every document used anywhere
 * in one chunk (a module is never split between chunks). So each document is a module of its
 * own, `virtual:gql-document/<Name>Document` (or `…FragmentDoc`), whose text is the one
 * codegen wrote in graphql.ts (a name it does not export fails the build). Tests and the dev
 * server keep the map.
 */
function graphqlDocumentImports(): Plugin {
  const generated = fileURLToPath(new URL('src/gql/graphql.ts', import.meta.url));
  const PREFIX = 'virtual:gql-document/';
  // A template without `${…}` (codegen allows none): `$` alone starts a GraphQL variable.
  const call = /\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;
  // codegen's line: export const LoginDocument = {…} as unknown as DocumentNode<…>;
  const line =
    /^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*$/gm;
  let documents: Map<string, string> | undefined;
  return {
    name: 'portal:graphql-document-imports',
    apply: 'build',
    buildStart() {
      documents = undefined;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(')) {
        return null;
      }
      const names = new Set<string>();
      const replaced = code.replace(call, (_match, document: string) => {
        const text = document.replace(/#.*$/gm, '');
        const found = /\b(query|mutation|subscription|fragment)\s+(\w+)/.exec(text);
        if (!found) this.error(`a graphql() document without an operation name in ${id}`);
        const name = `${found[2]}${found[1] === 'fragment' ? 'FragmentDoc' : 'Document'}`;
        names.add(name);
        return `__gql_${name}`;
      });
      if (names.size === 0) return null;
      const imports = [...names].map((name) => `import __gql_${name} from '${PREFIX}${name}';`);
      return { code: `${imports.join('\n')}\n${replaced}`, map: null };
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      if (!documents) {
        this.addWatchFile(generated);
        const text = readFileSync(generated, 'utf8');
        documents = new Map([...text.matchAll(line)].map((m) => [m[1]!, m[2]!]));
      }
      const name = id.slice(PREFIX.length + 1);
      const document = documents.get(name);
      if (!document) this.error(`${name} is not in src/gql/graphql.ts: run npm run codegen`);
      return `export default ${document};`;
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build, compressed
 * once here at maximum quality; the server sends the copy the browser accepts
 * (packages/server/src/http/static-web.ts). A copy that would not be smaller is not written.
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'portal:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? fileURLToPath(new URL('dist', import.meta.url));
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const raw = readFileSync(file);
          const [brotli, gzipped] = await Promise.all([
            br(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gz(raw, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (brotli.length < raw.length) writeFileSync(`${file}.br`, brotli);
          if (gzipped.length < raw.length) writeFileSync(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), graphqlDocumentImports(), precompress()],
  server: {
    proxy: {
      '/graphql': api,
      '/auth': api,
      '/oidc': api,
      '/dev': api,
      '/files': api,
    },
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorChunks.map(([name, test]) => ({ name, test })),
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    // CI runs these beside the server tests on two cores: a spreadsheet or a form journey that
    // takes 0.3 s alone may take a few seconds there (vitest's default is 5 s).
    testTimeout: 15_000,
    setupFiles: ['src/test/setup.ts'],
    // Each project names its files (a project's include would add to a root one, not replace it).
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: [TESTS],
          exclude: [...configDefaults.exclude, ...isolated],
          isolate: false,
        },
      },
      ...(isolated.length
        ? [{ extends: true as const, test: { name: 'isolated', include: isolated } }]
        : []),
    ],
  },
});
