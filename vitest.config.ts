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
          exclude: ['src/**/*.api.test.ts'],
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
