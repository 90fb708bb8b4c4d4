import { and, gte, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSlotDateTime, instantOf } from '@shared/slot-rules';
import { slots } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';
import { createSlot } from '../../test/factories/slots';

/**
 * Weekly availability creates a range's slots at once (with a preview the server
 * computes), and a day's free slots go at once. "Now" is Wednesday 13.03.2030 12:00 in Warsaw.
 */
const WARSAW = 'Europe/Warsaw';
const clock = createManualClock('2030-03-13T11:00:00Z');
let app: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({}, { clock });
  ({ headers } = await signInAsAdmin(app));
});
afterAll(() => app.close());

const at = (day: number, hour: number) => instantOf({ year: 2030, month: 3, day, hour }, WARSAW);
const bulk = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/admin/slots/bulk', headers, payload });
const slotsBetween = async (from: Date, to: Date) =>
  (
    await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(slots)
      .where(and(gte(slots.datetime, from), lte(slots.datetime, to)))
  )[0]!.count;

describe('POST /api/admin/slots/bulk', () => {
  // Mon, Wed, Fri at 9, 12 and 15 from Monday 11.03 to Friday 22.03: 18 hours, of which Monday 11.03 and
  // Wednesday 13.03 9:00 and 12:00 are past (12:00 is now), and Monday 18.03 9:00 exists already.
  const availability = { from: '2030-03-11', to: '2030-03-22', weekdays: [1, 3, 5], hours: [15, 9, 12] };

  it('previews without creating, then creates exactly what it previewed, skipping existing and past hours', async () => {
    await createSlot(app, headers, at(18, 9));
    const before = await slotsBetween(at(11, 0), at(22, 23));

    const preview = await bulk({ ...availability, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      dryRun: true,
      toCreate: 12,
      created: 0,
      existing: 1,
      past: 5,
      refused: 0,
    });
    expect(await slotsBetween(at(11, 0), at(22, 23))).toBe(before);

    const created = await bulk(availability);
    expect(created.json()).toEqual({
      dryRun: false,
      toCreate: 12,
      created: 12,
      existing: 1,
      past: 5,
      refused: 0,
    });
    expect(await slotsBetween(at(11, 0), at(22, 23))).toBe(before + 12);
    const list = await app.db
      .select({ datetime: slots.datetime })
      .from(slots)
      .where(and(gte(slots.datetime, at(13, 0)), lte(slots.datetime, at(13, 23))));
    expect(list.map((row) => formatSlotDateTime(row.datetime, WARSAW))).toEqual(['13.03.2030 15:00']);

    // Again: nothing new, everything counted as existing.
    expect((await bulk(availability)).json()).toMatchObject({ toCreate: 0, created: 0, existing: 13 });
  });

  it('skips hours past the booking horizon as refused', async () => {
    const response = await bulk({
      from: '2031-10-06',
      to: '2031-10-10',
      weekdays: [1],
      hours: [9],
      dryRun: true,
    });
    expect(response.json()).toMatchObject({ toCreate: 0, refused: 1 });
  });

  it.each([
    ['to before from', { to: '2030-03-10' }, 'to'],
    ['a range over 92 days', { to: '2030-06-25' }, 'to'],
    ['a weekend day', { weekdays: [6] }, 'weekdays.0'],
    ['no weekday', { weekdays: [] }, 'weekdays'],
    ['an hour before 6', { hours: [5] }, 'hours.0'],
    ['an hour after 16', { hours: [17] }, 'hours.0'],
    ['a half hour', { hours: [9.5] }, 'hours.0'],
    ['no month 13', { from: '2030-13-01' }, 'from'],
    ['the year 1999', { from: '1999-03-11' }, 'from'],
    ['a non-boolean dryRun', { dryRun: 'yes' }, 'dryRun'],
  ])('refuses %s with 400 naming the field, creating nothing', async (_case, change, field) => {
    const before = await slotsBetween(at(1, 0), at(31, 23));
    const response = await bulk({ ...availability, from: '2030-03-25', to: '2030-03-29', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty([field]);
    expect(await slotsBetween(at(1, 0), at(31, 23))).toBe(before);
  });

  it('is for admins only', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/slots/bulk',
      payload: availability,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/admin/slots?date=', () => {
  it("deletes the day's free slots and keeps the booked one and other days", async () => {
    const made = (
      await bulk({ from: '2030-03-27', to: '2030-03-28', weekdays: [3, 4], hours: [9, 10, 11] })
    ).json();
    expect(made).toMatchObject({ created: 6 });
    const booked = at(27, 10).toISOString();
    const booking = await app.inject({
      method: 'POST',
      url: '/api/demo-booking',
      payload: {
        name: 'Jan Kowalski',
        email: 'jan.bulk@klub.pl',
        preferredDate: formatSlotDateTime(new Date(booked), WARSAW),
        selectedSlot: booked,
      },
    });
    expect(booking.statusCode).toBe(201);

    const response = await app.inject({ method: 'DELETE', url: '/api/admin/slots?date=2030-03-27', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 2, kept: 1 });
    const left = await app.db
      .select({ datetime: slots.datetime, bookedBy: slots.bookedBy })
      .from(slots)
      .where(and(gte(slots.datetime, at(27, 0)), lte(slots.datetime, at(28, 23))));
    expect(left.map((row) => formatSlotDateTime(row.datetime, WARSAW)).sort()).toEqual([
      '27.03.2030 10:00',
      '28.03.2030 09:00',
      '28.03.2030 10:00',
      '28.03.2030 11:00',
    ]);
    expect(left.find((row) => row.bookedBy)?.bookedBy).toBe(booking.json().id);
  });

  it.each(['', '27.03.2030', '2030-02-30', '1999-01-01'])(
    'refuses date=%s with 400 naming it',
    async (date) => {
      const response = await app.inject({ method: 'DELETE', url: `/api/admin/slots?date=${date}`, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('date');
    },
  );
});
