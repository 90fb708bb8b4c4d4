import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loggerOptions } from '../../observability/logger';
import { createShutdown } from '../../shutdown';
import { pageViews } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { nextIp } from '../../test/factories/visitors';
import { openRaw } from '../../test/raw-http';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '../../test/test-app';
import { VIEW_LIMITS } from './view-limits';
import { dayIn } from '@shared/calendar-day';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const METRICS_TOKEN = 'front-door-metrics-token';

// The beacon on a listening server is served at the front door (lib/front-door.ts), never by inject():
// these requests go over a real socket, as a browser's do, and are compared with the route's answers.
const clock = createManualClock('2030-03-12T11:00:00Z');
let app: TestApp;
let base: string;
beforeAll(async () => {
  app = await createTestApp({ trustProxy: 1, metricsToken: METRICS_TOKEN }, { clock });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => app.close());

const today = () => dayIn(clock.now(), 'Europe/Warsaw');
const beacon = (body: string | object, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/visit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': CHROME, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const viewsAt = async (path: string) => {
  await app.deps.analytics.flush();
  return app.db.select().from(pageViews).where(eq(pageViews.path, path));
};

describe('the page-view beacon on a listening server', () => {
  it('is counted as the route counts it: 204, the same visitor as an inject() beacon of that address and browser, its UTM values kept', async () => {
    const ip = nextIp();
    const path = `/front-door-${Date.now()}`;
    const response = await beacon(
      { path: `${path}?utm_source=facebook&utm_campaign=jesien`, language: 'en' },
      { 'x-forwarded-for': ip },
    );
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // The same page again, once its repeat is counted again.
    clock.advance(VIEW_LIMITS.dedupeMs);
    const viaRoute = await app.inject({
      method: 'POST',
      url: '/api/visit',
      remoteAddress: ip,
      headers: { 'user-agent': CHROME },
      payload: { path, language: 'en' },
    });
    expect(viaRoute.statusCode).toBe(204);
    const views = await viewsAt(path);
    expect(views).toHaveLength(2);
    expect(views[0]!.visitorId).toBe(views[1]!.visitorId);
    expect(views.map((view) => [view.day, view.language, view.event])).toEqual([
      [today(), 'en', 'view'],
      [today(), 'en', 'view'],
    ]);
    expect(views.map((view) => view.utmSource).sort()).toEqual(['facebook', null]);
    expect(views.find((view) => view.utmSource)?.utmCampaign).toBe('jesien');
  });

  it('takes the address behind the trusted proxy only: another forwarded address is another visitor', async () => {
    const path = `/front-door-ip-${Date.now()}`;
    await beacon({ path, language: 'pl' }, { 'x-forwarded-for': nextIp() });
    await beacon({ path, language: 'pl' }, { 'x-forwarded-for': nextIp() });
    const views = await viewsAt(path);
    expect(new Set(views.map((view) => view.visitorId)).size).toBe(2);
  });

  it('stores nothing for a browser asking not to be tracked or a bot, and still answers 204', async () => {
    const path = `/front-door-quiet-${Date.now()}`;
    expect((await beacon({ path, language: 'pl' }, { 'sec-gpc': '1' })).status).toBe(204);
    expect((await beacon({ path, language: 'pl' }, { dnt: '1' })).status).toBe(204);
    const bot = await beacon(
      { path, language: 'pl' },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    );
    expect(bot.status).toBe(204);
    expect(await viewsAt(path)).toEqual([]);
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const path = `/front-door-bad-${Date.now()}`;
    const wrongLanguage = await beacon({ path, language: 'de' });
    expect(wrongLanguage.status).toBe(400);
    const refused = (await wrongLanguage.json()) as { error: string; fields: Record<string, string> };
    expect(Object.keys(refused.fields)).toEqual(['language']);
    expect(refused.error).toMatch(/^language: /);

    const notOurs = await beacon({ path: 'https://example.com/', language: 'pl' });
    expect(notOurs.status).toBe(400);
    expect(((await notOurs.json()) as { fields: Record<string, string> }).fields).toEqual({
      path: 'Ścieżka strony zaczyna się od /.',
    });

    const nul = await beacon({ path: `${path}\u0000`, language: 'pl' });
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { fields: Record<string, string> }).fields).toHaveProperty('path');

    const broken = await beacon('{"path": "/",');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'Body is not valid JSON' });
    expect(broken.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await viewsAt(path)).toEqual([]);
  });

  it('leaves what is not a plain same-site JSON beacon to the route: a cross-site page gets 403, a text body the route’s 400', async () => {
    const path = `/front-door-route-${Date.now()}`;
    const crossSite = await beacon({ path, language: 'pl' }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: 'Cross-site request refused' });
    // The route's answers carry the request id the front door does not make.
    expect(crossSite.headers.get('x-request-id')).toBeTruthy();
    const otherSite = await beacon({ path, language: 'pl' }, { origin: 'https://evil.example' });
    expect(otherSite.status).toBe(403);
    const text = await fetch(`${base}/api/visit`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': CHROME },
      body: JSON.stringify({ path, language: 'pl' }),
    });
    expect(text.status).toBe(400);
    expect(text.headers.get('x-request-id')).toBeTruthy();
    expect(await viewsAt(path)).toEqual([]);
    // Our own page's origin is served at the front door.
    const ownPage = await beacon({ path, language: 'pl' }, { origin: base });
    expect(ownPage.status).toBe(204);
    expect(ownPage.headers.get('x-request-id')).toBeNull();
    expect(await viewsAt(path)).toHaveLength(1);
  });

  it('is counted in /metrics under its route', async () => {
    await beacon({ path: '/', language: 'pl' });
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(
      /http_requests_total\{[^}]*method="POST"[^}]*route="\/api\/visit"[^}]*status="204"[^}]*\} [1-9]/,
    );
  });

  it('survives a beacon aborted halfway and 50 at once from one browser: each answered, the page counted once', async () => {
    const port = Number(new URL(base).port);
    const raw = await openRaw(port);
    const body = JSON.stringify({ path: '/aborted', language: 'pl' });
    raw.socket.write(
      `POST /api/visit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `User-Agent: ${CHROME}\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    raw.socket.destroy();
    await raw.closed;

    const path = `/front-door-burst-${Date.now()}`;
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => beacon({ path, language: 'pl' }, { 'x-forwarded-for': ip })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(204));
    expect(await viewsAt(path)).toHaveLength(1);
    expect(await viewsAt('/aborted')).toEqual([]);
  });
});

describe('the front door keeps the protections every other request has', () => {
  const BODY_IDLE_MS = 300;
  const lines: Record<string, unknown>[] = [];
  let guarded: TestApp;
  let port: number;
  beforeAll(async () => {
    const config = testConfig({
      trustProxy: 1,
      logLevel: 'info',
      http: { ...testConfig().http, bodyIdleTimeoutMs: BODY_IDLE_MS },
    });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    guarded = await buildApp({
      config,
      database: await createTestDatabase(),
      clock,
      logger: { ...(loggerOptions(config) as object), stream },
    });
    await guarded.listen({ host: '127.0.0.1', port: 0 });
    port = (guarded.server.address() as { port: number }).port;
  });
  afterAll(() => guarded.close());

  const head = (length: number, ip: string) =>
    `POST /api/visit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
    `User-Agent: ${CHROME}\r\nX-Forwarded-For: ${ip}\r\nContent-Length: ${length}\r\n\r\n`;
  const storedAt = async (path: string) => {
    await guarded.deps.analytics.flush();
    return guarded.db.select().from(pageViews).where(eq(pageViews.path, path));
  };
  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([
      promise,
      new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
    ]);

  it('closes a beacon whose body stops arriving after the body idle timeout, logs it, and counts nothing', async () => {
    const path = `/stalled-${Date.now()}`;
    const body = JSON.stringify({ path, language: 'pl' });
    const raw = await openRaw(port);
    const started = Date.now();
    raw.socket.write(head(body.length, nextIp()) + body.slice(0, 5));
    const closed = await within(raw.closed, 5_000);
    expect(closed).not.toBe('still open');
    // Closed by the idle timeout, long before the whole request's 30 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(BODY_IDLE_MS - 50);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await storedAt(path)).toEqual([]);
    await expect
      .poll(() => lines.find((line) => line.msg === 'request aborted'))
      .toMatchObject({ method: 'POST', route: '/api/visit', reason: 'the body stopped arriving' });
  });

  it('serves a slow but steady body, each pause shorter than the timeout', async () => {
    const path = `/steady-${Date.now()}`;
    const body = JSON.stringify({ path, language: 'pl' });
    const raw = await openRaw(port);
    raw.socket.write(head(body.length, nextIp()));
    for (const part of [body.slice(0, 8), body.slice(8, 20), body.slice(20)]) {
      await new Promise((resolve) => setTimeout(resolve, BODY_IDLE_MS / 2));
      raw.socket.write(part);
    }
    const [answer] = await raw.responses(1);
    expect(answer).toMatch(/^HTTP\/1\.1 204/);
    // After the answer the connection is kept alive past the body timeout (the keep-alive timeout is Node's).
    await new Promise((resolve) => setTimeout(resolve, BODY_IDLE_MS * 2));
    expect(raw.socket.destroyed).toBe(false);
    raw.socket.destroy();
    expect(await storedAt(path)).toHaveLength(1);
  });

  it('refuses a body over the limit with 413 in the house shape, and logs a refusal it answers itself', async () => {
    const path = `/oversize-${Date.now()}`;
    const oversize = await fetch(`http://127.0.0.1:${port}/api/visit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': CHROME },
      body: JSON.stringify({ path, language: 'pl', referrer: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(oversize.status).toBe(413);
    expect(await oversize.json()).toMatchObject({ error: expect.any(String) });
    expect(await storedAt(path)).toEqual([]);

    const broken = await fetch(`http://127.0.0.1:${port}/api/visit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': CHROME },
      body: '{"path": "/",',
    });
    expect(broken.status).toBe(400);
    expect(broken.headers.get('x-request-id')).toBeNull();
    await expect
      .poll(() => lines.find((line) => line.msg === 'request completed' && line.statusCode === 400))
      .toMatchObject({ method: 'POST', route: '/api/visit' });
    // What the log keeps of it: no address, no body.
    expect(JSON.stringify(lines)).not.toContain('"path": "/"');
  });

  it('answers with Connection: close while the process drains, then the server ends the connection', async () => {
    const raw = await openRaw(port);
    const body = JSON.stringify({ path: '/draining', language: 'pl' });
    raw.socket.write(head(body.length, nextIp()) + body);
    const [before] = await raw.responses(1);
    expect(before).toMatch(/^HTTP\/1\.1 204/);
    expect(before).not.toMatch(/connection: close/i);

    const stopped = createShutdown(guarded, { drainMs: 300, exit: () => {} }).stop('SIGTERM');
    raw.socket.write(head(body.length, nextIp()) + body);
    const [, during] = await raw.responses(2);
    expect(during).toMatch(/^HTTP\/1\.1 204/);
    expect(during).toMatch(/connection: close/i);
    expect((await raw.closed).reset).toBe(false);
    await stopped;
  });
});
