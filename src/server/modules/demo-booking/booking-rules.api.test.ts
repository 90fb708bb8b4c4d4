import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_RULES, type BookingRules } from '@shared/booking-rules';
import { BOOKING_RULES_PATH, DEMO_BOOKING_ERRORS, type Slot } from '@shared/contracts/demo';
import { DEMO_MANAGE_ERRORS } from '@shared/demo-manage';
import { dayBounds, type CalendarDay } from '@shared/slot-rules';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { createManualClock } from '../../lib/clock';
import { createLinkTokens } from '../../lib/link-tokens';
import { createTestDatabase, signInAsAdmin, testConfig } from '../../test/test-app';
import { requestDemo } from '../../test/factories/demo-bookings';
import { createSlot, slotIso } from '../../test/factories/slots';
import { unique } from '../../test/factories/visitors';
import { manageLinkExpiry } from './manage-service';

/**
 * The operator's booking rules ('Sloty' → 'Zasady rezerwacji'): minimum notice, buffer after a meeting and
 * a daily cap, held by the server for the visitors' calendar, the booking and the reschedule by link, on
 * two app instances at once. "Now" is Monday 1 February 2027, 20:00 in Warsaw.
 */

type App = Awaited<ReturnType<typeof buildApp>>;
const clock = createManualClock('2027-02-01T19:00:00.000Z');
let first: App;
let second: App;
let headers: Record<string, string>;

beforeAll(async () => {
  const database = await createTestDatabase();
  first = await buildApp({ config: testConfig(), database, clock });
  // On PostgreSQL a second app with its own pool stands for a second process; PGlite has one process.
  second = database.url
    ? await buildApp({
        config: testConfig(),
        database: await openDatabase({ kind: 'postgres', url: database.url, poolSize: 3 }),
        clock,
      })
    : first;
  ({ headers } = await signInAsAdmin(first));
});
afterAll(async () => {
  if (second !== first) await second?.close();
  await first?.close();
});

const setRules = (rules: BookingRules, app: App = first) =>
  app.inject({ method: 'PUT', url: BOOKING_RULES_PATH, headers, payload: rules });

const visitor = () => ({ name: 'Anna Nowak', email: `anna.${unique()}@klub.pl`, clubName: 'KS Tarcza' });
const book = (datetime: string, app: App = first) => requestDemo(app, datetime, visitor());

const day = (dayOfMonth: number): CalendarDay => ({ year: 2027, month: 2, day: dayOfMonth });

const listDay = async (on: CalendarDay, app: App = first) => {
  const { start, end } = dayBounds(on, 'Europe/Warsaw');
  const response = await app.inject({
    method: 'GET',
    url: `/api/slots?start=${start.toISOString()}&end=${end.toISOString()}`,
  });
  return response.json<Slot[]>();
};
const offered = async (on: CalendarDay, app: App = first) =>
  (await listDay(on, app)).filter((slot) => !slot.isBooked).map((slot) => slot.datetime);

const availability = async (app: App = first) =>
  (await app.inject({ method: 'GET', url: '/api/slots/availability?month=2027-02' })).json<{
    days: string[];
  }>();

const reschedule = async (bookingId: string, selectedSlot: string) => {
  const token = await createLinkTokens(first.db).issue(
    'demo-manage',
    bookingId,
    manageLinkExpiry(new Date(selectedSlot)),
  );
  return first.inject({
    method: 'POST',
    url: `/api/demo-manage/${token}/reschedule`,
    payload: { selectedSlot },
  });
};

describe('booking rules', () => {
  it('are the defaults until the operator saves them, and bad values are refused naming the field', async () => {
    const read = await first.inject({ method: 'GET', url: BOOKING_RULES_PATH, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(DEFAULT_BOOKING_RULES);
    expect(DEFAULT_BOOKING_RULES).toEqual({ minNoticeHours: 12, bufferMinutes: 0, maxPerDay: null });

    const bad = await setRules({ minNoticeHours: -1, bufferMinutes: 0, maxPerDay: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: Record<string, string> }>().fields).sort()).toEqual([
      'maxPerDay',
      'minNoticeHours',
    ]);
    expect((await first.inject({ method: 'GET', url: BOOKING_RULES_PATH })).statusCode).toBe(401);
    expect((await first.inject({ method: 'GET', url: BOOKING_RULES_PATH, headers })).json()).toEqual(
      DEFAULT_BOOKING_RULES,
    );
  });

  it('minimum notice: a slot 11 h ahead is neither offered nor bookable, one 13 h ahead is both', async () => {
    // Tuesday 2 February: 07:00 Warsaw is 11 h after "now", 09:00 is 13 h.
    const soon = await createSlot(first, headers, day(2), 7);
    const later = await createSlot(first, headers, day(2), 9);
    expect(await offered(day(2))).toEqual([later.datetime]);

    const refused = await book(soon.datetime);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(DEMO_BOOKING_ERRORS.slotTooSoon);
    expect((await book(later.datetime)).statusCode).toBe(201);
    // Nothing is left on that day: the calendar shows it full.
    expect((await availability()).days).not.toContain('2027-02-02');

    // A longer notice saved by the operator applies at once, on the other instance too.
    await createSlot(first, headers, day(3), 8);
    await expect.poll(() => offered(day(3), second), { timeout: 5000 }).toEqual([slotIso(day(3), 8)]);
    expect((await setRules({ ...DEFAULT_BOOKING_RULES, minNoticeHours: 48 })).statusCode).toBe(200);
    // The other process hears of the change when it commits (NOTIFY): its cached calendar follows shortly.
    await expect.poll(() => offered(day(3), second), { timeout: 5000 }).toEqual([]);
    expect((await book(slotIso(day(3), 8), second)).json().error).toBe(DEMO_BOOKING_ERRORS.slotTooSoon);
    expect((await setRules(DEFAULT_BOOKING_RULES)).statusCode).toBe(200);
  });

  it('buffer: the slot right after a booked meeting is hidden and refused; without a buffer it is offered', async () => {
    const [ten, eleven, twelve] = [10, 11, 12].map((hour) => slotIso(day(4), hour)) as [
      string,
      string,
      string,
    ];
    for (const hour of [10, 11, 12]) await createSlot(first, headers, day(4), hour);
    expect((await book(ten)).statusCode).toBe(201);
    expect(await offered(day(4))).toEqual([eleven, twelve]);

    expect((await setRules({ ...DEFAULT_BOOKING_RULES, bufferMinutes: 30 })).statusCode).toBe(200);
    expect(await offered(day(4))).toEqual([twelve]);
    await expect.poll(() => offered(day(4), second), { timeout: 5000 }).toEqual([twelve]);
    const refused = await book(eleven, second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(DEMO_BOOKING_ERRORS.slotUnavailable);
    expect((await book(twelve)).statusCode).toBe(201);
    expect((await setRules(DEFAULT_BOOKING_RULES)).statusCode).toBe(200);
  });

  it('daily cap: the (n+1)-th booking and a reschedule by link into the full day are refused', async () => {
    expect((await setRules({ ...DEFAULT_BOOKING_RULES, maxPerDay: 2 })).statusCode).toBe(200);
    for (const hour of [8, 9, 10]) await createSlot(first, headers, day(5), hour);
    await createSlot(first, headers, day(8), 9);
    expect((await book(slotIso(day(5), 8))).statusCode).toBe(201);
    expect((await book(slotIso(day(5), 9), second)).statusCode).toBe(201);
    await expect.poll(() => offered(day(5)), { timeout: 5000 }).toEqual([]);
    await expect
      .poll(async () => (await availability(second)).days, { timeout: 5000 })
      .not.toContain('2027-02-05');
    expect((await availability()).days).toContain('2027-02-08');

    const third = await book(slotIso(day(5), 10));
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toBe(DEMO_BOOKING_ERRORS.dayFull);

    // A demo on another day cannot move into the full one by its link; within the day it may move.
    const elsewhere = await book(slotIso(day(8), 9));
    expect(elsewhere.statusCode).toBe(201);
    const moved = await reschedule(elsewhere.json<{ id: string }>().id, slotIso(day(5), 10));
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toBe(DEMO_MANAGE_ERRORS.pl.dayFull);
    expect((await listDay(day(8))).map((slot) => slot.isBooked)).toEqual([true]);
    expect((await setRules(DEFAULT_BOOKING_RULES)).statusCode).toBe(200);
  });

  it('reschedule by link: minimum notice and buffer hold as for a booking', async () => {
    for (const hour of [13, 14]) await createSlot(first, headers, day(9), hour);
    await createSlot(first, headers, day(2), 6);
    const booked = await book(slotIso(day(9), 13));
    expect(booked.statusCode).toBe(201);
    const id = booked.json<{ id: string }>().id;

    const tooSoon = await reschedule(id, slotIso(day(2), 6));
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().error).toBe(DEMO_MANAGE_ERRORS.pl.slotTooSoon);

    const other = await book(slotIso(day(9), 14));
    expect(other.statusCode).toBe(201);
    expect((await setRules({ ...DEFAULT_BOOKING_RULES, bufferMinutes: 15 })).statusCode).toBe(200);
    await createSlot(first, headers, day(10), 10);
    await createSlot(first, headers, day(10), 11);
    const anotherBooking = await book(slotIso(day(10), 10));
    expect(anotherBooking.statusCode).toBe(201);
    const intoBuffer = await reschedule(id, slotIso(day(10), 11));
    expect(intoBuffer.statusCode).toBe(409);
    expect(intoBuffer.json().error).toBe(DEMO_MANAGE_ERRORS.pl.slotUnavailable);
    expect((await setRules(DEFAULT_BOOKING_RULES)).statusCode).toBe(200);
  });

  it('two instances booking one day at once: the daily cap holds', async () => {
    expect((await setRules({ ...DEFAULT_BOOKING_RULES, maxPerDay: 1 })).statusCode).toBe(200);
    for (const hour of [7, 8, 9, 10]) await createSlot(first, headers, day(11), hour);
    const answers = await Promise.all(
      [7, 8, 9, 10].map((hour, index) => book(slotIso(day(11), hour), index % 2 ? second : first)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await listDay(day(11))).filter((slot) => slot.isBooked)).toHaveLength(4);
    expect((await setRules(DEFAULT_BOOKING_RULES)).statusCode).toBe(200);
  });
});
