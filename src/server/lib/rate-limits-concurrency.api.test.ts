import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bugReports, demoBookings, outboxMessages, rateLimitHits, slots } from '../db/schema/index';
import { publicPayloads } from '../test/factories/public-forms';
import { createRateLimiter } from './rate-limiter';
import { appWithAdmin, signInAsAdmin } from '../test/test-app';
import { LOGIN_CEILING_PER_EMAIL, LOGIN_LIMIT_PER_IP, LOGIN_LIMIT_PER_SOURCE } from '../modules/auth/service';
import { REPORTS_PER_TENANT } from '../modules/bug-report-intake/service';
import { CONTACT_LIMIT_PER_IP } from '../modules/contact/service';
import { FAILED_FEED_LOOKUPS_PER_IP } from '../modules/demo-calendar/service';
import { BOOKINGS_PER_IP, MANAGE_LINK_RESENDS_PER_ADDRESS } from '../modules/demo-booking/service';
import { FAILED_LOOKUPS_PER_IP } from '../modules/demo-booking/manage-service';
import { basicAuth, createTenant, requestToken, tokenFor } from '../test/factories/tenants';
import { TOKEN_FAILURES_PER_IP } from '../modules/oauth/service';
import { createSlots, slotIso, weekdayAhead } from '../test/factories/slots';
import { nextIp } from '../test/factories/visitors';

/*
 * Every limit counts before it decides. Each test sends a burst of requests at once
 * (Promise.all of app.inject, from one address unless it says otherwise) and expects exactly the
 * allowance to pass: a limit that read the count and counted afterwards let a whole burst read the old
 * count and pass.
 */

const BURST = 50;

const { app, headers } = await appWithAdmin();

/** Sends `count` requests at once; answers in the order sent. */
const burst = (count: number, send: (index: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: count }, (_, index) => send(index)));

/** How many answers had each status, e.g. { 401: 5, 429: 45 }. */
const statuses = (responses: LightMyRequestResponse[]) => {
  const tally: Record<number, number> = {};
  for (const { statusCode } of responses) tally[statusCode] = (tally[statusCode] ?? 0) + 1;
  return tally;
};

/** Every refusal is the house 429 with a Retry-After. */
const expectRefusalsWithRetryAfter = (responses: LightMyRequestResponse[]) => {
  for (const refused of responses.filter(({ statusCode }) => statusCode === 429)) {
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }
};

const login = (email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, remoteAddress });

const outboxCount = async (template: string, recipient: string) =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.template, template), eq(outboxMessages.recipient, recipient)))
  )[0]!.n;

describe('sign-in limits under a burst', () => {
  it(`lets exactly ${LOGIN_LIMIT_PER_SOURCE.limit} wrong passwords of ${BURST} sent at once through, per e-mail and address`, async () => {
    const { email, password } = await signInAsAdmin(app);
    const address = nextIp();
    const responses = await burst(BURST, (i) => login(email, `wrong password ${i}`, address));
    expect(statuses(responses)).toEqual({
      401: LOGIN_LIMIT_PER_SOURCE.limit,
      429: BURST - LOGIN_LIMIT_PER_SOURCE.limit,
    });
    expectRefusalsWithRetryAfter(responses);
    // That address stays slowed down, even with the right password; the operator elsewhere signs in.
    expect((await login(email, password, address)).statusCode).toBe(429);
    expect((await login(email, password, nextIp())).statusCode).toBe(200);
  });

  it(`lets exactly ${LOGIN_LIMIT_PER_IP.limit} failures of ${BURST} sent at once through, per address across e-mails`, async () => {
    const address = nextIp();
    const responses = await burst(BURST, (i) => login(`spray${i}-${address}@example.pl`, 'guess', address));
    expect(statuses(responses)).toEqual({
      401: LOGIN_LIMIT_PER_IP.limit,
      429: BURST - LOGIN_LIMIT_PER_IP.limit,
    });
    expectRefusalsWithRetryAfter(responses);
  });

  it('at the per-e-mail ceiling: tells the operator once, then a fresh address gets exactly one guess of a burst', async () => {
    const { email, password } = await signInAsAdmin(app);
    // Distributed guessing past the ceiling, all at once: each address once.
    const spread = await burst(LOGIN_CEILING_PER_EMAIL.limit + 10, (i) =>
      login(email, `distributed guess ${i}`, nextIp()),
    );
    expect(statuses(spread)).toEqual({ 401: LOGIN_CEILING_PER_EMAIL.limit + 10 });
    expect(await outboxCount('login-ceiling-alert', email)).toBe(1);

    const fresh = nextIp();
    const responses = await burst(BURST, (i) => login(email, `guess at the ceiling ${i}`, fresh));
    expect(statuses(responses)).toEqual({ 401: 1, 429: BURST - 1 });
    expectRefusalsWithRetryAfter(responses);
    expect(await outboxCount('login-ceiling-alert', email)).toBe(1);
    // A correct password from an address that has not failed always works.
    expect((await login(email, password, nextIp())).statusCode).toBe(200);
  });

  it('a right password gives its count back: successes never use up the failures allowed', async () => {
    const { email, password } = await signInAsAdmin(app);
    const address = nextIp();
    for (let i = 0; i < LOGIN_LIMIT_PER_IP.limit + 5; i++) {
      expect((await login(email, password, address)).statusCode).toBe(200);
    }
    const responses = await burst(BURST, (i) => login(`other${i}-${address}@example.pl`, 'guess', address));
    expect(statuses(responses)).toEqual({
      401: LOGIN_LIMIT_PER_IP.limit,
      429: BURST - LOGIN_LIMIT_PER_IP.limit,
    });
  });
});

describe('demo booking limits under a burst', () => {
  /** `count` free slots on days of their own (weekdays from `firstDay` on, 10 a day). */
  async function freeSlots(firstDay: number, count: number) {
    const datetimes = Array.from({ length: count }, (_, i) =>
      slotIso(weekdayAhead(firstDay + Math.floor(i / 10)), 6 + (i % 10)),
    );
    await createSlots(app, headers, datetimes);
    return datetimes;
  }

  const book = (payload: object, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/demo-booking', payload, remoteAddress });

  it(`books exactly ${BOOKINGS_PER_IP.limit} of ${BURST} free slots asked for at once from one address`, async () => {
    const datetimes = await freeSlots(0, BURST);
    const address = nextIp();
    const responses = await burst(BURST, (i) => book(publicPayloads.demo(datetimes[i]!), address));
    expect(statuses(responses)).toEqual({ 201: BOOKINGS_PER_IP.limit, 429: BURST - BOOKINGS_PER_IP.limit });
    expectRefusalsWithRetryAfter(responses);
    // The refused ones took nothing: exactly the allowed bookings hold slots.
    const taken = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(slots)
      .where(
        and(
          isNotNull(slots.bookedBy),
          inArray(
            slots.datetime,
            datetimes.map((d) => new Date(d)),
          ),
        ),
      );
    expect(taken[0]!.n).toBe(BOOKINGS_PER_IP.limit);
    // Another address still books.
    const [spare] = await freeSlots(BURST / 10, 1);
    expect((await book(publicPayloads.demo(spare!), nextIp())).statusCode).toBe(201);
  });

  it(`mails an address that already has a demo its manage link at most ${MANAGE_LINK_RESENDS_PER_ADDRESS.limit} times, however many ask at once`, async () => {
    const [held, other] = await freeSlots(BURST / 10 + 1, 2);
    const first = publicPayloads.demo(held!);
    expect((await book(first, nextIp())).statusCode).toBe(201);
    // Second bookings for that address, each from an address of its own (the per-address limit stays out).
    const again = { ...publicPayloads.demo(other!), email: first.email };
    const responses = await burst(BURST, () => book(again, nextIp()));
    expect(statuses(responses)).toEqual({ 409: BURST });
    expect(await outboxCount('demo-manage-link', first.email)).toBe(MANAGE_LINK_RESENDS_PER_ADDRESS.limit);
    const stored = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(demoBookings)
      .where(eq(demoBookings.email, first.email));
    expect(stored[0]!.n).toBe(1);
  });
});

describe('limits on wrong secrets under a burst', () => {
  it(`answers exactly ${FAILED_LOOKUPS_PER_IP.limit} wrong manage tokens of ${BURST} sent at once with 404, the rest 429`, async () => {
    const address = nextIp();
    const responses = await burst(BURST, (i) =>
      app.inject({ method: 'GET', url: `/api/demo-manage/wrong-token-${i}`, remoteAddress: address }),
    );
    expect(statuses(responses)).toEqual({
      404: FAILED_LOOKUPS_PER_IP.limit,
      429: BURST - FAILED_LOOKUPS_PER_IP.limit,
    });
    expectRefusalsWithRetryAfter(responses);
  });

  it(`answers exactly ${FAILED_FEED_LOOKUPS_PER_IP.limit} wrong calendar-feed addresses of ${BURST} sent at once with 404, the rest 429`, async () => {
    const address = nextIp();
    const responses = await burst(BURST, (i) =>
      app.inject({
        method: 'GET',
        url: `/api/admin/calendar/${String(i).padStart(43, 'w')}.ics`,
        remoteAddress: address,
      }),
    );
    expect(statuses(responses)).toEqual({
      404: FAILED_FEED_LOOKUPS_PER_IP.limit,
      429: BURST - FAILED_FEED_LOOKUPS_PER_IP.limit,
    });
    expectRefusalsWithRetryAfter(responses);
  });

  it(`answers exactly ${TOKEN_FAILURES_PER_IP.limit} wrong OAuth secrets of ${BURST} sent at once with 401, the rest 429`, async () => {
    const tenant = await createTenant(app, headers);
    const ip = nextIp();
    const responses = await burst(BURST, (i) =>
      requestToken(app, { ip, authorization: basicAuth(tenant.clientId, `wrong secret ${i}`) }),
    );
    expect(statuses(responses)).toEqual({
      401: TOKEN_FAILURES_PER_IP.limit,
      429: BURST - TOKEN_FAILURES_PER_IP.limit,
    });
    for (const refused of responses.filter(({ statusCode }) => statusCode === 429)) {
      expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
    }
    expectRefusalsWithRetryAfter(responses);
    // The refused guesses did not use up the client's own allowance: its right secret works elsewhere.
    expect(
      (await requestToken(app, { authorization: basicAuth(tenant.clientId, tenant.clientSecret) }))
        .statusCode,
    ).toBe(200);
  });

  it('a right secret gives its count back: token requests never use up the failures allowed', async () => {
    const tenant = await createTenant(app, headers);
    const ip = nextIp();
    for (let i = 0; i < TOKEN_FAILURES_PER_IP.limit + 5; i++) {
      const response = await requestToken(app, {
        ip,
        authorization: basicAuth(tenant.clientId, tenant.clientSecret),
      });
      expect(response.statusCode).toBe(200);
    }
    const responses = await burst(BURST, (i) =>
      requestToken(app, { ip, authorization: basicAuth(tenant.clientId, `wrong secret ${i}`) }),
    );
    expect(statuses(responses)).toEqual({
      401: TOKEN_FAILURES_PER_IP.limit,
      429: BURST - TOKEN_FAILURES_PER_IP.limit,
    });
  });
});

describe('limits on work under a burst', () => {
  it(`files exactly the reports left of a tenant's ${REPORTS_PER_TENANT.limit} when ${BURST} arrive at once`, async () => {
    const tenant = await createTenant(app, headers);
    const token = await tokenFor(app, tenant);
    const left = 10;
    // The window as if the tenant had filed all but `left` reports already.
    await app.db.insert(rateLimitHits).values({
      key: `bug-report:tenant:${tenant.id}`,
      windowStart: sql`now()`,
      count: REPORTS_PER_TENANT.limit - left,
    });
    const responses = await burst(BURST, (i) =>
      app.inject({
        method: 'POST',
        url: '/api/bug-report',
        headers: { authorization: `Bearer ${token}` },
        payload: { title: `Burst ${i}`, description: 'Pętla klienta wysyła zgłoszenia.' },
      }),
    );
    expect(statuses(responses)).toEqual({ 201: left, 429: BURST - left });
    expectRefusalsWithRetryAfter(responses);
    const filed = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bugReports)
      .where(eq(bugReports.tenantId, tenant.id));
    expect(filed[0]!.n).toBe(left);
  });

  it(`takes exactly ${CONTACT_LIMIT_PER_IP.limit} of ${BURST} contact messages sent at once from one address`, async () => {
    const address = nextIp();
    const responses = await burst(BURST, () =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: publicPayloads.contact(),
        remoteAddress: address,
      }),
    );
    expect(statuses(responses)).toEqual({
      201: CONTACT_LIMIT_PER_IP.limit,
      429: BURST - CONTACT_LIMIT_PER_IP.limit,
    });
    expectRefusalsWithRetryAfter(responses);
  });
});

describe('giving a reserved attempt back', () => {
  const rule = { limit: 5, windowSeconds: 15 * 60 };
  const countOf = async (key: string) =>
    (
      await app.db
        .select({ count: rateLimitHits.count })
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, key))
    )[0]!.count;

  it('returns it to the window it was counted in, and never to a later one', async () => {
    const limiter = createRateLimiter(app.db);
    const key = `test:give-back:${nextIp()}`;
    const first = await limiter.hit(key, rule);
    const second = await limiter.hit(key, rule);
    expect([first.count, second.count]).toEqual([1, 2]);
    await limiter.giveBack(second);
    expect(await countOf(key)).toBe(1);

    // The window ends (its start moved back past its length) and a new one begins with one attempt.
    await app.db
      .update(rateLimitHits)
      .set({ windowStart: sql`now() - make_interval(secs => ${rule.windowSeconds + 1})` })
      .where(eq(rateLimitHits.key, key));
    const inNewWindow = await limiter.hit(key, rule);
    expect(inNewWindow.count).toBe(1);
    await limiter.giveBack(first);
    expect(await countOf(key)).toBe(1);
  });
});
