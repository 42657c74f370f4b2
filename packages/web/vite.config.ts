/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:3000';

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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
