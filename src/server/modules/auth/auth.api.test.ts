import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, sessions } from '../../db/schema/index';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';
import { nextIp, uniqueEmail } from '../../test/factories/visitors';
import {
  createAuthService,
  LOGIN_CEILING_PER_EMAIL,
  LOGIN_LIMIT_PER_IP,
  LOGIN_LIMIT_PER_SOURCE,
} from './service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  // A route that fails unexpectedly, to prove a 500 never leaks internals.
  app.get('/api/test-failure', async () => {
    throw new Error('secret internal detail');
  });
});
afterAll(() => app.close());

const login = (
  email: string,
  password: string,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    headers,
    remoteAddress,
  });

describe('sign-in', () => {
  it('answers 401 for the current user when signed out', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Not signed in' });
  });

  it('signs in, sets an HttpOnly SameSite=Lax session cookie and returns the user', async () => {
    const { email, password } = await signInAsAdmin(app);
    const response = await login(email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, role: 'admin' });
    const cookie = response.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const me = await app.inject({ method: 'GET', url: '/api/admin/user', cookies: { sid: cookie.value } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, role: 'admin' });
  });

  it('gives a new session id at every sign-in and stores only its hash', async () => {
    const { email, password, cookie } = await signInAsAdmin(app);
    const again = await login(email, password);
    const second = again.cookies.find((c) => c.name === 'sid')!.value;
    expect(`sid=${second}`).not.toBe(cookie);
    const stored = await app.db.select({ idHash: sessions.idHash }).from(sessions);
    expect(stored.map((s) => s.idHash)).not.toContain(second);
  });

  it('answers wrong password and unknown e-mail alike, with no hint which', async () => {
    const { email } = await signInAsAdmin(app);
    const wrongPassword = await login(email, 'not the password at all');
    const unknownEmail = await login('nobody-here@example.pl', 'not the password at all');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('refuses missing fields with 400 naming them', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: '' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('slows the source that guesses with 429 and Retry-After, even for the right password from there', async () => {
    const { email, password } = await signInAsAdmin(app);
    const ip = nextIp();
    for (let i = 0; i < LOGIN_LIMIT_PER_SOURCE.limit; i++) {
      expect((await login(email, `wrong password ${i}`, {}, ip)).statusCode).toBe(401);
    }
    const blocked = await login(email, password, {}, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('wrong passwords from other addresses never lock the right password out', async () => {
    const { email, password } = await signInAsAdmin(app);
    for (let source = 0; source < 5; source++) {
      const ip = nextIp();
      for (let i = 0; i < LOGIN_LIMIT_PER_SOURCE.limit; i++)
        await login(email, `wrong ${source}/${i}`, {}, ip);
      expect((await login(email, 'one more wrong guess', {}, ip)).statusCode).toBe(429);
    }
    const mine = await login(email, password, {}, nextIp());
    expect(mine.statusCode).toBe(200);
  });

  it('at the per-e-mail ceiling: tells the operator once and allows one guess per source', async () => {
    const reached: string[] = [];
    const auth = createAuthService({
      db: app.db,
      onLoginCeilingReached: async (email) => void reached.push(email),
    });
    const { email, password } = await signInAsAdmin(app);
    const refused = async (ip: string, attempt: string) => {
      await expect(auth.authenticate(email, attempt, { ip: ip, userAgent: null })).rejects.toMatchObject({
        statusCode: 429,
      });
    };
    // Distributed guessing: many sources, each staying under its own limit.
    const sources = Array.from({ length: LOGIN_CEILING_PER_EMAIL.limit / 2 }, () => nextIp());
    for (const ip of sources) {
      for (let i = 0; i < 2; i++) {
        await expect(
          auth.authenticate(email, `guess ${ip} ${i}`, { ip: ip, userAgent: null }),
        ).rejects.toMatchObject({ statusCode: 401 });
      }
    }
    expect(reached).toEqual([email]);
    // A source that already failed is refused now; a fresh source gets one try, and the right password works.
    await refused(sources[0]!, 'another guess');
    const fresh = nextIp();
    await expect(
      auth.authenticate(email, 'fresh guess', { ip: fresh, userAgent: null }),
    ).rejects.toMatchObject({ statusCode: 401 });
    await refused(fresh, 'second fresh guess');
    await expect(
      auth.authenticate(email, password, { ip: nextIp(), userAgent: null }),
    ).resolves.toMatchObject({ email });
    expect(reached).toEqual([email]);
  });

  it('e-mails the operator through the outbox once when the ceiling is reached', async () => {
    const { email } = await signInAsAdmin(app);
    const perSource = LOGIN_LIMIT_PER_SOURCE.limit;
    for (let failures = 0; failures < LOGIN_CEILING_PER_EMAIL.limit; failures += perSource) {
      const ip = nextIp();
      for (let i = 0; i < perSource; i++) await login(email, `distributed guess ${failures + i}`, {}, ip);
    }
    expect((await login(email, 'one guess past the ceiling', {}, nextIp())).statusCode).toBe(401);
    const alerts = await app.db
      .select({ subject: outboxMessages.subject, text: outboxMessages.text })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.template, 'login-ceiling-alert'), eq(outboxMessages.recipient, email)));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toBe(`Wiele nieudanych logowań do panelu: ${email}`);
    expect(alerts[0]!.text).toContain(`${LOGIN_CEILING_PER_EMAIL.limit} w ciągu 60 min`);
  });

  it('limits one address trying many e-mails', async () => {
    const ip = nextIp();
    for (let i = 0; i < LOGIN_LIMIT_PER_IP.limit; i++) {
      expect((await login(`spray${i}-${ip}@example.pl`, 'guess', {}, ip)).statusCode).toBe(401);
    }
    expect((await login(`spray-last-${ip}@example.pl`, 'guess', {}, ip)).statusCode).toBe(429);
  });
});

describe('sign-out', () => {
  for (const path of ['/api/admin/logout', '/api/logout']) {
    it(`${path} ends the session`, async () => {
      const { headers } = await signInAsAdmin(app);
      const response = await app.inject({ method: 'POST', url: path, headers });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === 'sid')?.value).toBe('');
      const me = await app.inject({ method: 'GET', url: '/api/admin/user', headers });
      expect(me.statusCode).toBe(401);
    });
  }

  it('ends sessions idle for too long', async () => {
    const { headers } = await signInAsAdmin(app);
    await app.db.update(sessions).set({ lastSeenAt: sql`now() - interval '13 hours'` });
    const me = await app.inject({ method: 'GET', url: '/api/admin/user', headers });
    expect(me.statusCode).toBe(401);
  });

  it('a password reset ends every session of that admin', async () => {
    const { email, headers } = await signInAsAdmin(app);
    await createAuthService({ db: app.db }).resetPassword(email, 'another long password');
    expect((await app.inject({ method: 'GET', url: '/api/admin/user', headers })).statusCode).toBe(401);
    expect((await login(email, 'another long password')).statusCode).toBe(200);
  });
});

describe('the admin guard and API hygiene', () => {
  it.each([
    ['GET', '/api/admin/contacts'],
    ['GET', '/api/admin/does-not-exist'],
    ['GET', '/api/%61dmin/user'],
    ['GET', '/api//admin/user'],
    ['POST', '/api/admin/slots'],
    ['DELETE', '/api/admin/slots/00000000-0000-0000-0000-000000000000'],
    ['POST', '/api/testimonials'],
    ['POST', '/api/admin/logout'],
  ] as const)('%s %s anonymous gets 401', async (method, url) => {
    const response = await app.inject({
      method,
      url,
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('error');
  });

  it('answers bad JSON with 400, a 2 MB body with 413, an unknown API path with 404 JSON', async () => {
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ error: 'The request body is not valid JSON' });

    const huge = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.pl', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);

    const unknown = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Not found' });
  });

  it('refuses state-changing requests from a foreign origin', async () => {
    const { email, password } = await signInAsAdmin(app);
    const foreign = await login(email, password, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await login(email, password, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await login(email, password, { origin: 'http://localhost:80', host: 'localhost:80' });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('sends an API answer the security headers that apply to it, with a CSP that grants nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/user' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // Document-only headers stay off the most frequent answers.
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    // Only the reference itself is a document: a path that merely begins like it is an API answer.
    const lookalike = await app.inject({ method: 'GET', url: '/api/docsearch' });
    expect(lookalike.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("sends the API reference, a document, the pages' full set and their CSP", async () => {
    for (const url of ['/api/docs', '/api/docs/static/index.html', '/api/docs/json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('answers an unexpected failure with 500 and a request id, never the internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.json()).toMatchObject({ error: 'Internal server error', requestId: expect.any(String) });
  });
});

describe('the configured first admin', () => {
  it('is created once when several processes ensure it at the same moment', async () => {
    const email = uniqueEmail('first-admin', 'example.pl');
    const outcomes = await Promise.all(
      Array.from({ length: 3 }, () =>
        createAuthService({ db: app.db }).ensureAdmin(email, 'a password of 12+ chars'),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'exists')).toHaveLength(2);
  });
});
