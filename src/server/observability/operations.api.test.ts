import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { requestDemo } from '../test/factories/demo-bookings';
import { createSlot, weekdayAhead } from '../test/factories/slots';
import { uniqueEmail } from '../test/factories/visitors';
import { createTestApp, createTestDatabase, signInAsAdmin, testConfig, type TestApp } from '../test/test-app';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../plugins/errors';
import { loggerOptions } from './logger';
import { wrongPassword } from '../test/credentials';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };

/** A database whose close can be called early (the "database stopped" tests) and again by app.close(). */
async function stoppableDatabase(): Promise<DatabaseHandle & { stop(): Promise<void> }> {
  const handle = await createTestDatabase();
  let closed: Promise<void> | null = null;
  const stop = () => (closed ??= handle.close());
  return { ...handle, close: stop, stop };
}

/** Log lines the app writes, parsed. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

/** The value of one series in Prometheus text, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('health', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('/healthz answers 200 without asking anything', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 naming each check when the database is reachable and migrated', async () => {
    const response = await app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
  });

  it('a check registered by another part (the job worker) decides readiness too', async () => {
    let workerRunning = false;
    app.readiness.register('test-worker', async () => (workerRunning ? undefined : 'stopped'));
    const stopped = await app.inject('/readyz');
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json()).toMatchObject({
      status: 'not ready',
      error: 'Not ready: test-worker',
      checks: { database: 'ok', 'test-worker': 'stopped' },
    });
    workerRunning = true;
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });
});

describe('readiness when parts fail', () => {
  // A fresh app per test (built in a hook: a busy machine may take a while to copy a database).
  let database: Awaited<ReturnType<typeof stoppableDatabase>>;
  let app: TestApp;
  beforeEach(async () => {
    database = await stoppableDatabase();
    app = await buildApp({ config: testConfig(), database });
  });
  afterEach(() => app.close());

  it('/readyz answers 503 naming the migrations when the database is behind this build', async () => {
    await app.db.execute(sql`delete from drizzle.__drizzle_migrations`);
    const response = await app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'Not ready: migrations', checks: { database: 'ok' } });
  });

  it('/readyz answers 503 naming the database when it is stopped; /healthz stays 200', async () => {
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    await database.stop();
    const response = await app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not ready' });
    expect(response.json().error).toMatch(/^Not ready: database/);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('/readyz answers 503 at once from the moment shutdown begins', async () => {
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    app.readiness.markShuttingDown();
    const response = await app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'not ready',
      error: 'Not ready: process',
      checks: { process: 'shutting down' },
    });
  });

  it('/metrics does not exist without METRICS_TOKEN configured', async () => {
    const response = await app.inject({ url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(404);
  });
});

describe('metrics', () => {
  describe('with METRICS_TOKEN', () => {
    let app: TestApp;
    let headers: Record<string, string>;
    const scrape = async () => {
      const response = await app.inject({ url: '/metrics', headers: bearer });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    beforeAll(async () => {
      app = await createTestApp({ metricsToken: METRICS_TOKEN });
      ({ headers } = await signInAsAdmin(app));
    });
    afterAll(() => app.close());

    it('refuses a scrape without the right bearer token', async () => {
      expect((await app.inject('/metrics')).statusCode).toBe(401);
      const wrong = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.headers['www-authenticate']).toMatch(/^Bearer/);
    });

    it('counts requests by route pattern and status, never by raw URL', async () => {
      const id = '00000000-0000-4000-8000-000000000001';
      await app.inject({ method: 'DELETE', url: `/api/admin/slots/${id}`, headers });
      await app.inject({ method: 'DELETE', url: `/api/admin/slots/${id}`, headers });
      const text = await scrape();
      expect(
        sample(text, 'http_requests_total{method="DELETE",route="/api/admin/slots/:id",status="404"}'),
      ).toBe(2);
      expect(text).not.toContain(id);
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="DELETE",route="\/api\/admin\/slots\/:id",status="404"\} 2/,
      );
      expect(text).toContain('process_cpu_seconds_total');
    });

    it('counts failed logins and rate-limit refusals', async () => {
      const email = `nobody-${Date.now()}@example.pl`;
      for (let attempt = 0; attempt < 6; attempt++) {
        await app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { email, password: wrongPassword() },
        });
      }
      const text = await scrape();
      expect(sample(text, 'failed_logins_total{endpoint="/api/admin/login"}')).toBe(5);
      expect(sample(text, 'rate_limit_refusals_total{route="/api/admin/login"}')).toBe(1);
    });

    it('counts booking conflicts', async () => {
      const slot = await createSlot(app, headers, weekdayAhead(40), 9);
      const before = sample(await scrape(), 'booking_conflicts_total');
      const booking = () =>
        requestDemo(app, slot.datetime, { name: 'Jan Kowalski', email: uniqueEmail('jan') });
      expect((await booking()).statusCode).toBe(201);
      expect((await booking()).statusCode).toBe(409);
      expect(sample(await scrape(), 'booking_conflicts_total')).toBe((before ?? 0) + 1);
    });

    it('lets another part add a gauge read at scrape time (the e-mail outbox)', async () => {
      app.metrics.addGauge('test_outbox_messages', 'Outbox by status', async () => ({ queued: 3, sent: 7 }));
      const text = await scrape();
      expect(sample(text, 'mail_outbox_messages{state="queued"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'mail_outbox_messages{state="failed"}')).toBe(0);
      expect(sample(text, 'test_outbox_messages{status="queued"}')).toBe(3);
      expect(sample(text, 'test_outbox_messages{status="sent"}')).toBe(7);
    });
  });
});

describe('logs and request ids', () => {
  const log = capturedLog();
  let database: Awaited<ReturnType<typeof stoppableDatabase>>;
  let app: TestApp;
  beforeAll(async () => {
    database = await stoppableDatabase();
    const config = testConfig({ logLevel: 'info', metricsToken: METRICS_TOKEN });
    app = await buildApp({
      config,
      database,
      logger: { ...(loggerOptions(config) as object), stream: log.stream },
    });
    // A query that fails: the 500 a bug causes.
    app.post('/test/failing-query', async () => {
      await app.db.execute(sql`select ${'not a number'}::int`);
    });
  });
  afterAll(() => app.close());

  it('every answer carries a request id; an error answer and its log lines carry the same one, without personal data', async () => {
    const ok = await app.inject('/healthz');
    const other = await app.inject('/api/site-config');
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);

    const email = 'private.person@example.pl';
    const failed = await app.inject({
      method: 'POST',
      url: '/test/failing-query?ref=private.person@example.pl',
      remoteAddress: '203.0.113.77',
      payload: { name: 'Prywatna Osoba', email, message: 'Treść wiadomości' },
    });
    expect(failed.statusCode).toBe(500);
    const requestId = failed.headers['x-request-id'];
    expect(failed.json()).toEqual({ error: 'Internal server error', requestId });
    const lines = log.lines.filter((line) => line.reqId === requestId);
    expect(lines.map((line) => line.msg)).toEqual(['request failed', 'request completed']);
    expect(lines[1]).toMatchObject({ method: 'POST', route: '/test/failing-query', statusCode: 500 });

    // The database stopped: not a bug but a moment to wait (503), logged under the request's id as well.
    await database.stop();
    const unavailable = await app.inject({
      method: 'POST',
      url: '/api/contact?ref=private.person@example.pl',
      remoteAddress: '203.0.113.77',
      payload: { name: 'Prywatna Osoba', email, subject: 'Temat', message: 'Treść wiadomości' },
    });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    const unavailableLines = log.lines.filter((line) => line.reqId === unavailable.headers['x-request-id']);
    expect(unavailableLines.map((line) => line.msg)).toEqual(['database unavailable', 'request completed']);
    expect(unavailableLines[1]).toMatchObject({ method: 'POST', route: '/api/contact', statusCode: 503 });

    const everything = JSON.stringify(log.lines);
    for (const secret of [email, 'Prywatna', 'Treść', '203.0.113.77'])
      expect(everything).not.toContain(secret);
    // The health check succeeded: not logged. The site-config request is logged once.
    expect(log.lines.some((line) => line.reqId === ok.headers['x-request-id'])).toBe(false);
    expect(log.lines.filter((line) => line.reqId === other.headers['x-request-id'])).toHaveLength(1);
    // Both database errors are counted: the bad value by its SQLSTATE, the lost database as a connection.
    const text = (await app.inject({ url: '/metrics', headers: bearer })).body;
    expect(sample(text, 'db_query_errors_total{code="22P02"}')).toBe(1);
    expect(sample(text, 'db_query_errors_total{code="connection"}')).toBeGreaterThanOrEqual(1);
  });
});
