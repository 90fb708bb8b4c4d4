import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@shared/contracts/common';
import { createManualClock } from '../../lib/clock';
import { insertDemoBooking } from '../../test/factories/inbox';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';
import { unique } from '../../test/factories/visitors';

/**
 * The demo-bookings inbox lists by the meeting's time — upcoming ones first, soonest
 * on top, then past ones, latest on top — and filters 'Dziś', 'Nadchodzące', 'Minione' in the business zone.
 * "Now" is Wednesday 13.03.2030 12:00 in Warsaw (11:00 UTC).
 */
const clock = createManualClock('2030-03-13T11:00:00Z');
let app: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({}, { clock });
  ({ headers } = await signInAsAdmin(app));
});
afterAll(() => app.close());

describe('GET /api/admin/demo-bookings by meeting time', () => {
  const token = `mt${unique()}`;
  const times = {
    yesterday: '2030-03-12T09:00:00Z',
    todayEarly: '2030-03-13T05:00:00Z', // 06:00 Warsaw, past
    todayLate: '2030-03-13T14:00:00Z', // 15:00 Warsaw, to come
    tomorrow: '2030-03-14T08:00:00Z',
    nextWeek: '2030-03-20T08:00:00Z',
    // 23:30 UTC on the 12th is already the 13th in Warsaw, 00:30: today, not yesterday.
    warsawMidnight: '2030-03-12T23:30:00Z',
  };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // Created in an order unlike the meeting times, so creation order cannot pass for the right one.
    for (const [name, at] of Object.entries(times)) {
      ids[name] = (await insertDemoBooking(app.db, { token, selectedSlot: new Date(at) })).id;
    }
  });

  const list = async (query = '') => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/demo-bookings?q=${token}${query}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return {
      ids: response.json().map((item: { id: string }) => item.id) as string[],
      total: response.headers[TOTAL_COUNT_HEADER],
    };
  };

  it('lists upcoming meetings soonest first, then past ones latest first', async () => {
    expect((await list()).ids).toEqual(
      ['todayLate', 'tomorrow', 'nextWeek', 'todayEarly', 'warsawMidnight', 'yesterday'].map((n) => ids[n]),
    );
  });

  it('pages through that order without skipping or repeating', async () => {
    const pages = [...(await list('&limit=4')).ids, ...(await list('&limit=4&offset=4')).ids];
    expect(pages).toEqual((await list()).ids);
  });

  it.each([
    ['today', ['todayLate', 'todayEarly', 'warsawMidnight']],
    ['upcoming', ['todayLate', 'tomorrow', 'nextWeek']],
    ['past', ['todayEarly', 'warsawMidnight', 'yesterday']],
  ])('filters when=%s', async (when, expected) => {
    const result = await list(`&when=${when}`);
    expect(result.ids).toEqual(expected.map((n) => ids[n]));
    expect(result.total).toBe(String(expected.length));
  });

  it('follows the clock: an hour later the 15:00 meeting is still upcoming, the next day it is past', async () => {
    clock.set('2030-03-14T09:00:00Z');
    try {
      expect((await list('&when=today')).ids).toEqual([ids.tomorrow]);
      expect((await list('&when=upcoming')).ids).toEqual([ids.nextWeek]);
    } finally {
      clock.set('2030-03-13T11:00:00Z');
    }
  });

  it('exports what the filter shows', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/demo-bookings/export.csv?q=${token}&when=upcoming`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const rows = response.body.trim().split(/\r?\n/);
    expect(rows).toHaveLength(1 + 3);
    expect(rows[0]).toContain('Link do spotkania');
  });

  it('refuses an unknown when with 400 naming it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/demo-bookings?when=soon', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('when');
  });
});

describe('GET /api/admin/demo-bookings by meeting time, paged across now', () => {
  const token = `mb${unique()}`;
  const created = (day: number) => new Date(Date.UTC(2030, 0, day, 12));
  // Several bookings per time (cancelled ones and their successors): newest created first, then the id.
  // Created in an order unlike the listed one; the ids are set so the last tie-break is known.
  const bookings = {
    pastTieSecond: {
      slot: '2030-03-13T05:00:00Z',
      createdAt: created(7),
      id: '00000000-0000-4000-8000-000000000002',
    },
    atNow: { slot: '2030-03-13T11:00:00Z', createdAt: created(1), id: undefined },
    upcomingOlder: { slot: '2030-03-13T14:00:00Z', createdAt: created(2), id: undefined },
    pastOlder: { slot: '2030-03-13T05:00:00Z', createdAt: created(3), id: undefined },
    upcomingLater: { slot: '2030-03-14T08:00:00Z', createdAt: created(4), id: undefined },
    pastTieFirst: {
      slot: '2030-03-13T05:00:00Z',
      createdAt: created(7),
      id: '00000000-0000-4000-8000-000000000001',
    },
    upcomingNewer: { slot: '2030-03-13T14:00:00Z', createdAt: created(6), id: undefined },
    pastEarliest: { slot: '2030-03-12T09:00:00Z', createdAt: created(8), id: undefined },
  };
  // Four upcoming (a meeting starting right now is one), then four past.
  const expected = [
    'atNow',
    'upcomingNewer',
    'upcomingOlder',
    'upcomingLater',
    'pastTieFirst',
    'pastTieSecond',
    'pastOlder',
    'pastEarliest',
  ] as const;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    for (const [name, { slot, createdAt, id }] of Object.entries(bookings)) {
      const row = await insertDemoBooking(app.db, {
        token,
        selectedSlot: new Date(slot),
        createdAt,
        ...(id && { id }),
      });
      ids[name] = row.id;
    }
  });

  const page = async (query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/demo-bookings?q=${token}${query}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers[TOTAL_COUNT_HEADER]).toBe(String(expected.length));
    return response.json().map((item: { id: string }) => item.id) as string[];
  };

  it('orders ties on one time newest created first, then by id, on both sides of now', async () => {
    expect(await page('')).toEqual(expected.map((name) => ids[name]));
  });

  it('pages by offset across the boundary: the second page starts upcoming and ends past', async () => {
    expect(await page('&limit=3')).toEqual(expected.slice(0, 3).map((name) => ids[name]));
    expect(await page('&limit=3&offset=3')).toEqual(expected.slice(3, 6).map((name) => ids[name]));
    // Past the upcoming ones altogether: the offset counts them too.
    expect(await page('&limit=3&offset=6')).toEqual(expected.slice(6).map((name) => ids[name]));
  });

  it('gives every page size and offset the same slice of that order', async () => {
    for (let limit = 1; limit <= expected.length; limit++) {
      for (let offset = 0; offset <= expected.length; offset++) {
        const slice = expected.slice(offset, offset + limit).map((name) => ids[name]);
        expect(await page(`&limit=${limit}&offset=${offset}`), `limit=${limit}&offset=${offset}`).toEqual(
          slice,
        );
      }
    }
  });
});
