import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../src/server/db/client';
import { READY_PATH, SERVER_ARGS, serverEnv } from './server-settings';

/**
 * Starting an e2e server process: the worker's server (fixtures.ts) and the servers of their own that some
 * specs start (own-server.ts) run the same built server with the same settings, apart from port and data.
 */

/** Listens on `port` (0: any free one) and gives the port back, closed again; throws if it is taken. */
async function probePort(port: number): Promise<number> {
  const server = createServer();
  server.listen(port, '127.0.0.1');
  await Promise.race([
    once(server, 'listening'),
    once(server, 'error').then(([error]) => Promise.reject(error as Error)),
  ]);
  const { port: bound } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return bound;
}

export const freePort = (): Promise<number> => probePort(0);

/** `wanted` if it is free (a worker's port from E2E_PORT), else any free port. */
async function portFor(wanted: number | undefined): Promise<number> {
  if (wanted === undefined) return freePort();
  return probePort(wanted).catch(freePort);
}

/** Rows a spec needs that no API can make (a demo already held): written before the server starts. */
export type Seed = (db: Database) => Promise<void>;

/**
 * The migrated empty database every server starts from (global-setup.ts makes it once per run): a copy
 * opens at once, where a fresh directory pays for initdb and every migration at each start.
 */
export const TEMPLATE_DIR_ENV = 'E2E_TEMPLATE_DATA_DIR';

/** Migrates the embedded database in `dataDir` (a no-op on a copy of the template) and writes the seed's rows. */
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
 * default a fresh one, removed on stop. `seed` writes rows into its database before it starts. `port`: the
 * port wanted (taken if free; otherwise, and by default, any free port).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; seed?: Seed; port?: number } = {},
) {
  const port = await portFor(options.port);
  const ownsData = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'e2e-own-'));
  const removeData = () => ownsData && rmSync(dataDir, { recursive: true, force: true });
  const template = process.env[TEMPLATE_DIR_ENV];
  if (ownsData && template) cpSync(template, dataDir, { recursive: true });
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

export type E2eServer = Awaited<ReturnType<typeof startServer>>;
