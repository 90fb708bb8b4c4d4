import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'eslint.boundaries.test.ts'],
          exclude: ['src/**/*.api.test.ts', 'src/**/*.cluster.test.ts'],
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          // The default is one worker on two cores (cores - 1), leaving a core idle while an embedded database
          // computes; each file has a database of its own, so two files at once share nothing. The app's
          // modules are imported once per worker rather than once per file (import time 241 s → 25 s in all):
          // every file builds its own app on its own database, and no module keeps state between apps.
          maxWorkers: 2,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
      {
        // Compiled server processes on PostgreSQL (`npm run test:cluster`; scripts/test-cluster.mjs).
        resolve: { alias: aliases },
        test: {
          name: 'cluster',
          include: ['src/**/*.cluster.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 100_000,
        },
      },
    ],
  },
});
