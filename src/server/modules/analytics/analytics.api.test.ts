import { describe, expect, it } from 'vitest';
import { analyticsSalts } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { CHROME, GOOGLEBOT, IPHONE, pageViewsOf } from '../../test/factories/page-views';
import { publicPayloads } from '../../test/factories/public-forms';
import { nextIp } from '../../test/factories/visitors';
import { appWithAdmin } from '../../test/test-app';
import { VIEW_LIMITS } from './view-limits';

/**
 * The page-view beacon: what is counted and kept of a visit, one client's share of the report, and the beta
 * pop-up's 'already shown' marker kept by the same daily visitor id. Lead sources and the funnel:
 * lead-sources.api.test.ts.
 */

// Noon in Warsaw on a Tuesday, far from midnight: one business day unless the test moves the clock.
const clock = createManualClock('2030-03-05T11:00:00Z');
const DAY_MS = 86_400_000;
const { app, headers: admin } = await appWithAdmin({}, { clock });
const { visit, today, report, viewsOf } = pageViewsOf(app, clock, admin);

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
