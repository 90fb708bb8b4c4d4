import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../src/server/db/client';
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
 * `env` adds settings for this server only (e.g. SMTP_URL of a test SMTP server the spec started); `seed`
 * writes rows into its database before it starts.
 */
export async function startServer(env: Record<string, string> = {}, seed?: Seed) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-own-'));
  if (seed) await seedDataDir(dataDir, seed);
  const root = fileURLToPath(new URL('..', import.meta.url));
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...serverEnv(port, dataDir), ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
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
    /** Stops the server and removes its data; calling it again does nothing. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type OwnServer = Awaited<ReturnType<typeof startServer>>;

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
