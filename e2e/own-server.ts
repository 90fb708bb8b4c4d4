import type { Browser, Page } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '../src/server/test/smtp';
import { SERVER_START_TIMEOUT_MS, test } from './fixtures';
import { startServer, type E2eServer, type Seed } from './server-process';

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
 * A `test` whose pages are served by a server of each worker's own, started with `env` and `options` (a
 * seed, for instance) before the worker's first test of the spec and stopped after its last: `baseURL` is
 * that server's. Each call is a fixture of its own, so specs with other settings never share a worker.
 */
export function testOnOwnServer(env: Record<string, string> = {}, options: { seed?: Seed } = {}) {
  return test.extend<object, { ownServer: OwnServer }>({
    ownServer: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const server = await startServer(env, options);
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: 300_000 },
    ],
    baseURL: async ({ ownServer }, use) => {
      await use(ownServer.url);
    },
  });
}

/** A service the spec starts for its server to send to (a test SMTP server, a KSeF simulator), before the server. */
type Remote<Service> = {
  start: () => Promise<Service>;
  /** The server's settings that point it at the started service. */
  env: (service: Service) => Record<string, string> | Promise<Record<string, string>>;
};

/**
 * For a describe block (or a whole spec file) that needs a server of its own: started with `env` before
 * its tests, after `remote` if given (whose settings it gets too), and both stopped after them; starting
 * may take `startTimeoutMs`. Read `.server` and `.remote` inside tests.
 */
export function serverForBlock<Service extends { close(): Promise<void> } = never>({
  env = {},
  remote,
  startTimeoutMs = SERVER_START_TIMEOUT_MS,
}: {
  env?: Record<string, string>;
  remote?: Remote<Service>;
  startTimeoutMs?: number;
}) {
  const started = {} as { server: OwnServer; remote: Service };
  test.beforeAll(async () => {
    // A server start (copy of the migrated template, then Fastify and the job worker) is a few seconds
    // when quiet; this bounds a start that hangs, as the worker server's fixture does (fixtures.ts).
    test.setTimeout(startTimeoutMs);
    let remoteEnv = {};
    if (remote) {
      started.remote = await remote.start();
      remoteEnv = await remote.env(started.remote);
    }
    started.server = await startServer({ ...remoteEnv, ...env });
  });
  test.afterAll(async () => {
    await started.server?.stop();
    await started.remote?.close();
  });
  return started;
}

/**
 * For a describe block whose e-mails are read: a test SMTP server and a server of its own sending to it
 * (plus `env`), started before its tests and stopped after them. Read `.server` and `.smtp` inside tests.
 */
export function serverWithMail(env: Record<string, string> = {}) {
  const started = serverForBlock({
    env,
    remote: { start: startTestSmtp, env: (smtp: TestSmtp) => ({ SMTP_URL: smtp.url }) },
  });
  return {
    get server() {
      return started.server;
    },
    get smtp() {
      return started.remote;
    },
  };
}

/**
 * The specs written for a server no other worker uses (inbox, beta, dashboard: global switches, counts read
 * as differences) now run on their worker's server, which is just that (fixtures.ts): the same `test`, so
 * they share the worker, its browser and its server with every other spec.
 */
export const ownServerTest = test;
