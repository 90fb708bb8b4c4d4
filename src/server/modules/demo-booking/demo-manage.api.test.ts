import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_MANAGE_ERRORS, type ManagedDemo } from '@shared/contracts/demo-manage';
import { formatSlotDateTime, type CalendarDay } from '@shared/slot-rules';
import { demoBookings, slots, statusChanges } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { createLinkTokens } from '../../lib/link-tokens';
import { appWithAdmin } from '../../test/test-app';
import { bookDemo } from '../../test/factories/demo-bookings';
import { createSlot, slotIso, weekdayAhead } from '../../test/factories/slots';
import { nextIp, unique } from '../../test/factories/visitors';
import { FAILED_LOOKUPS_PER_IP, manageLinkExpiry } from './manage-service';

const clock = createManualClock(new Date());
const { app, headers } = await appWithAdmin({}, { clock });

/** Books a slot as a visitor would and returns the booking with a manage token for it. */
async function bookWithToken(day: CalendarDay, hour: number, name = 'Jan Kowalski') {
  // One address holds one upcoming demo: each booking from an e-mail of its own.
  const visitor = { name, email: `jan.${unique()}@klub.pl`, clubName: 'KS Dziesiątka' };
  const { id, slot } = await bookDemo(app, headers, day, hour, visitor);
  // The visitor's own token travels only by e-mail; here one more is issued for the same booking.
  const token = await createLinkTokens(app.db).issue(
    'demo-manage',
    id,
    manageLinkExpiry(new Date(slot.datetime)),
  );
  return { id, slot, token };
}

const view = (token: string, remoteAddress = nextIp(), extra: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/demo-manage/${token}`, remoteAddress, headers: extra });
const reschedule = (token: string, selectedSlot: string, remoteAddress = nextIp()) =>
  app.inject({
    method: 'POST',
    url: `/api/demo-manage/${token}/reschedule`,
    payload: { selectedSlot },
    remoteAddress,
  });
const cancel = (token: string, reason?: string, extra: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/demo-manage/${token}/cancel`,
    payload: reason === undefined ? {} : { reason },
    remoteAddress: nextIp(),
    headers: extra,
  });

const bookingRow = async (id: string) =>
  (await app.db.select().from(demoBookings).where(eq(demoBookings.id, id)))[0]!;
const slotRow = async (id: string) => (await app.db.select().from(slots).where(eq(slots.id, id)))[0];
const auditOf = (id: string) =>
  app.db
    .select()
    .from(statusChanges)
    .where(and(eq(statusChanges.recordKind, 'demo-bookings'), eq(statusChanges.recordId, id)));

describe('the manage link', () => {
  it('shows the booking without the e-mail or phone, and issues a link of its own at booking', async () => {
    const { id, slot, token } = await bookWithToken(weekdayAhead(0), 9);
    const response = await view(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      name: 'Jan Kowalski',
      clubName: 'KS Dziesiątka',
      selectedSlot: slot.datetime,
      status: 'pending',
      durationMinutes: 60,
      slotDeleted: false,
      lockedBecause: null,
      language: 'pl',
      meetingUrl: null,
    } satisfies ManagedDemo);
    expect(response.body).not.toContain('jan@klub.pl');
    // The booking itself issued one link (for its e-mail) besides the one this test issued.
    const latest = await createLinkTokens(app.db).latest('demo-manage', id);
    expect(latest).not.toBeNull();
  });

  it('answers 404 in the visitor language for an unknown, malformed or other-purpose token', async () => {
    const unknown = await view('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: DEMO_MANAGE_ERRORS.pl.invalidLink });
    const english = await view('not-a-token', nextIp(), { cookie: 'lang=en' });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ error: DEMO_MANAGE_ERRORS.en.invalidLink });
    const { id } = await bookWithToken(weekdayAhead(0), 10);
    const feedToken = await createLinkTokens(app.db).issue('calendar-feed', id, null);
    expect((await view(feedToken)).statusCode).toBe(404);
    expect((await cancel(feedToken)).statusCode).toBe(404);
    expect((await bookingRow(id)).status).toBe('pending');
  });

  it('answers 404 once the link has expired (a day after the demo)', async () => {
    const { id, slot } = await bookWithToken(weekdayAhead(0), 11);
    const expired = await createLinkTokens(app.db).issue(
      'demo-manage',
      id,
      new Date(clock.now().getTime() - 1),
    );
    expect((await view(expired)).statusCode).toBe(404);
    expect(manageLinkExpiry(new Date(slot.datetime)).getTime()).toBe(Date.parse(slot.datetime) + 86_400_000);
  });

  it(`refuses look-ups with 429 after ${FAILED_LOOKUPS_PER_IP.limit} wrong tokens from one address`, async () => {
    const address = nextIp();
    for (let attempt = 0; attempt < FAILED_LOOKUPS_PER_IP.limit; attempt++) {
      expect((await view(`wrong-${attempt}`, address)).statusCode).toBe(404);
    }
    const { token } = await bookWithToken(weekdayAhead(0), 12);
    const limited = await view(token, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await view(token)).statusCode).toBe(200);
  });
});

describe('rescheduling through the link', () => {
  it('moves the booking to a free slot and frees the old one, with the change in the history', async () => {
    const { id, slot, token } = await bookWithToken(weekdayAhead(1), 9);
    const target = await createSlot(app, headers, weekdayAhead(1), 13);
    const response = await reschedule(token, target.datetime);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ selectedSlot: target.datetime, status: 'pending' });
    expect((await slotRow(slot.id))!.bookedBy).toBeNull();
    expect((await slotRow(target.id))!.bookedBy).toBe(id);
    const stored = await bookingRow(id);
    expect(stored.selectedSlot.toISOString()).toBe(target.datetime);
    // The visitor's change is the case's last change, from which retention counts.
    expect(stored.processedAt?.toISOString()).toBe(clock.now().toISOString());
    expect(stored.preferredDate).toBe(formatSlotDateTime(new Date(target.datetime), 'Europe/Warsaw'));
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ fromStatus: 'pending', toStatus: 'pending' });
    expect(entry!.detail).toContain(formatSlotDateTime(new Date(target.datetime), 'Europe/Warsaw'));
    // The operator's history answers the same entry.
    const history = await app.inject({
      method: 'GET',
      url: `/api/admin/demo-bookings/${id}/history`,
      headers,
    });
    expect(history.json()[0]).toMatchObject({ detail: entry!.detail, changedBy: entry!.changedBy });
    // The link follows the booking to its new time.
    expect((await view(token)).json().selectedSlot).toBe(target.datetime);
  });

  it('refuses a taken slot (409), a missing one (404), the same one (409), leaving everything as it was', async () => {
    const { id, slot, token } = await bookWithToken(weekdayAhead(1), 10);
    const other = await bookWithToken(weekdayAhead(1), 11, 'Anna Nowak');
    const taken = await reschedule(token, other.slot.datetime);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: DEMO_MANAGE_ERRORS.pl.slotTaken });
    const missing = await reschedule(token, slotIso(weekdayAhead(1), 16));
    expect(missing.statusCode).toBe(404);
    const same = await reschedule(token, slot.datetime);
    expect(same.statusCode).toBe(409);
    expect((await bookingRow(id)).selectedSlot.toISOString()).toBe(slot.datetime);
    expect((await slotRow(slot.id))!.bookedBy).toBe(id);
    expect((await slotRow(other.slot.id))!.bookedBy).toBe(other.id);
    expect(await auditOf(id)).toHaveLength(0);
  });

  it('answers 400 naming the field for a malformed time', async () => {
    const { token } = await bookWithToken(weekdayAhead(1), 12);
    const response = await reschedule(token, 'tomorrow');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['selectedSlot']);
  });

  it('of two visitors moving to the same slot at once exactly one wins, the other gets 409', async () => {
    const first = await bookWithToken(weekdayAhead(2), 9, 'Pierwszy');
    const second = await bookWithToken(weekdayAhead(2), 10, 'Drugi');
    const target = await createSlot(app, headers, weekdayAhead(2), 14);
    const responses = await Promise.all([
      reschedule(first.token, target.datetime),
      reschedule(second.token, target.datetime),
    ]);
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner = responses[0]!.statusCode === 200 ? first : second;
    const loser = winner === first ? second : first;
    expect((await slotRow(target.id))!.bookedBy).toBe(winner.id);
    // The loser keeps the time it had, and its slot stays its own.
    expect((await bookingRow(loser.id)).selectedSlot.toISOString()).toBe(loser.slot.datetime);
    expect((await slotRow(loser.slot.id))!.bookedBy).toBe(loser.id);
    expect((await slotRow(winner.slot.id))!.bookedBy).toBeNull();
  });
});

describe('cancelling through the link', () => {
  it('frees the slot, sets cancelled and puts the reason into the history', async () => {
    const { id, slot, token } = await bookWithToken(weekdayAhead(3), 9);
    const response = await cancel(token, '  Zmiana planów w klubie  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', lockedBecause: 'cancelled' });
    expect((await slotRow(slot.id))!.bookedBy).toBeNull();
    const stored = await bookingRow(id);
    expect(stored.status).toBe('cancelled');
    expect(stored.processedAt?.toISOString()).toBe(clock.now().toISOString());
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ fromStatus: 'pending', toStatus: 'cancelled' });
    expect(entry!.detail).toContain('Zmiana planów w klubie');
  });

  it("acts on its own booking only: one visitor's link never touches another's booking", async () => {
    const mine = await bookWithToken(weekdayAhead(6), 14, 'Anna Pierwsza');
    const theirs = await bookWithToken(weekdayAhead(6), 15, 'Ewa Druga');
    expect((await view(mine.token)).json()).toMatchObject({ name: 'Anna Pierwsza' });
    expect((await cancel(mine.token)).statusCode).toBe(200);
    expect((await bookingRow(mine.id)).status).toBe('cancelled');
    expect((await bookingRow(theirs.id)).status).toBe('pending');
    expect((await slotRow(theirs.slot.id))!.bookedBy).toBe(theirs.id);
    expect(await auditOf(theirs.id)).toHaveLength(0);
  });

  it('refuses a second cancel and a reschedule of a cancelled demo with a clear message', async () => {
    const { token } = await bookWithToken(weekdayAhead(3), 10);
    const target = await createSlot(app, headers, weekdayAhead(3), 15);
    expect((await cancel(token)).statusCode).toBe(200);
    const again = await cancel(token, undefined, { cookie: 'lang=en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: DEMO_MANAGE_ERRORS.en.cancelled });
    const moved = await reschedule(token, target.datetime);
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ error: DEMO_MANAGE_ERRORS.pl.cancelled });
    expect((await slotRow(target.id))!.bookedBy).toBeNull();
  });

  it('refuses a reason over 1000 characters with 400 naming the field', async () => {
    const { id, token } = await bookWithToken(weekdayAhead(3), 11);
    const response = await cancel(token, 'x'.repeat(1001));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['reason']);
    expect((await bookingRow(id)).status).toBe('pending');
  });
});

describe('a demo that has started', () => {
  it('can be seen but neither moved nor cancelled', async () => {
    const { id, slot, token } = await bookWithToken(weekdayAhead(4), 9);
    const target = await createSlot(app, headers, weekdayAhead(4), 12);
    const start = clock.now();
    clock.set(new Date(Date.parse(slot.datetime) + 10 * 60_000));
    try {
      expect((await view(token)).json().lockedBecause).toBe('past');
      const moved = await reschedule(token, target.datetime);
      expect(moved.statusCode).toBe(409);
      expect(moved.json()).toEqual({ error: DEMO_MANAGE_ERRORS.pl.past });
      const cancelled = await cancel(token, undefined, { cookie: 'lang=en' });
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json()).toEqual({ error: DEMO_MANAGE_ERRORS.en.past });
      expect((await bookingRow(id)).status).toBe('pending');
    } finally {
      clock.set(start);
    }
  });
});

describe('deleting a booked slot in the back office', () => {
  const deleteSlot = (id: string, query = '') =>
    app.inject({ method: 'DELETE', url: `/api/admin/slots/${id}${query}`, headers });
  const listed = async (id: string) => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/demo-bookings?limit=500', headers });
    return (response.json() as { id: string; slotDeletedAt: string | null; status: string }[]).find(
      (item) => item.id === id,
    )!;
  };

  it('marks the booking "slot usunięty" and notes it in the history, keeping its status', async () => {
    const { id, slot, token } = await bookWithToken(weekdayAhead(5), 9);
    expect((await listed(id)).slotDeletedAt).toBeNull();
    expect((await deleteSlot(slot.id)).statusCode).toBe(200);
    const item = await listed(id);
    expect(item.slotDeletedAt).not.toBeNull();
    expect(item.status).toBe('pending');
    const [entry] = await auditOf(id);
    expect(entry!.detail).toContain('Slot usunięty');
    // The visitor's page says so and still offers another time.
    expect((await view(token)).json()).toMatchObject({ slotDeleted: true, lockedBecause: null });
    const target = await createSlot(app, headers, weekdayAhead(5), 10);
    expect((await reschedule(token, target.datetime)).json()).toMatchObject({ slotDeleted: false });
  });

  it('with notify=true also cancels the booking', async () => {
    const { id, slot } = await bookWithToken(weekdayAhead(5), 11);
    expect((await deleteSlot(slot.id, '?notify=true')).statusCode).toBe(200);
    const stored = await bookingRow(id);
    expect(stored.status).toBe('cancelled');
    expect(stored.processedAt?.toISOString()).toBe(clock.now().toISOString());
    expect(stored.slotDeletedAt).not.toBeNull();
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ fromStatus: 'pending', toStatus: 'cancelled' });
  });

  it('answers 400 for a notify value that is not true or false', async () => {
    const slot = await createSlot(app, headers, weekdayAhead(5), 12);
    const response = await deleteSlot(slot.id, '?notify=yes');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['notify']);
    expect(await slotRow(slot.id)).toBeDefined();
  });
});

describe("the operator's coming days", () => {
  it('lists the next 7 days of booked demos in time order, without cancelled ones or later ones', async () => {
    const later = await bookWithToken(weekdayAhead(8), 9, 'Za tydzień');
    const second = await bookWithToken(weekdayAhead(0), 15, 'Drugi dziś');
    const first = await bookWithToken(weekdayAhead(0), 7, 'Pierwszy dziś');
    const gone = await bookWithToken(weekdayAhead(0), 8, 'Odwołany');
    await cancel(gone.token);
    const response = await app.inject({ method: 'GET', url: '/api/admin/upcoming-demos', headers });
    expect(response.statusCode).toBe(200);
    const items = response.json() as { id: string; selectedSlot: string; name: string }[];
    const ids = items.map((item) => item.id);
    expect(ids).not.toContain(gone.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    const horizon = clock.now().getTime() + 7 * 86_400_000;
    expect(items.every((item) => Date.parse(item.selectedSlot) < horizon)).toBe(true);
    // The 9th weekday from the day after tomorrow is at least twelve days away.
    expect(ids).not.toContain(later.id);
    expect(items.find((item) => item.id === first.id)).toMatchObject({
      name: 'Pierwszy dziś',
      email: expect.stringMatching(/^jan\.\w+@klub\.pl$/),
      clubName: 'KS Dziesiątka',
      status: 'pending',
      slotDeleted: false,
    });
    expect((await app.inject({ method: 'GET', url: '/api/admin/upcoming-demos' })).statusCode).toBe(401);
  });
});
