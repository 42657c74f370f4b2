import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
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

/** Libraries in long-lived chunks of their own, so that a change to the app keeps them cached. */
const vendorChunks: [name: string, test: RegExp][] = [
  ['react', /node_modules\/(react|react-dom|scheduler)\//],
  ['router', /node_modules\/react-router\//],
  ['apollo', /node_modules\/(@apollo|graphql|rxjs|optimism|@wry|tslib)\//],
  ['forms', /node_modules\/(react-hook-form|@hookform|zod)\//],
];

export default defineConfig({
  plugins: [react()],
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
