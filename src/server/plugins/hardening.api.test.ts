import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_KINDS } from '@shared/inbox';
import { loadConfig } from '../config';
import { contacts } from '../db/schema/index';
import { createTestApp, signInAsAdmin, type TestApp } from '../test/test-app';
import { CONTACT_LIMIT_PER_IP } from '../modules/contact/service';
import { createTenant, tokenFor } from '../test/factories/tenants';

/**
 * What hostile testers got through, each kept out by a test: NUL bytes, unbounded dates,
 * spoofed forwarding headers, foreign origins behind a proxy, form bodies on JSON endpoints.
 */
let app: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAsAdmin(app);
});
afterAll(() => app.close());

const countContacts = async () =>
  (await app.db.select({ count: sql<number>`count(*)::int` }).from(contacts))[0]!.count;

const contact = (overrides: Record<string, string> = {}) => ({
  name: 'Jan Kowalski',
  email: 'jan@example.pl',
  subject: 'Pytanie',
  message: 'Dzień dobry',
  ...overrides,
});

describe('text PostgreSQL cannot store (NUL, broken Unicode)', () => {
  it.each([
    ['/api/contact', contact({ name: 'a\u0000b' }), 'name'],
    ['/api/contact', contact({ message: 'x\ud800y' }), 'message'],
    ['/api/admin/login', { email: 'a\u0000@example.pl', password: 'whatever password' }, 'email'],
    [
      '/api/beta-test-signup',
      { name: 'Jan', email: 'j@example.pl', phone: '600 000 000', clubName: 'K\u0000S', clubSize: '1-20' },
      'clubName',
    ],
  ])('POST %s refuses it with 400 naming the field', async (url, payload, field) => {
    const before = await countContacts();
    const response = await app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
    expect(await countContacts()).toBe(before);
  });

  it('names a nested field by its path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact(), extra: { deep: ['ok', 'bad\u0000'] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(['extra.deep.1']);
  });

  it('refuses it in the OAuth token request in the RFC 6749 shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials&client_id=a%00b&client_secret=s',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('deeply nested JSON (30,000 levels once held a process for 12 s)', () => {
  const nested = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);
  const cpuMillis = (since: NodeJS.CpuUsage) => {
    const { user, system } = process.cpuUsage(since);
    return (user + system) / 1000;
  };

  it.each([
    ['POST', '/api/contact'],
    ['POST', '/api/admin/login'],
    ['POST', '/api/demo-booking'],
    ['PUT', '/api/admin/contacts/status'],
  ] as const)(
    '%s %s with 30,000 levels: 400 in well under a second of CPU, nothing stored',
    async (method, url) => {
      const before = await countContacts();
      const started = process.cpuUsage();
      const response = await app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json', ...admin.headers },
        payload: `{"name":${nested(30_000)}}`,
      });
      const cpu = cpuMillis(started);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'The request body is nested too deeply (over 64 levels)' });
      expect(cpu).toBeLessThan(1000);
      expect(await countContacts()).toBe(before);
    },
  );

  it('refuses it at the OAuth token endpoint too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: nested(30_000),
    });
    expect(response.statusCode).toBe(400);
  });

  it('still reads nesting within the limit, and names a bad string deep inside by its path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...contact(), extra: JSON.parse(nested(60, '"bad\\u0000"')) }),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([`extra${'.0'.repeat(60)}`]);
  });

  it('does not count brackets inside strings', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '203.0.113.77',
      payload: JSON.stringify(contact({ message: '['.repeat(1_000) })),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('inbox lists and CSV exports with a NUL in the query', () => {
  it.each(INBOX_KINDS)('%s: the list and the export answer 400 before any CSV byte', async (kind) => {
    const list = await app.inject({ method: 'GET', url: `/api/admin/${kind}?q=%00`, ...admin });
    expect(list.statusCode).toBe(400);
    expect(list.json().fields).toHaveProperty('q');
    const csv = await app.inject({ method: 'GET', url: `/api/admin/${kind}/export.csv?q=a%00`, ...admin });
    expect(csv.statusCode).toBe(400);
    expect(csv.headers['content-type']).toContain('application/json');
    expect(csv.json().fields).toHaveProperty('q');
  });
});

describe('a malformed URL (found by the fuzz suite)', () => {
  it.each(['/api/admin/contacts/%/history', '/api/testimonials/%ZZ'])(
    '%s answers 400 in the house shape',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, ...admin });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Malformed URL' });
    },
  );
});

describe('the public slot window', () => {
  it.each([
    ['0000-01-01T00:00:00Z', '0000-01-02T00:00:00Z', 'start'],
    ['1899-12-31T00:00:00Z', '1900-01-01T00:00:00Z', 'start'],
    ['9999-12-30T00:00:00Z', '9999-12-31T00:00:00Z', 'start'],
  ])('refuses %s – %s with 400', async (start, end, field) => {
    const response = await app.inject({ method: 'GET', url: '/api/slots', query: { start, end } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });

  it('still answers an ordinary day', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/slots',
      query: { start: '2026-07-15T00:00:00.000Z', end: '2026-07-15T23:59:59.999Z' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('form bodies on JSON endpoints', () => {
  it.each([
    ['/api/contact', false],
    ['/api/beta-test-signup', false],
    ['/api/demo-booking', false],
    ['/api/order', false],
    ['/api/bug-report', 'tenant'],
    ['/api/admin/slots', 'admin'],
  ] as const)('POST %s with a form body answers 415', async (url, caller) => {
    const before = await countContacts();
    const auth =
      caller === 'admin'
        ? admin.headers
        : caller === 'tenant'
          ? { authorization: `Bearer ${await tokenFor(app, await createTenant(app, admin.headers))}` }
          : {};
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth },
      payload: new URLSearchParams(contact()).toString(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(await countContacts()).toBe(before);
  });
});

describe('behind a reverse proxy (TRUST_PROXY=true: one hop)', () => {
  let proxied: TestApp;
  let proxiedAdmin: { headers: Record<string, string> };
  beforeAll(async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: 'true', APP_SECRET: 'x'.repeat(40) });
    proxied = await createTestApp({
      trustProxy,
      publicUrl: 'https://strzelnica.example.pl',
      publicUrlEn: 'https://shooting.example.com',
      publicOrigins: ['https://strzelnica.example.pl', 'https://shooting.example.com'],
    });
    proxiedAdmin = await signInAsAdmin(proxied);
  });
  afterAll(() => proxied.close());

  it('counts the per-IP contact limit by the address the proxy saw, not what the client wrote', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_LIMIT_PER_IP.limit; i++) {
      const response = await proxied.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.77` },
        payload: contact(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    // …and that address is the client's, not the proxy's: another client behind the same proxy is served.
    const another = await proxied.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'x-forwarded-for': '203.0.113.78' },
      payload: contact(),
    });
    expect(another.statusCode).toBe(201);
  });

  it('refuses a foreign Origin even when X-Forwarded-Host claims the same host', async () => {
    const response = await proxied.inject({
      method: 'POST',
      url: '/api/admin/popup-settings',
      headers: {
        ...proxiedAdmin.headers,
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      payload: { enabled: false },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it.each(['https://strzelnica.example.pl', 'https://shooting.example.com'])(
    'accepts the configured public origin %s',
    async (origin) => {
      const response = await proxied.inject({
        method: 'POST',
        url: '/api/admin/popup-settings',
        headers: { ...proxiedAdmin.headers, origin, 'x-forwarded-proto': 'https' },
        payload: { enabled: true },
      });
      expect(response.statusCode).toBe(200);
    },
  );
});
