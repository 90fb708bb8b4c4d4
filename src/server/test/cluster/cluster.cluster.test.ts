import { once } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSlotDateTime } from '@shared/slot-rules';
import { slotIso, weekdayAhead } from '../../modules/slots/test-dates';
import { startTestSmtp, type TestSmtp } from '../smtp';
import { CLUSTER_ADMIN, startCluster, type Cluster, type ClusterNode } from './cluster';
import { wrongPassword } from '../credentials';

/**
 * Scale-out, proven: three compiled server processes on one PostgreSQL database, started at once, and what
 * must hold across them (README.md, 'One process or several': the processes keep nothing that matters in
 * memory).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('The cluster tests need TEST_DATABASE_URL (a PostgreSQL server)');

let cluster: Cluster;
let smtp: TestSmtp;
let A: ClusterNode, B: ClusterNode, C: ClusterNode;
let adminCookie: string;

let addressCounter = 0;
/** Each simulated visitor its own address (X-Forwarded-For; the cluster trusts its proxy). */
const visitor = () => `10.${Math.floor(++addressCounter / 250) % 250}.${addressCounter % 250}.9`;

type Call = { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> };
async function call(node: ClusterNode, path: string, { method = 'GET', body, cookie, headers }: Call = {}) {
  const response = await fetch(`${node.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': visitor(),
      ...(body !== undefined && typeof body !== 'string' && { 'content-type': 'application/json' }),
      ...(cookie && { cookie }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: () => JSON.parse(text) };
}

async function signIn(node: ClusterNode, email = CLUSTER_ADMIN.email, password = CLUSTER_ADMIN.password) {
  const response = await call(node, '/api/admin/login', { method: 'POST', body: { email, password } });
  expect(response.status).toBe(200);
  const setCookie = response.headers.get('set-cookie')!;
  return setCookie.split(';')[0]!;
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  // Every process runs the job workers and delivers to one real SMTP server.
  cluster = await startCluster(serverUrl, 3, { env: { SMTP_URL: smtp.url } });
  [A, B, C] = cluster.nodes as [ClusterNode, ClusterNode, ClusterNode];
  adminCookie = await signIn(A);
});
afterAll(async () => {
  await cluster?.stop();
  await smtp?.close();
});

describe('three processes on one database', () => {
  it('started at once, all three migrated and ready, with one admin', async () => {
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      const admins = await client.query('select count(*)::int as n from admin_users');
      expect(admins.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
    for (const node of cluster.nodes) expect((await call(node, '/readyz')).status).toBe(200);
  });

  it('20 concurrent bookings of one slot spread over the three: exactly one 201', async () => {
    const datetime = slotIso(weekdayAhead(30), 10);
    const created = await call(A, '/api/admin/slots', {
      method: 'POST',
      cookie: adminCookie,
      body: { datetime },
    });
    expect(created.status).toBe(201);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(cluster.nodes[i % 3]!, '/api/demo-booking', {
          method: 'POST',
          body: {
            name: `Gość ${i}`,
            email: `gosc${i}@example.pl`,
            preferredDate: formatSlotDateTime(new Date(datetime), 'Europe/Warsaw'),
            selectedSlot: datetime,
          },
        }),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('a change committed on one process drops the public lists every process keeps in memory', async () => {
    /** Polls until `seen` holds (a NOTIFY arriving is an event, not a duration): at most 200 tries. */
    async function seenOn(node: ClusterNode, path: string, seen: (body: unknown) => boolean) {
      let body: unknown;
      for (let attempt = 0; attempt < 200; attempt++) {
        body = (await call(node, path)).json();
        if (seen(body)) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(body, `${node.name} ${path}`).toSatisfy(seen);
    }
    const others = [B, C];

    // The pop-up switch, read (and so kept) on B and C, then switched on A.
    for (const enabled of [true, false]) {
      for (const node of others) await call(node, '/api/popup-settings');
      const set = await call(A, '/api/admin/popup-settings', {
        method: 'POST',
        cookie: adminCookie,
        body: { enabled },
      });
      expect(set.status).toBe(200);
      for (const node of others) {
        await seenOn(
          node,
          '/api/popup-settings',
          (body) => (body as { enabled: boolean }).enabled === enabled,
        );
      }
    }

    // A day's slots: created on A, booked through C, deleted on A; each seen by the others.
    const day = weekdayAhead(31);
    const datetime = slotIso(day, 9);
    const window = `/api/slots?start=${slotIso(day, 0)}&end=${slotIso(day, 23)}`;
    type PublicSlot = { datetime: string; isBooked: boolean };
    const slotOf = (body: unknown) => (body as PublicSlot[]).find((slot) => slot.datetime === datetime);
    for (const node of cluster.nodes) expect((await call(node, window)).json()).toEqual([]);
    const created = await call(A, '/api/admin/slots', {
      method: 'POST',
      cookie: adminCookie,
      body: { datetime },
    });
    expect(created.status).toBe(201);
    for (const node of others) await seenOn(node, window, (body) => slotOf(body)?.isBooked === false);
    const booked = await call(C, '/api/demo-booking', {
      method: 'POST',
      body: {
        name: 'Gość pamięci',
        email: 'gosc.pamieci@example.pl',
        preferredDate: formatSlotDateTime(new Date(datetime), 'Europe/Warsaw'),
        selectedSlot: datetime,
      },
    });
    expect(booked.status).toBe(201);
    for (const node of [A, B]) await seenOn(node, window, (body) => slotOf(body)?.isBooked === true);
    const deleted = await call(A, `/api/admin/slots/${created.json().id}?notify=false`, {
      method: 'DELETE',
      cookie: adminCookie,
    });
    expect(deleted.status).toBe(200);
    for (const node of others) await seenOn(node, window, (body) => slotOf(body) === undefined);

    // A testimonial added on A appears in the visitors' list kept on B and C.
    for (const node of others) await call(node, '/api/testimonials');
    const clubName = `KS Pamięć ${Date.now()}`;
    const added = await call(A, '/api/testimonials', {
      method: 'POST',
      cookie: adminCookie,
      body: {
        clubName,
        logoUrl: null,
        shortTestimonial: 'Wszystko w jednym miejscu.',
        fullTestimonial: 'Ewidencja członków, składki i zapisy na zawody w jednym systemie, bez arkuszy.',
        authorName: 'Anna Nowak',
        authorPosition: 'Prezes',
      },
    });
    expect(added.status).toBe(201);
    for (const node of others) {
      await seenOn(node, '/api/testimonials', (body) =>
        (body as { clubName: string }[]).some((item) => item.clubName === clubName),
      );
    }
  });

  it('a session from A works on B and C; logout on B ends it on A', async () => {
    const cookie = await signIn(A);
    for (const node of [A, B, C]) expect((await call(node, '/api/admin/user', { cookie })).status).toBe(200);
    expect((await call(B, '/api/admin/logout', { method: 'POST', cookie })).status).toBe(200);
    for (const node of [A, B, C]) expect((await call(node, '/api/admin/user', { cookie })).status).toBe(401);
  });

  it('failed logins spread over the three hit the one shared limit', async () => {
    const email = `target-${Date.now()}@example.pl`;
    // One guesser (one source address) whose attempts the load balancer spreads over the three processes.
    const guesser = { 'x-forwarded-for': visitor() };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const node = cluster.nodes[attempt % 3]!;
      const response = await call(node, '/api/admin/login', {
        method: 'POST',
        body: { email, password: wrongPassword() },
        headers: guesser,
      });
      statuses.push(response.status);
    }
    // Five refusals per e-mail and source (LOGIN_LIMIT_PER_SOURCE), then 429 whichever process is asked.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(
      (
        await call(B, '/api/admin/login', {
          method: 'POST',
          body: { email, password: wrongPassword() },
          headers: guesser,
        })
      ).status,
    ).toBe(429);
  });

  it("a tenant's token from A is refused on C right after deactivation on B", async () => {
    const tenant = await call(A, '/api/admin/tenants', {
      method: 'POST',
      cookie: adminCookie,
      body: { tenantName: 'klub-cluster', clubName: 'Klub Klastrowy', contactEmail: 'klaster@example.pl' },
    });
    expect(tenant.status).toBe(201);
    const { id, clientId, clientSecret } = tenant.json();
    const token = await call(A, '/oauth/token', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      },
      body: 'grant_type=client_credentials&scope=bug-reports%3Awrite',
    });
    expect(token.status).toBe(200);
    const authorization = `Bearer ${token.json().access_token}`;
    const report = () =>
      call(C, '/api/bug-report', {
        method: 'POST',
        headers: { authorization },
        body: { title: 'Eksport nie działa', description: 'Błąd przy eksporcie' },
      });
    expect((await report()).status).toBe(201);
    const deactivated = await call(B, `/api/admin/tenants/${id}/status`, {
      method: 'PUT',
      cookie: adminCookie,
      body: { isActive: false },
    });
    expect(deactivated.status).toBe(200);
    expect((await report()).status).toBe(401);
  });

  it('each queued e-mail is delivered exactly once while all three run workers', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `mail-once-${i}-${Date.now()}@example.pl`);
    await Promise.all(
      addresses.map(async (email, i) => {
        const response = await call(cluster.nodes[i % 3]!, '/api/contact', {
          method: 'POST',
          body: { name: `Nadawca ${i}`, email, subject: 'Temat', message: 'Treść' },
        });
        expect(response.status).toBe(201);
      }),
    );
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      // Until the outbox has marked every one sent (bounded by the test's timeout).
      for (;;) {
        const { rows } = await client.query(
          `select count(*)::int as n from outbox_messages where recipient = any($1::text[]) and state = 'sent'`,
          [addresses],
        );
        if (rows[0].n === addresses.length) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await client.end();
    }
    for (const email of addresses) expect(smtp.to(email), email).toHaveLength(1);
  });

  it('a process killed with SIGKILL loses no acknowledged write', async () => {
    const acknowledged: string[] = [];
    let stopSending = false;
    const send = async (n: number) => {
      while (!stopSending) {
        try {
          const response = await call(C, '/api/contact', {
            method: 'POST',
            body: {
              name: `Nadawca ${n}`,
              email: `n${n}@example.pl`,
              subject: 'Temat',
              message: `Treść ${n}`,
            },
          });
          if (response.status === 201) acknowledged.push(response.json().id);
        } catch {
          return; // The connection died with the process: not acknowledged.
        }
      }
    };
    const senders = Array.from({ length: 8 }, (_, n) => send(n));
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const killed = once(C.process, 'exit');
    C.process.kill('SIGKILL');
    await killed;
    stopSending = true;
    await Promise.all(senders);

    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      const stored = await client.query('select id from contacts where id = any($1::uuid[])', [acknowledged]);
      expect(stored.rowCount).toBe(acknowledged.length);
    } finally {
      await client.end();
    }
    // The others carry on.
    for (const node of [A, B]) expect((await call(node, '/readyz')).status).toBe(200);
  });
});
