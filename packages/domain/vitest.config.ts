import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Pure functions without module mocks: a worker keeps its imported modules from one test
    // file to the next instead of importing zod and the domain again for each file.
    isolate: false,
  },
});
