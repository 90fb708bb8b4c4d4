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
});
