import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_RULES_PATH, slotAvailabilitySchema } from '@shared/contracts/demo';
import { slots } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { insertDemoBooking } from '../../test/factories/inbox';
import { appWithAdmin } from '../../test/test-app';
import { createSlot, slotIso } from '../../test/factories/slots';

/**
 * GET /api/slots/availability: a month's days with a free slot still to come, in the business
 * zone, and the first free slot of all. A clock of its own: 2030-01-28 (a Monday), then Tuesday 11:30 Warsaw.
 */
const clock = createManualClock('2030-01-28T00:00:00.000Z');
const { app, headers } = await appWithAdmin({}, { clock });

const day = (month: number, date: number) => ({ year: 2030, month, day: date });
const availability = (query: string) => app.inject({ method: 'GET', url: `/api/slots/availability${query}` });

describe('GET /api/slots/availability', () => {
  it('answers nothing free while there are no slots, for anyone signed in or not', async () => {
    const response = await availability('?month=2030-01');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ month: '2030-01', days: [], firstFree: null });
  });

  it('lists the days with a free slot to come; booked and past ones do not count; the first free slot spans months', async () => {
    // Without a minimum notice, so "to come" means after now (booking-rules.api.test.ts tests the notice).
    const rules = { minNoticeHours: 0, bufferMinutes: 0, maxPerDay: null };
    expect(
      (await app.inject({ method: 'PUT', url: BOOKING_RULES_PATH, headers, payload: rules })).statusCode,
    ).toBe(200);
    await createSlot(app, headers, day(1, 29), 9); // past once the clock moves to 11:30
    await createSlot(app, headers, day(1, 29), 14); // free, later the same day
    const booked = await createSlot(app, headers, day(1, 30), 10); // the day's only slot, booked
    await createSlot(app, headers, day(1, 31), 8);
    await createSlot(app, headers, day(1, 31), 9); // two slots on one day: one entry
    await createSlot(app, headers, day(2, 4), 6); // next month
    const { id: bookingId } = await insertDemoBooking(app.db);
    await app.db.update(slots).set({ bookedBy: bookingId }).where(eq(slots.id, booked.id));
    clock.set('2030-01-29T10:30:00.000Z'); // 11:30 in Warsaw

    const january = await availability('?month=2030-01');
    expect(january.statusCode).toBe(200);
    const body = slotAvailabilitySchema.parse(january.json());
    expect(body).toEqual({
      month: '2030-01',
      days: ['2030-01-29', '2030-01-31'],
      firstFree: slotIso(day(1, 29), 14),
    });

    const february = (await availability('?month=2030-02')).json();
    expect(february).toEqual({ month: '2030-02', days: ['2030-02-04'], firstFree: slotIso(day(1, 29), 14) });

    // Once 14:00 has passed, the first free slot is the next one and the 29th has nothing left.
    clock.set('2030-01-29T13:30:00.000Z');
    expect((await availability('?month=2030-01')).json()).toEqual({
      month: '2030-01',
      days: ['2030-01-31'],
      firstFree: slotIso(day(1, 31), 8),
    });

    // A month with slots only in the past answers no days, still naming the first free slot to come.
    expect((await availability('?month=2029-12')).json()).toEqual({
      month: '2029-12',
      days: [],
      firstFree: slotIso(day(1, 31), 8),
    });
  });

  it.each([
    ['', 'month'],
    ['?month=2030-1', 'month'],
    ['?month=2030-13', 'month'],
    ['?month=2030-00', 'month'],
    ['?month=1999-12', 'month'],
    ['?month=2100-01', 'month'],
    ['?month=2030-01-01', 'month'],
    ['?month=%00', 'month'],
    [`?month=${'9'.repeat(5000)}`, 'month'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const response = await availability(query);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields ?? {})).toContain(field);
  });
});
