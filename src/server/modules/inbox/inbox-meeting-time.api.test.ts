import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@shared/contracts/common';
import { createManualClock } from '../../lib/clock';
import { insertDemoBooking } from '../../test/factories/inbox';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';

/**
 * issue 16, point 8: the demo-bookings inbox lists by the meeting's time — upcoming ones first, soonest
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
  const token = `mt${Date.now().toString(36)}`;
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
