import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // One graphql instance: vite would pick graphql's ESM build for our code while the server
    // libraries load its CommonJS build through Node, and GraphQLError instanceof checks fail.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts'],
    // Migrates once (a PGlite dump, or a PostgreSQL template database); files copy the result.
    globalSetup: ['src/testing/global-setup.ts'],
    // Cheapest argon2id for the tests' password hashes (modules/auth/password.ts); the server
    // itself always hashes with OWASP's m=19 MiB, t=2.
    env: { PASSWORD_HASH_COST: 'test' },
    testTimeout: 30000,
    hookTimeout: 60000,
    // Every test file opens a database of its own (src/testing/test-database.ts), so files run
    // side by side: at least two workers, also on a 2-core machine (vitest's default would be
    // one there; VITEST_MAX_WORKERS overrides). A worker keeps its imported modules from one
    // file to the next (isolate: false): importing the server's module graph again for each
    // of the ~50 files was a third of the suite's time. So a test file must not leave global
    // state behind (no vi.mock here; restore fake timers and spies in afterEach/afterAll).
    pool: 'forks',
    maxWorkers: Math.max(2, availableParallelism() - 1),
    isolate: false,
  },
});
