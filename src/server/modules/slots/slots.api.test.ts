import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@shared/contracts/common';
import { BOOKED_COUNT_HEADER, SLOT_WINDOW_MAX_DAYS } from '@shared/contracts/demo';
import { count } from 'drizzle-orm';
import {
  BOOKING_HORIZON_MONTHS,
  dayBounds,
  lastBookableDay,
  SLOT_PROBLEM_MESSAGES,
} from '@shared/slot-rules';
import { createManualClock } from '../../lib/clock';
import { slots } from '../../db/schema/index';
import { appWithAdmin, createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';
import { SLOT_EXISTS, SLOT_NOT_FOUND } from './service';
import { nextSaturday, postSlot, slotIso, weekdayAhead } from '../../test/factories/slots';

const { app, headers } = await appWithAdmin();

const adminList = (query = '') => app.inject({ method: 'GET', url: `/api/admin/slots${query}`, headers });
const publicList = (start: string, end: string) =>
  app.inject({
    method: 'GET',
    url: `/api/slots?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`,
  });

describe('POST /api/admin/slots', () => {
  it('creates a whole-hour weekday slot from 06:00 to 16:00 Warsaw time', async () => {
    const day = weekdayAhead(0);
    for (const hour of [6, 16]) {
      const response = await postSlot(app, headers, slotIso(day, hour));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(String),
        datetime: slotIso(day, hour),
        isBooked: false,
      });
    }
  });

  it('accepts the same instant written with an offset, and then refuses it as a duplicate', async () => {
    const day = weekdayAhead(1);
    const iso = slotIso(day, 9);
    const first = await postSlot(app, headers, iso);
    expect(first.statusCode).toBe(201);
    const asWarsaw = new Date(iso).toLocaleString('sv-SE', { timeZone: 'Europe/Warsaw' }).replace(' ', 'T');
    const offset = (new Date(`${asWarsaw}Z`).getTime() - new Date(iso).getTime()) / 3_600_000;
    const again = await postSlot(app, headers, `${asWarsaw}+0${offset}:00`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: SLOT_EXISTS, fields: { datetime: SLOT_EXISTS } });
    const stored = (await adminList()).json().filter((slot: { datetime: string }) => slot.datetime === iso);
    expect(stored).toHaveLength(1);
  });

  it.each([
    ['05:00 Warsaw', (day: ReturnType<typeof weekdayAhead>) => slotIso(day, 5), 'outside-hours'],
    ['17:00 Warsaw', (day: ReturnType<typeof weekdayAhead>) => slotIso(day, 17), 'outside-hours'],
    [
      'minutes not zero',
      (day: ReturnType<typeof weekdayAhead>) =>
        new Date(Date.parse(slotIso(day, 10)) + 30 * 60_000).toISOString(),
      'not-whole-hour',
    ],
    [
      'seconds not zero',
      (day: ReturnType<typeof weekdayAhead>) => new Date(Date.parse(slotIso(day, 10)) + 15_000).toISOString(),
      'not-whole-hour',
    ],
    ['a Saturday', () => slotIso(nextSaturday(), 10), 'weekend'],
    ['the past', () => '2024-03-05T09:00:00.000Z', 'past'],
  ] as const)('refuses %s with 400 naming datetime, storing nothing', async (_label, at, problem) => {
    const before = (await adminList()).headers[TOTAL_COUNT_HEADER];
    const response = await postSlot(app, headers, at(weekdayAhead(2)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: SLOT_PROBLEM_MESSAGES[problem],
      fields: { datetime: SLOT_PROBLEM_MESSAGES[problem] },
    });
    expect((await adminList()).headers[TOTAL_COUNT_HEADER]).toBe(before);
  });

  it.each([['not a date'], ['2026-07-15'], ['2026-07-15T10:00:00'], [1_750_000_000_000], [null]])(
    'refuses %j (not an ISO instant with offset) with 400',
    async (datetime) => {
      const response = await postSlot(app, headers, datetime);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('datetime');
    },
  );

  it('refuses a missing body field with 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/admin/slots', headers, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('datetime');
  });
});

describe('GET /api/admin/slots', () => {
  it('lists coming slots soonest first, then past ones, with counts in headers', async () => {
    const day = weekdayAhead(3);
    const later = (await postSlot(app, headers, slotIso(day, 14))).json();
    const sooner = (await postSlot(app, headers, slotIso(day, 8))).json();
    const [past] = await app.db
      .insert(slots)
      .values({ datetime: new Date('2024-03-05T09:00:00Z') })
      .returning({ id: slots.id });

    const response = await adminList();
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((slot: { id: string }) => slot.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids.at(-1)).toBe(past!.id);
    const first = response.json().find((slot: { id: string }) => slot.id === sooner.id);
    expect(first).toEqual({
      id: sooner.id,
      datetime: slotIso(day, 8),
      isBooked: false,
      bookedBy: null,
      bookerName: null,
      createdAt: expect.any(String),
    });
    expect(Number(response.headers[TOTAL_COUNT_HEADER])).toBe(ids.length);
    expect(response.headers[BOOKED_COUNT_HEADER]).toBe('0');
  });

  it('pages with limit and offset, the total staying the count of all', async () => {
    const all = await adminList();
    const page = await adminList('?limit=2&offset=1');
    expect(page.json()).toHaveLength(2);
    expect(page.json()[0].id).toBe(all.json()[1].id);
    expect(page.headers[TOTAL_COUNT_HEADER]).toBe(all.headers[TOTAL_COUNT_HEADER]);
    expect((await adminList('?limit=0')).statusCode).toBe(400);
  });

  it('is for the operator only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/slots' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/admin/slots/:id', () => {
  it('deletes a slot, then answers 404 for it', async () => {
    const created = (await postSlot(app, headers, slotIso(weekdayAhead(4), 11))).json();
    const response = await app.inject({ method: 'DELETE', url: `/api/admin/slots/${created.id}`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
    const again = await app.inject({ method: 'DELETE', url: `/api/admin/slots/${created.id}`, headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: SLOT_NOT_FOUND });
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/admin/slots/42', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('id');
  });
});

describe('GET /api/slots', () => {
  it("returns the day's slots earliest first as {id, datetime, isBooked}, nothing outside the window", async () => {
    const day = weekdayAhead(5);
    const next = weekdayAhead(6);
    await postSlot(app, headers, slotIso(day, 15));
    await postSlot(app, headers, slotIso(day, 7));
    await postSlot(app, headers, slotIso(next, 6));
    const { start, end } = dayBounds(day, 'Europe/Warsaw');
    const response = await publicList(start.toISOString(), end.toISOString());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: expect.any(String), datetime: slotIso(day, 7), isBooked: false },
      { id: expect.any(String), datetime: slotIso(day, 15), isBooked: false },
    ]);
  });

  it('needs no sign-in', async () => {
    const { start, end } = dayBounds(weekdayAhead(5), 'Europe/Warsaw');
    const response = await publicList(start.toISOString(), end.toISOString());
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['no start', '/api/slots?end=2026-07-15T21:59:59.999Z', ['start']],
    ['no end', '/api/slots?start=2026-07-14T22:00:00.000Z', ['end']],
    ['neither', '/api/slots', ['start', 'end']],
    ['a bad start', '/api/slots?start=yesterday&end=2026-07-15T21:59:59.999Z', ['start']],
    ['end before start', '/api/slots?start=2026-07-15T22:00:00.000Z&end=2026-07-15T21:59:59.999Z', ['end']],
    [
      `a window over ${SLOT_WINDOW_MAX_DAYS} days`,
      '/api/slots?start=2026-01-01T00:00:00.000Z&end=2026-03-15T00:00:00.000Z',
      ['end'],
    ],
  ])('answers 400 for %s, naming the field', async (_label, url, fields) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(expect.arrayContaining(fields));
    expect(response.json().error).toEqual(expect.any(String));
  });
});

describe('the booking horizon', () => {
  // Its own app on a manual clock: the horizon is measured from the app's "now", not the machine's.
  let clocked: TestApp;
  let clockedHeaders: Record<string, string>;
  beforeAll(async () => {
    clocked = await createTestApp({}, { clock: createManualClock('2026-07-01T08:00:00Z') });
    ({ headers: clockedHeaders } = await signInAsAdmin(clocked));
  });
  afterAll(() => clocked.close());

  const create = (datetime: string) =>
    clocked.inject({
      method: 'POST',
      url: '/api/admin/slots',
      headers: clockedHeaders,
      payload: { datetime },
    });

  it(`accepts slots up to the end of the month ${BOOKING_HORIZON_MONTHS} months ahead and refuses later ones`, async () => {
    expect(lastBookableDay({ year: 2026, month: 7, day: 1 })).toEqual({ year: 2028, month: 1, day: 31 });
    // 13 months ahead, and the last day of the horizon (Monday 31.01.2028).
    for (const iso of [
      slotIso({ year: 2027, month: 8, day: 4 }, 10),
      slotIso({ year: 2028, month: 1, day: 31 }, 16),
    ]) {
      expect((await create(iso)).statusCode).toBe(201);
    }
    const [row] = await clocked.db.select({ count: count() }).from(slots);
    const beyond = await create(slotIso({ year: 2028, month: 2, day: 1 }, 10));
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({
      error: SLOT_PROBLEM_MESSAGES['beyond-horizon'],
      fields: { datetime: SLOT_PROBLEM_MESSAGES['beyond-horizon'] },
    });
    expect(SLOT_PROBLEM_MESSAGES['beyond-horizon']).toContain('Data slotu');
    const [after] = await clocked.db.select({ count: count() }).from(slots);
    expect(after!.count).toBe(row!.count);
  });
});
