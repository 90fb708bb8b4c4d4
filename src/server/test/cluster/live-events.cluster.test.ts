import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS_PATH, liveChangeSchema } from '@shared/contracts/live-events';
import { publicPayloads } from '../factories/public-forms';
import { nextIp } from '../factories/visitors';
import { openSse, type SseStream } from '../sse';
import { CLUSTER_ADMIN, startCluster, type Cluster, type ClusterNode } from './cluster';

/**
 * The back office's live updates across processes: a change committed through one process reaches the
 * streams open on another, through the database they share (LISTEN/NOTIFY), not through either's memory.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('The cluster tests need TEST_DATABASE_URL (a PostgreSQL server)');

let cluster: Cluster;
let A: ClusterNode, B: ClusterNode;
const streams: SseStream[] = [];

beforeAll(async () => {
  cluster = await startCluster(serverUrl, 2);
  [A, B] = cluster.nodes as [ClusterNode, ClusterNode];
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await cluster?.stop();
});

async function signIn(node: ClusterNode) {
  const response = await fetch(`${node.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify(CLUSTER_ADMIN),
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

describe('live updates on two processes sharing one PostgreSQL', () => {
  it("a stream on process A receives a contact posted to process B, and B's status change", async () => {
    const cookie = await signIn(A);
    const stream = await openSse(`${A.url}${LIVE_EVENTS_PATH}`, { cookie });
    streams.push(stream);
    expect(stream.status).toBe(200);

    const posted = await fetch(`${B.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify(publicPayloads.contact()),
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };
    const parse = (data: string) => liveChangeSchema.parse(JSON.parse(data));

    const created = await stream.next((event) => event.event === 'change' && parse(event.data).id === id);
    expect(parse(created.data)).toEqual({ kind: 'contacts', id, change: 'created', count: 1 });

    // The session is the database's too: signed in on A, the admin changes the status on B.
    const changed = await fetch(`${B.url}/api/admin/contacts/${id}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ status: 'in_progress' }),
    });
    expect(changed.status).toBe(200);
    const updated = await stream.next(
      (event) => event.event === 'change' && parse(event.data).change === 'updated',
    );
    expect(parse(updated.data)).toEqual({ kind: 'contacts', id, change: 'updated', count: 1 });
  });

  it('streams on one process take no connection: still one LISTEN per process, and a change reaches them all', async () => {
    const server = new pg.Client({ connectionString: cluster.databaseUrl });
    await server.connect();
    const own: SseStream[] = [];
    try {
      // A LISTEN connection's last statement is its LISTEN: nothing else runs on it.
      const count = async (where: string) => {
        const { rows } = await server.query<{ count: string }>(
          `select count(*) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() ${where}`,
          [cluster.databaseName],
        );
        return Number(rows[0]!.count);
      };
      const before = await count('');
      expect(await count(`and query like 'LISTEN %'`)).toBe(2);

      const cookie = await signIn(A);
      for (let batch = 0; batch < 10; batch++) {
        own.push(
          ...(await Promise.all(
            Array.from({ length: 10 }, () => openSse(`${A.url}${LIVE_EVENTS_PATH}`, { cookie })),
          )),
        );
      }
      streams.push(...own);
      expect(own.filter((stream) => stream.status === 200)).toHaveLength(100);
      expect(await count(`and query like 'LISTEN %'`)).toBe(2);
      // A's pool may fill up to its size under the concurrent openings, as under any requests; the streams
      // themselves hold nothing (per stream, the count would be 100 higher).
      expect(await count('')).toBeLessThanOrEqual(before + 10);

      const posted = await fetch(`${B.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        body: JSON.stringify(publicPayloads.contact()),
      });
      expect(posted.status).toBe(201);
      const { id } = (await posted.json()) as { id: string };
      await Promise.all(
        own.map((stream) =>
          stream.next(
            (event) => event.event === 'change' && liveChangeSchema.parse(JSON.parse(event.data)).id === id,
          ),
        ),
      );
    } finally {
      for (const stream of own) stream.close();
      await server.end();
    }
  });
});
