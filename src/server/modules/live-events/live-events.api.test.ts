import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminUserSchema } from '@shared/contracts/auth';
import {
  LIVE_EVENT,
  LIVE_EVENTS_PATH,
  liveChangeSchema,
  type LiveChange,
} from '@shared/contracts/live-events';
import { SECURITY_API, securityOverviewSchema } from '@shared/contracts/mfa';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { createShutdown } from '../../shutdown';
import { startFaultProxy } from '../../test/cluster/fault-proxy';
import { createAuthService } from '../auth/public';
import { insertContact } from '../../test/factories/inbox';
import { publicPayloads } from '../../test/factories/public-forms';
import { createTenant, tokenFor } from '../../test/factories/tenants';
import { nextIp } from '../../test/factories/visitors';
import { openSse, type SseEvent, type SseStream } from '../../test/sse';
import {
  createTestApp,
  createTestDatabase,
  listenOnLoopback,
  signInAsAdmin,
  testConfig,
  type TestApp,
} from '../../test/test-app';

let app: TestApp;
let base: string;
let admin: Awaited<ReturnType<typeof signInAsAdmin>>;
const streams: SseStream[] = [];

beforeAll(async () => {
  app = await createTestApp();
  base = await listenOnLoopback(app);
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

/** A change committed now: its id, once a stream of a live session has been told of it. */
async function committedChange(witness: SseStream) {
  const { id } = await insertContact(app.db);
  await witness.next(about(id, 'created'));
  return id;
}

/**
 * The stream of a session that has just ended: its last event is `session-ended`, it closes, and the
 * change committed after the end (which a live session's stream did receive) never reached it.
 */
async function expectEndedWithout(stream: SseStream, witness: SseStream) {
  const after = await committedChange(witness);
  await stream.next((event) => event.event === LIVE_EVENT.sessionEnded);
  await stream.ended;
  expect(stream.events.at(-1)?.event).toBe(LIVE_EVENT.sessionEnded);
  expect(stream.events.some((event) => change(event)?.id === after)).toBe(false);
}

describe('a stream whose session ends is told so and closed, and gets no change after', () => {
  it('after that session signs out', async () => {
    const witness = await adminStream();
    const other = await signInAsAdmin(app);
    const stream = await openSse(`${base}${LIVE_EVENTS_PATH}`, other.headers);
    streams.push(stream);
    expect(stream.status).toBe(200);
    // Live until then: the session's own changes reach it.
    await stream.next(about(await committedChange(witness), 'created'));

    const out = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: other.headers });
    expect(out.statusCode).toBeLessThan(300);
    await expectEndedWithout(stream, witness);
  });

  it("after the session is ended ('Wyloguj') from another session of the same admin", async () => {
    const witness = await adminStream();
    const other = await signInAsAdmin(app);
    const stream = await openSse(`${base}${LIVE_EVENTS_PATH}`, other.headers);
    streams.push(stream);
    const second = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: other.email, password: other.password },
    });
    const secondCookie = { cookie: `sid=${second.cookies.find((c) => c.name === 'sid')!.value}` };
    const overview = securityOverviewSchema.parse(
      (await app.inject({ method: 'GET', url: SECURITY_API, headers: secondCookie })).json(),
    );
    const streamed = overview.sessions.find((session) => !session.current)!;
    const ended = await app.inject({
      method: 'DELETE',
      url: `${SECURITY_API}/sessions/${streamed.id}`,
      headers: secondCookie,
    });
    expect(ended.statusCode).toBe(200);
    await expectEndedWithout(stream, witness);
  });

  it('after the admin is deactivated', async () => {
    const witness = await adminStream();
    const other = await signInAsAdmin(app);
    const { id } = adminUserSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/admin/user', headers: other.headers })).json(),
    );
    const stream = await openSse(`${base}${LIVE_EVENTS_PATH}`, other.headers);
    streams.push(stream);
    await app.deps.administrators.deactivate(id);
    await expectEndedWithout(stream, witness);
  });

  it("after the admin's factors are reset from the command line", async () => {
    const witness = await adminStream();
    const other = await signInAsAdmin(app);
    const stream = await openSse(`${base}${LIVE_EVENTS_PATH}`, other.headers);
    streams.push(stream);
    // What `npm run admin -- reset-mfa` runs, from a process of its own.
    expect(await createAuthService({ db: app.db }).resetFactors(other.email)).toBe(true);
    await expectEndedWithout(stream, witness);
  });
});

describe('a stream checks its session on a timer too', () => {
  it('ends after sign-out with no change committed at all', async () => {
    const own = await createTestApp({ liveEvents: { maxStreams: 1000, sessionRecheckMs: 50 } });
    try {
      const url = await listenOnLoopback(own);
      const { headers } = await signInAsAdmin(own);
      const stream = await openSse(`${url}${LIVE_EVENTS_PATH}`, headers);
      expect(stream.status).toBe(200);
      expect((await own.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBeLessThan(
        300,
      );
      await stream.ended;
      expect(stream.events.map((event) => event.event)).toEqual([LIVE_EVENT.sessionEnded]);
    } finally {
      await own.close();
    }
  });
});

describe('streams per process', () => {
  it('are capped: one more is answered 503 with Retry-After, and a place freed is taken again', async () => {
    const own = await createTestApp({
      liveEvents: { maxStreams: 2, sessionRecheckMs: 30_000 },
      metricsToken: 'live-streams-metrics-token',
    });
    const open: SseStream[] = [];
    try {
      const url = `${await listenOnLoopback(own)}${LIVE_EVENTS_PATH}`;
      const { headers } = await signInAsAdmin(own);
      open.push(await openSse(url, headers), await openSse(url, headers));
      expect(open.map((stream) => stream.status)).toEqual([200, 200]);
      const metrics = await own.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer live-streams-metrics-token' },
      });
      expect(metrics.body).toMatch(/^admin_live_streams 2$/m);

      const refused = await openSse(url, headers);
      open.push(refused);
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      await refused.ended;
      expect(JSON.parse(refused.text())).toEqual({ error: 'Too many live streams on this server' });

      open[0]!.close();
      await expect.poll(() => own.liveEvents.size()).toBe(1);
      const again = await openSse(url, headers);
      open.push(again);
      expect(again.status).toBe(200);
    } finally {
      for (const stream of open) stream.close();
      await own.close();
    }
  });
});

const target = inject('testDatabase');
const onPostgres = target.kind === 'postgres';

describe('streams and database connections', () => {
  it.runIf(onPostgres)(
    "500 streams on one process take no connection: the server's count for the database stays as it was",
    async () => {
      const own = await createTestApp();
      const server = new pg.Client({ connectionString: (target as { serverUrl: string }).serverUrl });
      const open: SseStream[] = [];
      try {
        const url = `${await listenOnLoopback(own)}${LIVE_EVENTS_PATH}`;
        const { headers } = await signInAsAdmin(own);
        await server.connect();
        const [{ name }] = (
          (await own.db.execute(sql`select current_database() as name`)) as unknown as {
            rows: [{ name: string }];
          }
        ).rows;
        // The pool filled to its size first (it grows under any concurrent requests, streams or not, and
        // shrinks when idle): what is left to change the count is a connection a stream would add.
        const connections = async () => {
          await Promise.all(Array.from({ length: 5 }, () => own.db.execute(sql`select pg_sleep(0.05)`)));
          const { rows } = await server.query<{ count: string }>(
            'select count(*) from pg_stat_activity where datname = $1',
            [name],
          );
          return Number(rows[0]!.count);
        };
        const before = await connections();

        // Opened 50 at a time: many at once, within what one test machine's sockets take calmly.
        for (let batch = 0; batch < 10; batch++) {
          open.push(...(await Promise.all(Array.from({ length: 50 }, () => openSse(url, headers)))));
        }
        expect(open.filter((stream) => stream.status === 200)).toHaveLength(500);
        expect(own.liveEvents.size()).toBe(500);
        expect(await connections()).toBe(before);

        const { id } = await insertContact(own.db);
        await Promise.all(open.map((stream) => stream.next(about(id, 'created'))));
        expect(await connections()).toBe(before);
      } finally {
        for (const stream of open) stream.close();
        await server.end();
        await own.close();
      }
    },
  );
});

describe('the live stream across a database restart', () => {
  it.runIf(onPostgres)(
    "the process's one LISTEN connection comes back: the stream is told to read again, then gets changes",
    async () => {
      const direct = await createTestDatabase();
      const proxy = await startFaultProxy((target as { serverUrl: string }).serverUrl);
      const database = await openDatabase({ kind: 'postgres', url: proxy.via(direct.url!), poolSize: 3 });
      // A short re-check: a resync owed by a check that met the pool's broken connections goes out soon.
      const own = await buildApp({
        config: testConfig({ liveEvents: { maxStreams: 1000, sessionRecheckMs: 200 } }),
        database,
      });
      let stream: SseStream | null = null;
      try {
        const url = await listenOnLoopback(own);
        const { headers } = await signInAsAdmin(own as TestApp);
        stream = await openSse(`${url}${LIVE_EVENTS_PATH}`, headers);
        expect(stream.status).toBe(200);

        await proxy.restart(new URL(direct.url!).pathname.slice(1), 200);
        // What was committed while the LISTEN connection was away is unknown: the screens read again.
        await stream.next((event) => event.event === LIVE_EVENT.resync);
        // The pool finds its connections gone on first use: the write is retried until the database answers.
        let id: string | null = null;
        for (let attempt = 0; id === null; attempt++) {
          id = await insertContact(own.db).then(
            (contact) => contact.id,
            (error: unknown) => {
              if (attempt >= 50) throw error;
              return null;
            },
          );
        }
        await stream.next(about(id, 'created'));
      } finally {
        stream?.close();
        await own.close();
        await proxy.close();
        await direct.close();
      }
    },
  );
});

describe('the live stream at shutdown', () => {
  it('ends open streams, so the graceful stop finishes and exits 0', async () => {
    const own = await createTestApp();
    const url = await listenOnLoopback(own);
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
