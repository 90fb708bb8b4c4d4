import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { trafficReportSchema } from '@shared/contracts/analytics';
import { analyticsSalts, demoBookings, orders, pageViews } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { bookDemo } from '../../test/factories/demo-bookings';
import { publicPayloads } from '../../test/factories/public-forms';
import { weekdayAhead } from '../../test/factories/slots';
import { nextIp } from '../../test/factories/visitors';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';
import { VIEW_LIMITS } from './view-limits';
import { dayIn } from '@shared/calendar-day';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

// Noon in Warsaw on a Tuesday, far from midnight: one business day unless the test moves the clock.
const clock = createManualClock('2030-03-05T11:00:00Z');
const DAY_MS = 86_400_000;
let app: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp({}, { clock });
  ({ headers: admin } = await signInAsAdmin(app));
});
afterAll(() => app.close());

type Visit = { ip: string; ua?: string; path?: string; referrer?: string; event?: string; language?: string };
const visit = (v: Visit, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/visit',
    remoteAddress: v.ip,
    headers: { 'user-agent': v.ua ?? CHROME, ...headers },
    payload: {
      path: v.path ?? '/',
      referrer: v.referrer,
      language: v.language ?? 'pl',
      event: v.event ?? 'view',
    },
  });

const today = () => dayIn(clock.now(), 'Europe/Warsaw');
const report = async (from = today(), to = from) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/analytics/traffic?from=${from}&to=${to}`,
    headers: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return trafficReportSchema.parse(response.json());
};
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const viewsOf = async (day: string) => app.db.select().from(pageViews).where(eq(pageViews.day, day));

describe('POST /api/visit', () => {
  it('counts two views from one address and browser on one day as one visitor, on two days as two; the day before loses its salt', async () => {
    const ip = nextIp();
    const first = today();
    expect((await visit({ ip })).statusCode).toBe(204);
    expect((await visit({ ip, path: '/cennik' })).statusCode).toBe(204);
    expect((await report(first)).days).toEqual([{ day: first, visitors: 1, views: 2 }]);

    clock.advance(DAY_MS);
    const second = today();
    await visit({ ip });
    await app.jobs.runDue();
    const days = (await report(first, second)).days;
    expect(days).toEqual([
      { day: first, visitors: 1, views: 2 },
      { day: second, visitors: 1, views: 1 },
    ]);
    const ids = new Set([...(await viewsOf(first)), ...(await viewsOf(second))].map((row) => row.visitorId));
    expect(ids.size).toBe(2);
    const salts = await app.db.select({ day: analyticsSalts.day }).from(analyticsSalts);
    expect(salts.map((row) => row.day)).toEqual([second]);
  });

  it("stores nothing of a bot's beacon, nor of a browser sending Sec-GPC: 1 or DNT: 1", async () => {
    clock.advance(DAY_MS);
    const ip = nextIp();
    expect((await visit({ ip, ua: GOOGLEBOT })).statusCode).toBe(204);
    expect((await visit({ ip }, { 'sec-gpc': '1' })).statusCode).toBe(204);
    expect((await visit({ ip }, { dnt: '1' })).statusCode).toBe(204);
    await app.deps.analytics.flush();
    expect(await viewsOf(today())).toEqual([]);
  });

  it('keeps the day, page, language, referrer host, UTM values and device class, and nothing of the address', async () => {
    clock.advance(DAY_MS);
    const ip = nextIp();
    await visit({
      ip,
      ua: IPHONE,
      path: '/cennik?utm_source=Facebook&utm_medium=social&utm_campaign=jesien&x=1',
      referrer: 'https://m.facebook.com/some/post?id=1',
      language: 'en',
    });
    await app.deps.analytics.flush();
    const [row] = await viewsOf(today());
    expect(row).toMatchObject({
      day: today(),
      path: '/cennik',
      language: 'en',
      referrerHost: 'm.facebook.com',
      utmSource: 'facebook',
      utmMedium: 'social',
      utmCampaign: 'jesien',
      device: 'mobile',
      event: 'view',
    });
    expect(JSON.stringify(row)).not.toContain(ip);
    expect(row!.visitorId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('writes a batch of views in one statement, quotes, backslashes, braces, commas and all', async () => {
    clock.advance(DAY_MS);
    const awkward = ['/a"b', '/c\\d', '/{e,f}', '/NULL', "/g'h"];
    for (const path of awkward) {
      await visit({ ip: nextIp(), path: `${path}?utm_campaign=${encodeURIComponent('x"{,}\\y')}` });
    }
    await visit({ ip: nextIp(), path: '/', referrer: 'https://example.org/' });
    await app.deps.analytics.flush();
    const rows = await viewsOf(today());
    expect(rows.map((row) => row.path).sort()).toEqual(
      [...awkward.map((path) => new URL(path, 'http://x').pathname), '/'].sort(),
    );
    expect(rows.filter((row) => row.utmCampaign === 'x"{,}\\y')).toHaveLength(awkward.length);
    const plain = rows.find((row) => row.path === '/')!;
    expect(plain).toMatchObject({ referrerHost: 'example.org', utmSource: null, utmCampaign: null });
    expect(plain.createdAt.getTime()).toBe(clock.now().getTime());
  });

  it('refuses a path that is not ours with a 400 naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/visit',
      payload: { path: 'https://evil.example/', language: 'pl' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('path');
  });
});

describe("one client's share of the report", () => {
  const MINUTE_MS = 60_000;
  const storedToday = async () => {
    await app.deps.analytics.flush();
    return viewsOf(today());
  };

  it('counts a visitor’s page once in 10 seconds: 200 beacons at once are one view, each answered 204; after the window, one more', async () => {
    clock.advance(DAY_MS);
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 200 }, () => visit({ ip, path: '/cennik' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(200).fill(204));
    expect(answers.every((answer) => answer.body === '')).toBe(true);
    expect(await storedToday()).toHaveLength(1);

    // Another page, or another event on the page, is another view.
    await visit({ ip, path: '/' });
    await visit({ ip, path: '/cennik', event: 'pricing' });
    expect(await storedToday()).toHaveLength(3);

    clock.advance(VIEW_LIMITS.dedupeMs - 1);
    await visit({ ip, path: '/cennik' });
    expect(await storedToday()).toHaveLength(3);
    clock.advance(1);
    await visit({ ip, path: '/cennik' });
    expect(await storedToday()).toHaveLength(4);
  });

  it('stores at most 60 views a minute and 600 an hour from one address, the rest answered alike and dropped; another address is not held back', async () => {
    clock.advance(DAY_MS);
    // The start of an hour, so the minutes below stay within it.
    clock.advance(3_600_000 - (clock.now().getTime() % 3_600_000));
    const ip = nextIp();
    let page = 0;
    const burst = async (count: number, from = ip) => {
      const answers = [];
      for (let i = 0; i < count; i++) answers.push(await visit({ ip: from, path: `/strona-${page++}` }));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(count).fill(204));
    };

    await burst(VIEW_LIMITS.perMinute + 15);
    expect(await storedToday()).toHaveLength(VIEW_LIMITS.perMinute);
    await burst(3, nextIp());
    expect(await storedToday()).toHaveLength(VIEW_LIMITS.perMinute + 3);

    for (let minute = 1; minute < VIEW_LIMITS.perHour / VIEW_LIMITS.perMinute + 2; minute++) {
      clock.advance(MINUTE_MS);
      await burst(VIEW_LIMITS.perMinute);
    }
    const mine = async () => (await storedToday()).length - 3;
    expect(await mine()).toBe(VIEW_LIMITS.perHour);

    // The next hour opens again.
    clock.advance(3_600_000);
    await burst(1);
    expect(await mine()).toBe(VIEW_LIMITS.perHour + 1);
  });

  it('counts at most 20 visitors a day from one address, however many User-Agents it sends; the report stays honest and the next day starts afresh', async () => {
    clock.advance(DAY_MS);
    const ip = nextIp();
    const agents = Array.from({ length: 100 }, (_, i) => `${CHROME} flood/${i}`);
    for (const [i, ua] of agents.entries()) {
      expect((await visit({ ip, ua, path: `/p${i}` })).statusCode).toBe(204);
    }
    // A real visitor behind another address is counted as ever.
    await visit({ ip: nextIp(), ua: IPHONE });
    const { days } = await report();
    expect(days[0]!.visitors).toBe(VIEW_LIMITS.visitorsPerDay + 1);
    // A visitor already counted today keeps being counted.
    clock.advance(MINUTE_MS);
    await visit({ ip, ua: agents[0], path: '/cennik' });
    expect((await report()).days[0]).toEqual({
      day: today(),
      visitors: VIEW_LIMITS.visitorsPerDay + 1,
      views: VIEW_LIMITS.visitorsPerDay + 2,
    });

    clock.advance(DAY_MS);
    await visit({ ip, ua: agents[99] });
    expect((await report()).days[0]!.visitors).toBe(1);
  });

  it('takes an IPv6 client by its /64: new addresses within it share one allowance', async () => {
    clock.advance(DAY_MS);
    const prefix = `2001:db8:${(Number(process.env.VITEST_WORKER_ID ?? 0) % 65_536).toString(16)}:7`;
    for (let i = 1; i <= 40; i++) {
      await visit({ ip: `${prefix}::${i.toString(16)}`, ua: `${CHROME} v6/${i}`, path: `/v6-${i}` });
    }
    await visit({ ip: `${prefix}:0:0:0:ffff`, ua: `${CHROME} v6/last` });
    expect((await report()).days[0]!.visitors).toBe(VIEW_LIMITS.visitorsPerDay);
  });
});

describe('lead sources', () => {
  it('a demo booked after arriving with utm_source=facebook&utm_campaign=jesien carries them; one with no earlier view is direct', async () => {
    clock.advance(DAY_MS);
    const ip = nextIp();
    await visit({ ip, path: '/?utm_source=facebook&utm_campaign=jesien' });
    await visit({ ip, path: '/cennik' });
    const headers = { 'user-agent': CHROME };
    const visitor = { name: 'Jan Kowalski', email: 'jan.zrodlo@klub.pl' };
    const day = weekdayAhead(3, clock.now());
    const { id } = await bookDemo(app, admin, day, 10, visitor, { remoteAddress: ip, headers });
    const { id: directId } = await bookDemo(
      app,
      admin,
      day,
      11,
      { ...visitor, email: 'ola@klub.pl' },
      {
        remoteAddress: nextIp(),
        headers,
      },
    );

    const [booked] = await app.db.select().from(demoBookings).where(eq(demoBookings.id, id));
    expect(booked).toMatchObject({
      source: {
        utmSource: 'facebook',
        utmCampaign: 'jesien',
        utmMedium: null,
        referrerHost: null,
        landingPage: '/',
      },
      sourceChannel: 'campaign',
    });
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/demo-bookings?source=campaign`,
      headers: admin,
    });
    expect(list.json().map((item: { id: string }) => item.id)).toEqual([id]);
    const direct = await app.inject({
      method: 'GET',
      url: `/api/admin/demo-bookings?source=direct`,
      headers: admin,
    });
    expect(direct.json()).toEqual([expect.objectContaining({ id: directId, source: null })]);

    const csv = await app.inject({
      method: 'GET',
      url: `/api/admin/demo-bookings/export.csv`,
      headers: admin,
    });
    expect(csv.body).toContain('Źródło');
    expect(csv.body).toContain('facebook · kampania jesien · wejście: /');
    expect(csv.body).toContain('bezpośrednio');
    // The record keeps no visitor id.
    expect(JSON.stringify(booked)).not.toMatch(/[0-9a-f]{32}/);
  });

  it('stores the source in the record’s own insert, for a demo booking, an order, a message and a beta sign-up', async () => {
    clock.advance(DAY_MS);
    // What each lead table's row holds at the moment it is inserted: a later UPDATE would not show here.
    await app.db.execute(sql`create table inserted_leads (kind text, source jsonb, source_channel text)`);
    await app.db.execute(sql`
      create function note_inserted_lead() returns trigger language plpgsql as $$
      begin
        insert into inserted_leads values (tg_table_name, new.source, new.source_channel);
        return new;
      end $$`);
    const tables = ['demo_bookings', 'orders', 'contacts', 'beta_signups'];
    for (const table of tables) {
      await app.db.execute(
        sql.raw(`create trigger note_inserted_lead after insert on ${table}
          for each row execute function note_inserted_lead()`),
      );
    }
    try {
      const headers = { 'user-agent': CHROME };
      const arrive = async () => {
        const ip = nextIp();
        await visit({ ip, path: '/cennik?utm_source=newsletter&utm_medium=email' });
        return ip;
      };
      const day = weekdayAhead(4, clock.now());
      await bookDemo(
        app,
        admin,
        day,
        14,
        { name: 'Ewa Źródło', email: 'ewa.zrodlo@klub.pl' },
        { remoteAddress: await arrive(), headers },
      );
      const posts = [
        ['/api/order', publicPayloads.simpleOrder()],
        ['/api/contact', publicPayloads.contact()],
        ['/api/beta-test-signup', publicPayloads.beta()],
      ] as const;
      for (const [url, payload] of posts) {
        const response = await app.inject({
          method: 'POST',
          url,
          remoteAddress: await arrive(),
          headers,
          payload,
        });
        expect(response.statusCode, response.body).toBe(201);
      }
      const inserted = rowsOf<{ kind: string; source: unknown; source_channel: string }>(
        await app.db.execute(sql`select * from inserted_leads`),
      );
      expect(inserted.map((row) => row.kind).sort()).toEqual([...tables].sort());
      for (const row of inserted) {
        expect(row).toMatchObject({
          source_channel: 'campaign',
          source: { utmSource: 'newsletter', utmMedium: 'email', landingPage: '/cennik' },
        });
      }
    } finally {
      for (const table of tables) {
        await app.db.execute(sql.raw(`drop trigger note_inserted_lead on ${table}`));
      }
      await app.db.execute(sql`drop function note_inserted_lead()`);
      await app.db.execute(sql`drop table inserted_leads`);
    }
  });

  it("the funnel's counts for a seeded day are the seeded numbers, by source and language", async () => {
    clock.advance(DAY_MS);
    // 6 visitors: 4 from Google (one of them English), 2 direct; 4 see the prices (3 on /cennik, 1 the
    // landing page's section), 3 open a dialog, 2 book a demo, 1 orders and pays. A third booking comes from
    // a direct visitor who saw neither the prices nor a dialog: each step counts only those who reached the
    // one before, so it is a visitor and no step further.
    const visitors = Array.from({ length: 6 }, () => nextIp());
    for (const [index, ip] of visitors.entries()) {
      await visit({
        ip,
        referrer: index < 4 ? 'https://www.google.com/' : undefined,
        language: index === 3 ? 'en' : 'pl',
      });
    }
    for (const ip of visitors.slice(0, 3)) await visit({ ip, path: '/cennik' });
    await visit({ ip: visitors[4]!, event: 'pricing' });
    for (const ip of visitors.slice(0, 3)) await visit({ ip, path: '/cennik', event: 'dialog' });
    const headers = { 'user-agent': CHROME };
    const day = weekdayAhead(3, clock.now());
    // Three bookings: two by visitors who saw the prices and the dialog, one by a visitor who did not.
    for (const [n, hour, visitor] of [
      [1, 12, visitors[0]],
      [2, 13, visitors[1]],
      [3, 15, visitors[5]],
    ] as const) {
      await bookDemo(
        app,
        admin,
        day,
        hour,
        { name: 'A B', email: `a${n}@klub.pl` },
        { remoteAddress: visitor, headers },
      );
    }
    const ordered = await app.inject({
      method: 'POST',
      url: '/api/order',
      remoteAddress: visitors[2],
      headers,
      payload: publicPayloads.simpleOrder(),
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    await app.db
      .update(orders)
      // Paid later by the operator; created by the database's clock, so placed on the seeded day here.
      .set({ paidOn: '2030-03-20', createdAt: clock.now() })
      .where(eq(orders.id, ordered.json<{ id: string }>().id));

    const { funnel, sources, totals, pages } = await report();
    expect(funnel.total).toEqual([6, 4, 3, 3, 1, 1]);
    expect(funnel.bySource).toEqual([
      { source: 'google.com', counts: [4, 3, 3, 3, 1, 1] },
      { source: 'bezpośrednio', counts: [2, 1, 0, 0, 0, 0] },
    ]);
    expect(funnel.byLanguage).toEqual([
      { language: 'pl', counts: [5, 4, 3, 3, 1, 1] },
      { language: 'en', counts: [1, 0, 0, 0, 0, 0] },
    ]);
    expect(totals).toEqual({ visitors: 6, views: 9 });
    expect(sources).toEqual([
      { source: 'google.com', visitors: 4, views: 7 },
      { source: 'bezpośrednio', visitors: 2, views: 2 },
    ]);
    expect(pages).toEqual([
      { path: '/', visitors: 6, views: 6 },
      { path: '/cennik', visitors: 3, views: 3 },
    ]);

    // Rolled up the next day, the same numbers come from the kept aggregates; raw views go after 30 days.
    const seeded = today();
    clock.advance(DAY_MS);
    await app.jobs.runDue();
    const kept = await report(seeded);
    expect(kept.funnel.total).toEqual([6, 4, 3, 3, 1, 1]);
    expect(kept.totals).toEqual({ visitors: 6, views: 9 });
    clock.advance(31 * DAY_MS);
    await app.jobs.runDue();
    expect(await viewsOf(seeded)).toEqual([]);
    expect((await report(seeded)).funnel.total).toEqual([6, 4, 3, 3, 1, 1]);
    const [{ count } = { count: -1 }] = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(pageViews)
      .where(sql`${pageViews.day} < ${seeded}::date + 1`);
    expect(count).toBe(0);
  });

  it('is for the admin only and refuses a reversed period', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/analytics/traffic?from=2030-01-01&to=2030-01-02' }))
        .statusCode,
    ).toBe(401);
    const reversed = await app.inject({
      method: 'GET',
      url: '/api/admin/analytics/traffic?from=2030-01-05&to=2030-01-02',
      headers: admin,
    });
    expect(reversed.statusCode).toBe(400);
  });
});

describe("the beta pop-up's 'already shown' marker", () => {
  const popupState = async (ip: string, ua = CHROME, headers: Record<string, string> = {}) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/popup-settings',
      remoteAddress: ip,
      headers: { 'user-agent': ua, ...headers },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json<{ enabled: boolean; shown: boolean }>();
  };
  const setPopup = async (enabled: boolean) =>
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/popup-settings',
          payload: { enabled },
          headers: admin,
        })
      ).statusCode,
    ).toBe(200);

  it('is kept per visitor and day: shown once, another browser not, the next day not, and nothing on the device', async () => {
    clock.advance(DAY_MS);
    await setPopup(true);
    try {
      const ip = nextIp();
      expect(await popupState(ip)).toEqual({ enabled: true, shown: false });
      const shown = await visit({ ip, event: 'popup' });
      expect(shown.statusCode).toBe(204);
      expect(shown.headers['set-cookie']).toBeUndefined();
      // At once, without waiting for the batch.
      expect(await popupState(ip)).toEqual({ enabled: true, shown: true });
      // Another browser at the same address, and the same browser elsewhere, are other visitors.
      expect(await popupState(ip, IPHONE)).toEqual({ enabled: true, shown: false });
      expect(await popupState(nextIp())).toEqual({ enabled: true, shown: false });
      // Not a view: the day's counts are unchanged.
      expect((await report()).totals).toEqual({ visitors: 0, views: 0 });

      // The next day the salt is new and yesterday's is destroyed: the marker means nothing any more.
      clock.advance(DAY_MS);
      await app.jobs.runDue();
      expect(await popupState(ip)).toEqual({ enabled: true, shown: false });
    } finally {
      await setPopup(false);
    }
  });

  it('counts as shown for the rest of the day once the visitor has written, booked, ordered or signed up', async () => {
    clock.advance(DAY_MS);
    await setPopup(true);
    try {
      const ip = nextIp();
      await visit({ ip, path: '/' });
      expect(await popupState(ip)).toEqual({ enabled: true, shown: false });
      const sent = await app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: ip,
        headers: { 'user-agent': CHROME },
        payload: publicPayloads.contact(),
      });
      expect(sent.statusCode, sent.body).toBe(201);
      // Another page of the same visit (a full load) asks again: no marketing after the conversion.
      expect(await popupState(ip)).toEqual({ enabled: true, shown: true });
      expect(await popupState(nextIp())).toEqual({ enabled: true, shown: false });
    } finally {
      await setPopup(false);
    }
  });

  it('counts as shown for a browser asking not to be tracked (nothing is remembered of it), and off when switched off', async () => {
    clock.advance(DAY_MS);
    const ip = nextIp();
    expect(await popupState(ip)).toEqual({ enabled: false, shown: false });
    await setPopup(true);
    try {
      expect(await popupState(ip, CHROME, { 'sec-gpc': '1' })).toEqual({ enabled: true, shown: true });
      expect(await popupState(ip, CHROME, { dnt: '1' })).toEqual({ enabled: true, shown: true });
      expect(await popupState(ip, GOOGLEBOT)).toEqual({ enabled: true, shown: true });
      await visit({ ip, event: 'popup' }, { 'sec-gpc': '1' });
      await app.deps.analytics.flush();
      expect(await viewsOf(today())).toEqual([]);
    } finally {
      await setPopup(false);
    }
  });

  it("the operator's 'test' clears today's marker of the operator's own browser only", async () => {
    clock.advance(DAY_MS);
    await setPopup(true);
    try {
      const operatorIp = nextIp();
      const visitorIp = nextIp();
      for (const ip of [operatorIp, visitorIp]) await visit({ ip, event: 'popup' });
      const anonymous = await app.inject({
        method: 'DELETE',
        url: '/api/admin/popup-shown',
        remoteAddress: operatorIp,
        headers: { 'user-agent': CHROME },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(await popupState(operatorIp)).toEqual({ enabled: true, shown: true });
      const cleared = await app.inject({
        method: 'DELETE',
        url: '/api/admin/popup-shown',
        remoteAddress: operatorIp,
        headers: { ...admin, 'user-agent': CHROME },
      });
      expect(cleared.statusCode).toBe(204);
      expect(await popupState(operatorIp)).toEqual({ enabled: true, shown: false });
      expect(await popupState(visitorIp)).toEqual({ enabled: true, shown: true });
    } finally {
      await setPopup(false);
    }
  });
});
