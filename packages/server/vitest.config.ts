import { createRequire } from 'node:module';
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
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
