import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestSmtp, type TestSmtp } from '../src/server/test/smtp';
import type { Database } from '../src/server/db/client';
import type { Browser, Page } from '@playwright/test';
import { test } from './fixtures';
import { READY_PATH, SERVER_ARGS, serverEnv } from './server-settings';

/**
 * A server with a database of its own, for the specs that change what is global (the beta pop-up switch
 * shows on every public page) or count everything (the dashboard): on the shared e2e server, other
 * specs running in parallel would see the pop-up or move the counts. Same build, same code, real database.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Rows a spec needs that no API can make (a demo already held): written before the server starts. */
export type Seed = (db: Database) => Promise<void>;

/** Migrates the fresh embedded database in `dataDir` and writes the seed's rows; the server then opens it. */
async function seedDataDir(dataDir: string, seed: Seed) {
  const { openDatabase } = await import('../src/server/db/client');
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await handle.migrate();
    await seed(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * `env` adds settings for this server only (e.g. SMTP_URL of a test SMTP server the spec started).
 * `dataDir`: a database the caller owns and keeps (a restart with other settings on the same data); by
 * default a fresh one, removed on stop. `seed` writes rows into its database before it starts.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; seed?: Seed } = {},
) {
  const port = await freePort();
  const ownsData = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'e2e-own-'));
  const removeData = () => ownsData && rmSync(dataDir, { recursive: true, force: true });
  if (options.seed) await seedDataDir(dataDir, options.seed);
  const root = fileURLToPath(new URL('..', import.meta.url));
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...serverEnv(port, dataDir), ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) {
      removeData();
      throw new Error(`The e2e server exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${url}${READY_PATH}`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt > 480) throw new Error('The e2e server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    /** Stops the server and removes its data (unless the caller gave it); calling it again does nothing. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      removeData();
    },
  };
}

type OwnServer = Awaited<ReturnType<typeof startServer>>;

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
    // Starting a server takes a while on a loaded machine.
    test.setTimeout(180_000);
    started.smtp = await startTestSmtp();
    started.server = await startServer({ SMTP_URL: started.smtp.url, ...env });
  });
  test.afterAll(async () => {
    await started.server?.stop();
    await started.smtp?.close();
  });
  return started;
}

/** A loaded machine can make the first start miss Fastify's plugin timeout; one more try settles it. */
async function startWithRetry(): Promise<OwnServer> {
  try {
    return await startServer();
  } catch {
    return startServer();
  }
}

/**
 * `test` whose baseURL is this worker's own server (inbox, beta and dashboard specs share it, one test at
 * a time). Each test makes its own data and reads counts as differences, never as absolutes.
 */
export const ownServerTest = test.extend<object, { ownServer: OwnServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startWithRetry();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.url);
  },
});
