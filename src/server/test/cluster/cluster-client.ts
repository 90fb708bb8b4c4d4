import { once } from 'node:events';
import pg from 'pg';
import { expect } from 'vitest';
import { formatSlotDateTime } from '@shared/slot-rules';
import { nextIp } from '../factories/visitors';
import { CLUSTER_ADMIN, type Cluster, type ClusterNode } from './cluster';

/**
 * What a cluster test does to the processes of a cluster (cluster.ts): calls them as visitors and admins
 * behind a load balancer, waits on them, kills them, and reads the database they share.
 */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Polls `done` every 50 ms until it holds; false when `timeoutMs` passed first. */
export async function waitUntil(done: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await done()) return true;
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
}

/** The cluster's processes still running. */
export const aliveNodes = (cluster: Cluster) =>
  cluster.nodes.filter((node) => node.process.exitCode === null && node.process.signalCode === null);

/** Kills `node`'s process with SIGKILL and waits until it is gone; the moment of the kill. */
export async function killNode(node: ClusterNode): Promise<number> {
  const killed = once(node.process, 'exit');
  node.process.kill('SIGKILL');
  const killedAt = Date.now();
  await killed;
  return killedAt;
}

type Call = { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> };

/** A request to `node` from a visitor of its own (X-Forwarded-For); a body that is not a string goes as JSON. */
export async function call(
  node: ClusterNode,
  path: string,
  { method = 'GET', body, cookie, headers }: Call = {},
) {
  const response = await fetch(`${node.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': nextIp(),
      ...(body !== undefined && typeof body !== 'string' && { 'content-type': 'application/json' }),
      ...(cookie && { cookie }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: () => JSON.parse(text) };
}

/** Signs in on `node` (as the cluster's admin unless told otherwise): the session's cookie. */
export async function signIn(
  node: ClusterNode,
  email = CLUSTER_ADMIN.email,
  password = CLUSTER_ADMIN.password,
) {
  const response = await call(node, '/api/admin/login', { method: 'POST', body: { email, password } });
  expect(response.status).toBe(200);
  const setCookie = response.headers.get('set-cookie')!;
  return setCookie.split(';')[0]!;
}

/** Polls `node`'s `path` until `seen` holds (a NOTIFY arriving is an event, not a duration): at most 200 tries. */
export async function seenOn(node: ClusterNode, path: string, seen: (body: unknown) => boolean) {
  let body: unknown;
  for (let attempt = 0; attempt < 200; attempt++) {
    body = (await call(node, path)).json();
    if (seen(body)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(body, `${node.name} ${path}`).toSatisfy(seen);
}

/** A visitor's contact message (subject 'Temat') posted to `node`. */
export const postContact = (node: ClusterNode, visitor: { name: string; email: string; message: string }) =>
  call(node, '/api/contact', {
    method: 'POST',
    body: { name: visitor.name, email: visitor.email, subject: 'Temat', message: visitor.message },
  });

/** A visitor's booking of the demo slot at `datetime` (ISO) posted to `node`, as the booking form sends it. */
export const bookDemo = (node: ClusterNode, visitor: { name: string; email: string }, datetime: string) =>
  call(node, '/api/demo-booking', {
    method: 'POST',
    body: {
      name: visitor.name,
      email: visitor.email,
      preferredDate: formatSlotDateTime(new Date(datetime), 'Europe/Warsaw'),
      selectedSlot: datetime,
    },
  });

/** Runs `use` with a client of the cluster's database (the direct way, not through the fault proxy), then closes it. */
export async function withDatabase<T>(cluster: Cluster, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Every contact whose id is in `ids` (each write a process acknowledged) is stored. */
export async function expectContactsStored(cluster: Cluster, ids: string[]) {
  await withDatabase(cluster, async (client) => {
    const stored = await client.query('select id from contacts where id = any($1::uuid[])', [ids]);
    expect(stored.rowCount).toBe(ids.length);
  });
}
