import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS_PATH, liveChangeSchema, type LiveChange } from '@shared/contracts/live-events';
import { createShutdown } from '../../shutdown';
import { insertContact } from '../../test/factories/inbox';
import { publicPayloads } from '../../test/factories/public-forms';
import { createTenant, tokenFor } from '../../test/factories/tenants';
import { nextIp } from '../../test/factories/visitors';
import { openSse, type SseEvent, type SseStream } from '../../test/sse';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';

let app: TestApp;
let base: string;
let admin: Awaited<ReturnType<typeof signInAsAdmin>>;
const streams: SseStream[] = [];

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  admin = await signInAsAdmin(app);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await app.close();
});

async function adminStream() {
  const stream = await openSse(`${base}${LIVE_EVENTS_PATH}`, admin.headers);
  streams.push(stream);
  return stream;
}

const change = (event: SseEvent): LiveChange | null =>
  event.event === 'change' ? liveChangeSchema.parse(JSON.parse(event.data)) : null;
const about = (id: string, what: LiveChange['change']) => (event: SseEvent) =>
  change(event)?.id === id && change(event)?.change === what;

describe('the back office live stream', () => {
  it('tells a signed-in admin of a contact posted after the stream opened', async () => {
    const stream = await adminStream();
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('private, no-store');

    const posted = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: publicPayloads.contact(),
      remoteAddress: nextIp(),
    });
    expect(posted.statusCode).toBe(201);
    const { id } = posted.json<{ id: string }>();

    const event = await stream.next(about(id, 'created'));
    expect(change(event)).toEqual({ kind: 'contacts', id, change: 'created', count: 1 });
    // The browser is told how soon to come back after the stream drops.
    expect(stream.text()).toMatch(/^retry: \d+\n\n/);
  });

  it("tells of another admin's status change, and of a bulk change as one event with its count", async () => {
    const stream = await adminStream();
    const first = await insertContact(app.db);
    const second = await insertContact(app.db);

    const single = await app.inject({
      method: 'PUT',
      url: `/api/admin/contacts/${first.id}/status`,
      headers: admin.headers,
      payload: { status: 'in_progress' },
    });
    expect(single.statusCode).toBe(200);
    await stream.next(about(first.id, 'updated'));

    const bulk = await app.inject({
      method: 'PUT',
      url: '/api/admin/contacts/status',
      headers: admin.headers,
      payload: { ids: [first.id, second.id], status: 'completed' },
    });
    expect(bulk.statusCode).toBe(200);
    const event = await stream.next((event) => change(event)?.count === 2);
    expect(change(event)).toEqual({ kind: 'contacts', id: null, change: 'updated', count: 2 });
  });

  it('sends nothing for a write that rolls back', async () => {
    const stream = await adminStream();
    let rolledBack: string | null = null;
    await expect(
      app.db.transaction(async (tx) => {
        rolledBack = (await insertContact(tx)).id;
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(rolledBack).not.toBeNull();
    // Notifications arrive in commit order: once a later write's event is here, an earlier one would be too.
    const later = await insertContact(app.db);
    await stream.next(about(later.id, 'created'));
    expect(stream.events.some((event) => change(event)?.id === rolledBack)).toBe(false);
  });

  it('answers a request that does not ask for an event stream 406, without holding it open', async () => {
    const response = await app.inject({ method: 'GET', url: LIVE_EVENTS_PATH, headers: admin.headers });
    expect(response.statusCode).toBe(406);
    expect(response.json()).toEqual({ error: 'An event stream: send Accept: text/event-stream' });
  });

  it('refuses a visitor with 401', async () => {
    const stream = await openSse(`${base}${LIVE_EVENTS_PATH}`);
    streams.push(stream);
    expect(stream.status).toBe(401);
    expect(stream.headers['content-type']).toMatch(/^application\/json/);
    await stream.ended;
  });

  it("refuses a tenant's OAuth bearer token with 401", async () => {
    const tenant = await createTenant(app, admin.headers);
    const token = await tokenFor(app, tenant);
    const stream = await openSse(`${base}${LIVE_EVENTS_PATH}`, { authorization: `Bearer ${token}` });
    streams.push(stream);
    expect(stream.status).toBe(401);
    await stream.ended;
  });
});

describe('the live stream at shutdown', () => {
  it('ends open streams, so the graceful stop finishes and exits 0', async () => {
    const own = await createTestApp();
    await own.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(own.server.address() as AddressInfo).port}`;
    const { headers } = await signInAsAdmin(own);
    const open = await Promise.all([1, 2, 3].map(() => openSse(`${url}${LIVE_EVENTS_PATH}`, headers)));
    expect(open.map((stream) => stream.status)).toEqual([200, 200, 200]);

    const exits: number[] = [];
    // A short close timeout: a stream holding the server open would make it exit 1.
    const shutdown = createShutdown(own, {
      drainMs: 0,
      closeTimeoutMs: 5_000,
      exit: (code) => exits.push(code),
    });
    await shutdown.stop('SIGTERM');
    await Promise.all(open.map((stream) => stream.ended));
    expect(exits).toEqual([0]);
  });
});
