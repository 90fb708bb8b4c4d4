import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_BOOKING_ERRORS } from '@shared/contracts/demo';
import { formatSlotDateTime } from '@shared/slot-rules';
import { demoBookings, slots } from '../../db/schema/index';
import { appWithAdmin } from '../../test/test-app';
import { createSlot, slotChoice, slotIso, weekdayAhead } from '../../test/factories/slots';
import { nextIp } from '../../test/factories/visitors';
import { BOOKINGS_PER_IP } from './service';

const { app, headers } = await appWithAdmin();

// One address holds one upcoming demo: each booking here comes from its own address.
let addresses = 0;
const request = (datetime: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Jan Kowalski',
  email: `jan.${++addresses}@klub.pl`,
  phone: '+48 600 100 200',
  clubName: 'KS Dziesiątka',
  ...slotChoice(datetime),
  ...overrides,
});

/** Each test books from an address of its own, so the per-IP limit only bites where a test wants it. */
const book = (payload: unknown, remoteAddress = nextIp(), extraHeaders: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/demo-booking',
    payload: payload as object,
    remoteAddress,
    headers: extraHeaders,
  });

let validationCase = 0;
const bookingCount = async () =>
  (await app.db.select({ count: sql<number>`count(*)::int` }).from(demoBookings))[0]!.count;
const slotById = async (id: string) => (await app.db.select().from(slots).where(eq(slots.id, id)))[0];

describe('POST /api/demo-booking', () => {
  it('stores a pending booking and marks the slot booked by it, in one go', async () => {
    const slot = await createSlot(app, headers, weekdayAhead(0), 10);
    const response = await book(request(slot.datetime));
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(String),
      status: 'pending',
      preferredDate: formatSlotDateTime(new Date(slot.datetime), 'Europe/Warsaw'),
      selectedSlot: slot.datetime,
      manageUrl: expect.stringMatching(/\/prezentacja\/[\w-]{20,}$/),
      invitationUrl: expect.stringMatching(/^\/api\/demo-manage\/[\w-]{20,}\/invitation\.ics$/),
      meetingUrl: null,
    });
    const [stored] = await app.db.select().from(demoBookings).where(eq(demoBookings.id, created.id));
    expect(stored).toMatchObject({
      name: 'Jan Kowalski',
      email: expect.stringMatching(/^jan\.\d+@klub\.pl$/),
      phone: '+48 600 100 200',
      clubName: 'KS Dziesiątka',
      status: 'pending',
      language: 'pl',
      adminNotes: null,
      processedAt: null,
    });
    expect(stored!.selectedSlot.toISOString()).toBe(slot.datetime);
    expect((await slotById(slot.id))!.bookedBy).toBe(created.id);

    // The visitor's list shows it taken; the operator's list names the booker.
    const day = await app.inject({
      method: 'GET',
      url: `/api/slots?start=${slot.datetime}&end=${slot.datetime}`,
    });
    expect(day.json()).toEqual([{ id: slot.id, datetime: slot.datetime, isBooked: true }]);
    const admin = await app.inject({ method: 'GET', url: '/api/admin/slots', headers });
    expect(admin.json().find((s: { id: string }) => s.id === slot.id)).toMatchObject({
      isBooked: true,
      bookedBy: created.id,
      bookerName: 'Jan Kowalski',
    });
  });

  it('stores absent or blank phone and club name as empty, and remembers the English visitor', async () => {
    const slot = await createSlot(app, headers, weekdayAhead(0), 11);
    const payload = request(slot.datetime, { phone: '  ', clubName: undefined });
    const response = await book(payload, nextIp(), { cookie: 'lang=en' });
    expect(response.statusCode).toBe(201);
    const [stored] = await app.db.select().from(demoBookings).where(eq(demoBookings.id, response.json().id));
    expect(stored).toMatchObject({ phone: null, clubName: null, language: 'en' });
  });

  it("keeps the visitor's own time zone for the operator, and refuses one that does not exist naming the field", async () => {
    const slot = await createSlot(app, headers, weekdayAhead(6), 12);
    const unknown = await book(request(slot.datetime, { visitorTimeZone: 'Mars/Olympus_Mons' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ visitorTimeZone: 'Nieznana strefa czasowa' });
    expect(await slotById(slot.id)).toMatchObject({ bookedBy: null });

    const response = await book(request(slot.datetime, { visitorTimeZone: 'America/New_York' }));
    expect(response.statusCode).toBe(201);
    const item = await app.inject({
      method: 'GET',
      url: `/api/admin/demo-bookings/${response.json().id}`,
      headers,
    });
    expect(item.json().visitorTimeZone).toBe('America/New_York');
  });

  it('refuses a slot already booked with 409 and stores nothing', async () => {
    const slot = await createSlot(app, headers, weekdayAhead(0), 12);
    expect((await book(request(slot.datetime))).statusCode).toBe(201);
    const before = await bookingCount();
    const second = await book(request(slot.datetime, { name: 'Anna Nowak', email: 'anna@klub.pl' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: DEMO_BOOKING_ERRORS.slotTaken });
    expect(await bookingCount()).toBe(before);
  });

  it('refuses a time with no slot with 404 and stores nothing', async () => {
    const before = await bookingCount();
    const response = await book(request(slotIso(weekdayAhead(1), 13)));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: DEMO_BOOKING_ERRORS.slotMissing });
    expect(await bookingCount()).toBe(before);
  });

  it('refuses a free slot that has already started with 409 and stores nothing', async () => {
    const [past] = await app.db
      .insert(slots)
      .values({ datetime: new Date('2024-03-05T09:00:00Z') })
      .returning();
    const before = await bookingCount();
    const response = await book(request(past!.datetime.toISOString()));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: DEMO_BOOKING_ERRORS.slotPast });
    expect(await bookingCount()).toBe(before);
    expect((await slotById(past!.id))!.bookedBy).toBeNull();
  });

  it.each([
    ['no name', { name: '' }, ['name']],
    ['a blank name', { name: '   ' }, ['name']],
    ['no email', { email: undefined }, ['email']],
    ['a bad email', { email: 'jan-at-klub' }, ['email']],
    ['name and email missing', { name: undefined, email: undefined }, ['name', 'email']],
    ['a name too long', { name: 'x'.repeat(201) }, ['name']],
    // Phones are checked as phone numbers (the demo form once accepted 'abc').
    ['a phone that is no number', { phone: 'abc' }, ['phone']],
    ['a phone too short', { phone: '12-3' }, ['phone']],
    ['a preferredDate in another format', { preferredDate: '2026-07-15 10:00' }, ['preferredDate']],
    ['a preferredDate not matching the slot', { preferredDate: '01.01.2030 10:00' }, ['preferredDate']],
    ['no selectedSlot', { selectedSlot: undefined }, ['selectedSlot']],
    ['a selectedSlot without offset', { selectedSlot: '2026-07-15T10:00:00' }, ['selectedSlot']],
  ])('answers 400 for %s, naming the field and storing nothing', async (_label, overrides, fields) => {
    const slot = await createSlot(app, headers, weekdayAhead(2), 6 + (validationCase++ % 11));
    const before = await bookingCount();
    const response = await book(request(slot.datetime, overrides));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(expect.arrayContaining(fields));
    expect(await bookingCount()).toBe(before);
    expect((await slotById(slot.id))!.bookedBy).toBeNull();
    await app.inject({ method: 'DELETE', url: `/api/admin/slots/${slot.id}`, headers });
  });

  it('deleting a booked slot leaves the booking and its time in place', async () => {
    const slot = await createSlot(app, headers, weekdayAhead(3), 9);
    const booking = (await book(request(slot.datetime))).json();
    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/slots/${slot.id}`, headers });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: slot.id, isBooked: true });
    const [kept] = await app.db.select().from(demoBookings).where(eq(demoBookings.id, booking.id));
    expect(kept!.selectedSlot.toISOString()).toBe(slot.datetime);
  });

  it(`limits one address to ${BOOKINGS_PER_IP.limit} bookings an hour with 429`, async () => {
    const address = nextIp();
    const day = weekdayAhead(4);
    for (let hour = 6; hour < 6 + BOOKINGS_PER_IP.limit; hour++) {
      const slot = await createSlot(app, headers, day, hour);
      expect((await book(request(slot.datetime), address)).statusCode).toBe(201);
    }
    const slot = await createSlot(app, headers, day, 6 + BOOKINGS_PER_IP.limit);
    const limited = await book(request(slot.datetime), address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await slotById(slot.id))!.bookedBy).toBeNull();
  });
});

describe('two visitors racing for one slot', () => {
  it('of 20 concurrent bookings exactly one wins and 19 get 409, with one booking stored', async () => {
    const slot = await createSlot(app, headers, weekdayAhead(5), 14);
    const before = await bookingCount();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book(request(slot.datetime, { name: `Racer ${index}`, email: `racer${index}@klub.pl` })),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const winner = responses.find((response) => response.statusCode === 201)!.json();
    expect(await bookingCount()).toBe(before + 1);
    expect((await slotById(slot.id))!.bookedBy).toBe(winner.id);
  });
});
