import type { Browser, Page } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '../src/server/test/smtp';
import { SERVER_START_TIMEOUT_MS, test } from './fixtures';
import { startServer, type E2eServer } from './server-process';

export { freePort, startServer, type Seed } from './server-process';

/**
 * A server with a database of its own, for the specs that need other settings (a test SMTP server, a
 * shorter session recheck), a database seeded before start, or an installation nobody else has touched.
 * Same build, same code, real database. Other specs use their worker's server (fixtures.ts).
 */
type OwnServer = E2eServer;

/**
 * How long the first screen on a server started for the test may take: the process is seconds old (the JIT
 * cold, its job queue starting its maintenance) and shares CI's 2 cores with the other worker's browser and
 * server; CI has seen 6–7 s.
 */
export const FRESH_SERVER_FIRST_SCREEN_TIMEOUT_MS = 15_000;

/**
 * Runs `use` with a page of a browser context on a server and database started for it alone (an empty
 * installation, or one the test may stop), then closes both. The caller gives the test time for the start.
 */
export async function withFreshServer(
  browser: Browser,
  use: (page: Page, server: OwnServer) => Promise<void>,
): Promise<void> {
  const server = await startServer();
  const context = await browser.newContext({ baseURL: server.url });
  try {
    await use(await context.newPage(), server);
  } finally {
    await context.close();
    await server.stop();
  }
}

/**
 * For a describe block whose e-mails are read: a test SMTP server and a server of its own sending to it
 * (plus `env`), started before its tests and stopped after them. Read `.server` and `.smtp` inside tests.
 */
export function serverWithMail(env: Record<string, string> = {}) {
  const started = {} as { server: OwnServer; smtp: TestSmtp };
  test.beforeAll(async () => {
    // A server start (copy of the migrated template, then Fastify and the job worker) is a few seconds
    // when quiet; this bounds a start that hangs, as the worker server's fixture does (fixtures.ts).
    test.setTimeout(SERVER_START_TIMEOUT_MS);
    started.smtp = await startTestSmtp();
    started.server = await startServer({ SMTP_URL: started.smtp.url, ...env });
  });
  test.afterAll(async () => {
    await started.server?.stop();
    await started.smtp?.close();
  });
  return started;
}

/**
 * The specs written for a server no other worker uses (inbox, beta, dashboard: global switches, counts read
 * as differences) now run on their worker's server, which is just that (fixtures.ts): the same `test`, so
 * they share the worker, its browser and its server with every other spec.
 */
export const ownServerTest = test;
