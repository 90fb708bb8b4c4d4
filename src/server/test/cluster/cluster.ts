import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startFaultProxy, type FaultProxy } from './fault-proxy';

/**
 * Several compiled server processes (`<BUILD_DIR>/server/main.js`, exactly what `npm start` runs) on one
 * fresh PostgreSQL database of their own, all started at the same moment. Ports are chosen free; `stop()`
 * ends every process and drops the database. The processes reach PostgreSQL through a fault proxy
 * (`proxy`), which can play a restart or an outage; `databaseUrl` is the direct way, for the test's checks.
 */
export type ClusterNode = { name: string; url: string; process: ChildProcess; output: string[] };

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export const CLUSTER_ADMIN = { email: 'cluster-admin@example.pl', password: 'cluster-admin-password-1' };

export async function startCluster(
  serverUrl: string,
  size: number,
  {
    env = {},
    nodeEnv = () => ({}),
    startTimeoutMs = 90_000,
  }: {
    env?: Record<string, string>;
    /** Settings of one process (by name: A, B, C…) on top of `env`. */
    nodeEnv?: (name: string) => Record<string, string>;
    startTimeoutMs?: number;
  } = {},
) {
  const entry = join(resolve(process.env.BUILD_DIR ?? 'dist'), 'server', 'main.js');
  if (!existsSync(entry)) throw new Error(`No compiled server at ${entry}: run \`npm run build\` first`);

  const databaseName = `cluster_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const appSecret = randomBytes(32).toString('base64url');
  const proxy: FaultProxy = await startFaultProxy(serverUrl);

  const nodes: ClusterNode[] = [];
  async function spawnNode(name: string, port: number): Promise<ClusterNode> {
    const child = spawn(process.execPath, ['--enable-source-maps', entry], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: proxy.via(databaseUrl.toString()),
        APP_SECRET: appSecret,
        ADMIN_EMAIL: CLUSTER_ADMIN.email,
        ADMIN_PASSWORD: CLUSTER_ADMIN.password,
        // Behind a (pretend) load balancer: X-Forwarded-For gives each simulated visitor its own address.
        TRUST_PROXY: 'true',
        // The cluster proves shared state, not the proof-of-work (public-forms.api.test.ts covers that):
        // its bookings post straight to the API, as an integration would.
        PUBLIC_FORM_CHALLENGE: 'false',
        // Its clients sign in with the password alone (two-factor sign-in has its own API and e2e tests).
        MFA_REQUIRED: 'false',
        LOG_LEVEL: 'warn',
        // No load balancer watches these processes: a stop need not wait for one
        // (docs/operations.md, 'Timeouts and shutdown').
        SHUTDOWN_DRAIN_SECONDS: '0',
        ...env,
        ...nodeEnv(name),
      },
    });
    const node: ClusterNode = { name, url: `http://127.0.0.1:${port}`, process: child, output: [] };
    const keep = (chunk: Buffer) => node.output.push(String(chunk));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    return node;
  }

  async function waitReady(node: ClusterNode, deadline: number) {
    for (;;) {
      if (node.process.exitCode !== null) {
        throw new Error(`${node.name} exited with ${node.process.exitCode}:\n${node.output.join('')}`);
      }
      try {
        if ((await fetch(`${node.url}/readyz`)).status === 200) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`${node.name} not ready in time:\n${node.output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function stopNode(node: ClusterNode) {
    if (node.process.exitCode !== null || node.process.signalCode !== null) return;
    const exited = once(node.process, 'exit');
    node.process.kill('SIGTERM');
    const timer = setTimeout(() => node.process.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  async function stop() {
    await Promise.all(nodes.map(stopNode));
    await proxy.close();
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${databaseName} with (force)`);
    await dropper.end();
  }

  try {
    const ports = await Promise.all(Array.from({ length: size }, () => freePort()));
    // All at once: migrations and the first admin must cope with racing processes.
    nodes.push(...(await Promise.all(ports.map((port, i) => spawnNode(String.fromCharCode(65 + i), port)))));
    const deadline = Date.now() + startTimeoutMs;
    await Promise.all(nodes.map((node) => waitReady(node, deadline)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { nodes, databaseUrl: databaseUrl.toString(), databaseName, proxy, stop };
}
export type Cluster = Awaited<ReturnType<typeof startCluster>>;
