import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  demoRecordPath,
  demoRecordResultSchema,
  NO_SHOW_ERRORS,
  type DemoRecordUpdate,
} from '@shared/contracts/demo-manage';
import { dashboardSchema } from '@shared/contracts/dashboard';
import { inboxPath, statusChangeSchema } from '@shared/contracts/inbox';
import { demoBookings } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app';
import { bookDemo, requestDemo } from '../../test/factories/demo-bookings';
import { insertDemoBooking } from '../../test/factories/inbox';
import { createSlot, slotIso } from '../../test/factories/slots';
import { unique } from '../../test/factories/visitors';

/**
 * 'Nie pojawił się': the operator's flag on a demo that has begun (never a coming or cancelled one), its
 * history, the dashboard's show-up rate and the one-upcoming-demo rule. "Now" is the app's manual clock:
 * Monday 1 March 2027, 10:00 in Warsaw; each test takes days of its own that month.
 */

const HOUR = 3_600_000;
const clock = createManualClock('2027-03-01T09:00:00.000Z');
let app: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({}, { clock });
  ({ headers } = await signInAsAdmin(app));
});
afterAll(() => app.close());

const march = (day: number) => ({ year: 2027, month: 3, day });
const visitor = () => ({ name: `Ewa ${unique()}`, email: `ewa.${unique()}@klub.pl`, clubName: 'KS Tarcza' });

const save = (id: string, update: Partial<DemoRecordUpdate>) =>
  app.inject({
    method: 'PUT',
    url: demoRecordPath(id),
    headers,
    payload: { status: 'confirmed', meetingUrl: null, ...update },
  });

const row = async (id: string) =>
  (await app.db.select().from(demoBookings).where(eq(demoBookings.id, id)))[0]!;

const history = async (id: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `${inboxPath('demo-bookings')}/${id}/history`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return statusChangeSchema.array().parse(response.json());
};

const showUp = async () => {
  const response = await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
  expect(response.statusCode).toBe(200);
  return dashboardSchema.parse(response.json()).showUp;
};

describe('marking a demo "Nie pojawił się"', () => {
  it('is refused for a demo that has not begun: 400 naming noShow, nothing saved', async () => {
    clock.set('2027-03-01T09:00:00.000Z');
    const { id, slot } = await bookDemo(app, headers, march(3), 10, visitor());
    const before = await history(id);
    clock.set(new Date(new Date(slot.datetime).getTime() - 60_000));

    const response = await save(id, { noShow: true, adminNotes: 'nie przyszedł?' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { noShow: NO_SHOW_ERRORS.notStarted } });
    const stored = await row(id);
    expect(stored).toMatchObject({ noShowAt: null, status: 'pending', adminNotes: null });
    expect(await history(id)).toEqual(before);
  });

  it('marks a demo that has begun, writes it to the history and takes it back', async () => {
    clock.set('2027-03-01T09:00:00.000Z');
    const { id, slot } = await bookDemo(app, headers, march(4), 10, visitor());
    const start = new Date(slot.datetime);
    const markedAt = new Date(start.getTime() + 10 * 60_000);
    clock.set(markedAt);

    const marked = await save(id, { noShow: true });
    expect(marked.statusCode).toBe(200);
    expect(demoRecordResultSchema.parse(marked.json())).toMatchObject({ noShow: true, status: 'confirmed' });
    expect((await row(id)).noShowAt).toEqual(markedAt);
    expect((await history(id)).map((entry) => entry.detail)).toContain('Oznaczono: Nie pojawił się');

    // Saving the dialog again keeps the first time it was marked and adds no second 'Oznaczono'.
    clock.advance(HOUR);
    expect((await save(id, { noShow: true, adminNotes: 'Dzwoniłam, nie odebrał' })).statusCode).toBe(200);
    expect((await row(id)).noShowAt).toEqual(markedAt);
    expect((await history(id)).filter((entry) => entry.detail === 'Oznaczono: Nie pojawił się')).toHaveLength(
      1,
    );

    // The inbox's record carries the flag (the list's badge).
    const list = await app.inject({
      method: 'GET',
      url: `${inboxPath('demo-bookings')}?q=${encodeURIComponent((await row(id)).name)}`,
      headers,
    });
    expect(list.json<{ id: string; noShowAt: string | null }[]>()).toEqual([
      expect.objectContaining({ id, noShowAt: markedAt.toISOString() }),
    ]);

    const undone = await save(id, { noShow: false });
    expect(undone.json()).toMatchObject({ noShow: false });
    expect((await row(id)).noShowAt).toBeNull();
    expect((await history(id)).map((entry) => entry.detail)).toContain('Cofnięto: Nie pojawił się');
  });

  it('is refused for a cancelled demo, and for one cancelled in the same save', async () => {
    clock.set('2027-03-01T09:00:00.000Z');
    const { id, slot } = await bookDemo(app, headers, march(5), 10, visitor());
    clock.set(new Date(new Date(slot.datetime).getTime() + 2 * HOUR));

    const together = await save(id, { status: 'cancelled', noShow: true });
    expect(together.statusCode).toBe(400);
    expect(together.json()).toMatchObject({ fields: { noShow: NO_SHOW_ERRORS.cancelled } });
    expect(await row(id)).toMatchObject({ status: 'pending', noShowAt: null });

    expect((await save(id, { status: 'cancelled' })).statusCode).toBe(200);
    const after = await save(id, { status: 'cancelled', noShow: true });
    expect(after.statusCode).toBe(400);
    expect(after.json()).toMatchObject({ fields: { noShow: NO_SHOW_ERRORS.cancelled } });
    expect(await row(id)).toMatchObject({ status: 'cancelled', noShowAt: null });
  });

  it('refuses a flag that is not a boolean with 400 naming noShow', async () => {
    clock.set('2027-03-01T09:00:00.000Z');
    const { id } = await bookDemo(app, headers, march(8), 10, visitor());
    const response = await save(id, { noShow: 'yes' as unknown as boolean });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(['noShow']);
  });

  it('counts in the dashboard’s show-up rate: marked as no-show, the others as shown, cancelled not at all', async () => {
    clock.set('2027-03-01T09:00:00.000Z');
    await bookDemo(app, headers, march(9), 10, visitor());
    const absent = await bookDemo(app, headers, march(9), 12, visitor());
    const cancelled = await bookDemo(app, headers, march(9), 14, visitor());
    // 9 March, 12:30 in Warsaw: the 10:00 demo is over, the 12:00 one running, the 14:00 one to come.
    clock.set('2027-03-09T11:30:00.000Z');
    const before = await showUp();
    expect((await save(absent.id, { noShow: true })).statusCode).toBe(200);
    expect((await save(cancelled.id, { status: 'cancelled' })).statusCode).toBe(200);
    const after = await showUp();
    // The marked demo counts at once; the 10:00 one, over, counted as shown already.
    expect(after.map(({ days, noShow }) => ({ days, noShow }))).toEqual(
      before.map(({ days, noShow }) => ({ days, noShow: noShow + 1 })),
    );
    expect(after.map((window) => window.shown)).toEqual(before.map((window) => window.shown));
    expect(before.every((window) => window.shown >= 1)).toBe(true);
    // Past its end the cancelled one still counts nowhere.
    clock.set('2027-03-09T15:30:00.000Z');
    expect(await showUp()).toEqual(after);
  });
});

describe('the one-upcoming-demo rule', () => {
  it('lets a visitor marked "Nie pojawił się" book again at once', async () => {
    clock.set('2027-03-01T09:00:00.000Z');
    const person = visitor();
    const { id, slot } = await bookDemo(app, headers, march(10), 10, person);
    clock.set(new Date(new Date(slot.datetime).getTime() + 15 * 60_000));
    expect((await save(id, { noShow: true })).statusCode).toBe(200);

    const next = await createSlot(app, headers, slotIso(march(12), 10));
    const again = await requestDemo(app, next.datetime, person);
    expect(again.statusCode).toBe(201);
  });

  it('never counts a booking marked "Nie pojawił się", whatever its time', async () => {
    clock.set('2027-03-01T09:00:00.000Z');
    const person = visitor();
    // Stored as a flagged booking still to come (a state no screen makes): the rule must ignore the flag's
    // booking all the same, rather than rely on its time being past.
    await insertDemoBooking(app.db, {
      email: person.email,
      status: 'confirmed',
      selectedSlot: new Date(slotIso(march(15), 10)),
      noShowAt: new Date('2027-03-01T08:00:00.000Z'),
    });
    const slot = await createSlot(app, headers, slotIso(march(16), 10));
    expect((await requestDemo(app, slot.datetime, person)).statusCode).toBe(201);
    // ...while an unflagged upcoming booking of the address still refuses a second one.
    const other = await createSlot(app, headers, slotIso(march(17), 10));
    expect((await requestDemo(app, other.datetime, person)).statusCode).toBe(409);
  });
});

describe('the show-up rate', () => {
  let own: TestApp;
  let ownHeaders: Record<string, string>;
  const now = new Date('2027-06-15T10:00:00.000Z');
  const ownClock = createManualClock(now);
  const daysAgo = (days: number, hours = 0) => new Date(now.getTime() - days * 86_400_000 - hours * HOUR);

  beforeAll(async () => {
    own = await createTestApp({}, { clock: ownClock });
    ({ headers: ownHeaders } = await signInAsAdmin(own));
  });
  afterAll(() => own.close());

  const read = async () => {
    const response = await own.inject({ method: 'GET', url: '/api/admin/dashboard', headers: ownHeaders });
    return dashboardSchema.parse(response.json()).showUp;
  };

  it('is empty without demos', async () => {
    expect(await read()).toEqual([
      { days: 30, shown: 0, noShow: 0 },
      { days: 90, shown: 0, noShow: 0 },
    ]);
  });

  it('counts the demos that began in each window and are over or marked, by the app’s clock', async () => {
    const demo = (selectedSlot: Date, columns: Record<string, unknown> = {}) =>
      insertDemoBooking(own.db, { selectedSlot, status: 'confirmed', ...columns });
    await demo(daysAgo(1)); // shown, both windows
    await demo(daysAgo(10), { status: 'completed' }); // shown, both
    await demo(daysAgo(20), { noShowAt: daysAgo(20, -1) }); // no-show, both
    await demo(daysAgo(29, 23), { status: 'pending' }); // shown, both (pending is not cancelled)
    await demo(daysAgo(45)); // shown, 90 only
    await demo(daysAgo(60), { noShowAt: daysAgo(60, -1) }); // no-show, 90 only
    await demo(daysAgo(91)); // neither
    await demo(daysAgo(5), { status: 'cancelled' }); // cancelled: neither
    await demo(daysAgo(0, 0.5)); // began 30 minutes ago, not marked: not over yet
    await demo(daysAgo(0, 0.25), { noShowAt: now }); // began 15 minutes ago, marked: counts
    await demo(daysAgo(-2)); // still to come
    expect(await read()).toEqual([
      { days: 30, shown: 3, noShow: 2 },
      { days: 90, shown: 4, noShow: 3 },
    ]);
    // Half an hour on, the running demo is over: shown.
    ownClock.advance(HOUR / 2);
    expect((await read())[0]).toEqual({ days: 30, shown: 4, noShow: 2 });
  });
});
