import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotIso, weekdayAhead } from '../factories/slots';
import { nextIp } from '../factories/visitors';
import { startTestSmtp, type TestSmtp } from '../smtp';
import { startCluster, type Cluster, type ClusterNode } from './cluster';
import {
  aliveNodes,
  bookDemo,
  call,
  expectContactsStored,
  killNode,
  postContact,
  seenOn,
  signIn,
  sleep,
  waitUntil,
  withDatabase,
} from './cluster-client';
import { wrongPassword } from '../credentials';

/**
 * Scale-out, proven: three compiled server processes on one PostgreSQL database, started at once, and what
 * must hold across them (docs/operations.md, 'Deploy: one process or several': the processes keep nothing
 * that matters in memory).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('The cluster tests need TEST_DATABASE_URL (a PostgreSQL server)');

let cluster: Cluster;
let smtp: TestSmtp;
let A: ClusterNode, B: ClusterNode, C: ClusterNode;
let adminCookie: string;

/** The name a process greets the SMTP server with (EHLO, lower-cased by the server). */
const smtpName = (node: string) => `node-${node.toLowerCase()}`;

beforeAll(async () => {
  smtp = await startTestSmtp();
  // Every process runs the job workers and delivers to one real SMTP server, greeting it with its own
  // name (nodemailer's `name` from the URL), so the server can tell who is sending.
  cluster = await startCluster(serverUrl, 3, {
    nodeEnv: (name) => ({ SMTP_URL: `${smtp.url}/?name=${smtpName(name)}` }),
  });
  [A, B, C] = cluster.nodes as [ClusterNode, ClusterNode, ClusterNode];
  adminCookie = await signIn(A);
});
afterAll(async () => {
  await cluster?.stop();
  await smtp?.close();
});

describe('three processes on one database', () => {
  it('started at once, all three migrated and ready, with one admin', async () => {
    await withDatabase(cluster, async (client) => {
      const admins = await client.query('select count(*)::int as n from admin_users');
      expect(admins.rows[0].n).toBe(1);
    });
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
        bookDemo(cluster.nodes[i % 3]!, { name: `Gość ${i}`, email: `gosc${i}@example.pl` }, datetime),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('a change committed on one process drops the public lists every process keeps in memory', async () => {
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
    const booked = await bookDemo(C, { name: 'Gość pamięci', email: 'gosc.pamieci@example.pl' }, datetime);
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
    const guesser = { 'x-forwarded-for': nextIp() };
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
        const response = await postContact(cluster.nodes[i % 3]!, {
          name: `Nadawca ${i}`,
          email,
          message: 'Treść',
        });
        expect(response.status).toBe(201);
      }),
    );
    await withDatabase(cluster, async (client) => {
      // Until the outbox has marked every one sent (bounded by the test's timeout).
      for (;;) {
        const { rows } = await client.query(
          `select count(*)::int as n from outbox_messages where recipient = any($1::text[]) and state = 'sent'`,
          [addresses],
        );
        if (rows[0].n === addresses.length) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });
    for (const email of addresses) expect(smtp.to(email), email).toHaveLength(1);
  });

  it('PostgreSQL restarted, then away for 10 s, under writes to all three: no process exits, writes resume within 5 s, /readyz tells the truth', async () => {
    const acknowledged: string[] = [];
    const problems: string[] = [];
    const lastAcknowledged = new Map<ClusterNode, number>();
    let writing = true;
    let sequence = 0;
    // About ten contact messages a second to each process, one after another.
    const write = async (node: ClusterNode) => {
      while (writing) {
        const started = Date.now();
        const n = ++sequence;
        try {
          const response = await postContact(node, {
            name: `Piszący ${n}`,
            email: `outage-${n}@example.pl`,
            message: `Treść ${n}`,
          });
          const body = response.json();
          if (response.status === 201) {
            acknowledged.push(body.id);
            lastAcknowledged.set(node, Date.now());
          } else if (response.status !== 503 || !response.headers.get('retry-after') || !body.error) {
            // While the database is away: 503 with Retry-After in the house shape, and nothing else.
            problems.push(`${node.name}: ${response.status} ${JSON.stringify(body)}`);
          }
        } catch (error) {
          problems.push(`${node.name}: ${String(error)}`);
        }
        await sleep(100 - (Date.now() - started));
      }
    };
    const writers = cluster.nodes.map(write);
    expect(await waitUntil(() => lastAcknowledged.size === 3, 10_000)).toBe(true);

    for (const downMs of [3_000, 10_000]) {
      await cluster.proxy.stop(cluster.databaseName);
      const wentDown = Date.now();
      for (const node of cluster.nodes) {
        const readiness = await call(node, '/readyz').catch((error: unknown) => {
          throw new Error(`${node.name} did not answer (exit code ${node.process.exitCode}): ${error}`);
        });
        expect(readiness.status, node.name).toBe(503);
        expect(readiness.json().error, node.name).toMatch(/^Not ready: database\b/);
      }
      await sleep(downMs - (Date.now() - wentDown));
      await cluster.proxy.start();
      const cameBack = Date.now();
      const resumed = await waitUntil(
        () => cluster.nodes.every((node) => (lastAcknowledged.get(node) ?? 0) > cameBack),
        5_000,
      );
      expect(resumed, `writes resumed on every process within 5 s of a ${downMs} ms outage`).toBe(true);
      console.log(`outage of ${downMs} ms: writes resumed on all three ${Date.now() - cameBack} ms after`);
      for (const node of cluster.nodes) {
        const ready = await waitUntil(async () => (await call(node, '/readyz')).status === 200, 5_000);
        expect(ready, `${node.name} ready again`).toBe(true);
      }
      // Writes go on as before for a while.
      await sleep(2_000);
    }
    writing = false;
    await Promise.all(writers);

    expect(problems).toEqual([]);
    for (const node of cluster.nodes) {
      expect(node.process.exitCode, `${node.name}:\n${node.output.join('')}`).toBeNull();
      expect(node.process.signalCode, node.name).toBeNull();
    }
    await expectContactsStored(cluster, acknowledged);
    console.log(`outages: ${acknowledged.length} writes acknowledged, ${sequence} sent`);
  }, 60_000);

  it('a process killed while it delivers: the others send every queued e-mail within 60 s, once each', async () => {
    await withDatabase(cluster, async (client) => {
      const queued = async () =>
        (await client.query(`select count(*)::int as n from outbox_messages where state = 'queued'`)).rows[0]
          .n;
      try {
        // What earlier tests queued is out first (the kill must land on this test's deliveries).
        const drainStarted = Date.now();
        expect(await waitUntil(async () => (await queued()) === 0, 60_000)).toBe(true);
        console.log(`kill-during-delivery: outbox drained in ${Date.now() - drainStarted} ms`);
        // A slow mail server (0.7 s before each "250 OK"), so a delivery is under way when the kill lands.
        smtp.slow(700);
        const contacts = await Promise.all(
          Array.from({ length: 4 }, async (_, i) => {
            const response = await postContact(cluster.nodes[i % 3]!, {
              name: `Nadawca ${i}`,
              email: `killed-mid-send-${i}@example.pl`,
              message: 'Treść',
            });
            expect(response.status).toBe(201);
            return response.json().id as string;
          }),
        );
        let victimName: string | undefined;
        expect(
          await waitUntil(
            () => (victimName = smtp.holding().find(Boolean) || undefined) !== undefined,
            20_000,
          ),
        ).toBe(true);
        const victim = cluster.nodes.find((node) => smtpName(node.name) === victimName)!;
        // In the same turn as the look: its message is still held, not yet accepted.
        const killedAt = await killNode(victim);

        const mine = `select id, state from outbox_messages where related_id = any($1::uuid[])`;
        const allSent = await waitUntil(async () => {
          const { rows } = await client.query(mine, [contacts]);
          return rows.length === 8 && rows.every((row) => row.state === 'sent');
        }, 60_000);
        expect(allSent, 'every message sent within 60 s of the kill').toBe(true);
        expect(Date.now() - killedAt).toBeLessThan(60_000);
        console.log(
          `kill-during-delivery: all sent ${Date.now() - killedAt} ms after the kill of ${victim.name}`,
        );
        const { rows } = await client.query(mine, [contacts]);
        for (const { id } of rows) {
          const copies = smtp.received.filter((mail) => mail.messageId?.startsWith(`<${id}@`));
          expect(copies, `message ${id}`).toHaveLength(1);
        }
        for (const node of aliveNodes(cluster)) {
          expect((await call(node, '/readyz')).status, node.name).toBe(200);
        }
      } finally {
        smtp.slow(0);
      }
    });
    // Up to a minute for what earlier tests queued, and one for the kill's.
  }, 150_000);

  it('a process killed with SIGKILL loses no acknowledged write', async () => {
    const [target, ...others] = aliveNodes(cluster).reverse() as [ClusterNode, ...ClusterNode[]];
    const acknowledged: string[] = [];
    let stopSending = false;
    const send = async (n: number) => {
      while (!stopSending) {
        try {
          const response = await postContact(target, {
            name: `Nadawca ${n}`,
            email: `n${n}@example.pl`,
            message: `Treść ${n}`,
          });
          if (response.status === 201) acknowledged.push(response.json().id);
        } catch {
          return; // The connection died with the process: not acknowledged.
        }
      }
    };
    const senders = Array.from({ length: 8 }, (_, n) => send(n));
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    await killNode(target);
    stopSending = true;
    await Promise.all(senders);

    await expectContactsStored(cluster, acknowledged);
    // The others carry on.
    for (const node of others) expect((await call(node, '/readyz')).status).toBe(200);
  });
});
