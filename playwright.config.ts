import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { READY_PATH, SERVER_ARGS, serverEnv } from './e2e/server-settings';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

/**
 * End-to-end tests in Debian's Chromium (never `playwright install`: no browser downloads here) against the
 * real server on a fresh embedded database. `npm run test:e2e` builds the client and the server first.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'e2e-data-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // These limits catch a hang, not slowness (speed has its own scripts: bench, lighthouse). On CI's two cores
  // the server, its embedded database and two browsers share the machine, and a run at full load took a
  // 30 s test limit and a 7 s wait on an admin screen that passes in a few seconds when quiet. CI's machine
  // has since run the same tests 1.6 to 4.3 times slower than a quiet 2-core one (a 10 s flow took 43 s),
  // so a 25 s flow would meet a 60 s limit there; a test that passes is not slowed by a higher limit.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: `node ${SERVER_ARGS.join(' ')}`,
    url: `http://127.0.0.1:${PORT}${READY_PATH}`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: serverEnv(PORT, dataDir),
  },
});
