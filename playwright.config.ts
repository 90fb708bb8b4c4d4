import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from './scripts/chromium';

/**
 * End-to-end tests in Debian's headless Chromium (never `playwright install`: no browser downloads here) against the
 * real built server. Each worker starts its own server on a database of its own (e2e/fixtures.ts,
 * `workerServer`), on E2E_PORT + the worker's index; global-setup.ts migrates the database they copy.
 * `npm run test:e2e` builds the client and the server first.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // These limits catch a hang, not slowness (speed has its own scripts: bench, lighthouse). An expectation
  // waits for something the page is about to show: 5 s. A test is a flow of a few screens, about 12 s on
  // average on a quiet 2-core machine (213 tests in 21:51 on two workers): 60 s is a hang for any of them.
  // A test or a call that needs more says why, in one line.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
      grep: /@mobile/,
    },
  ],
});
