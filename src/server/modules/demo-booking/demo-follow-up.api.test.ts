import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BOOKING_VALIDATION } from '@shared/contracts/demo';
import type { DemoBookingItem } from '@shared/contracts/inbox';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { demoBookings, outboxMessages, slots, statusChanges } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { retryDelayMs } from '../../mail/mail-service';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { createTestDatabase, mailTestConfig, signInAsAdmin, testConfig } from '../../test/test-app';
import { bookDemo, requestDemo, type DemoVisitor } from '../../test/factories/demo-bookings';
import { createSlot, weekdayAhead } from '../../test/factories/slots';
import { uniqueEmail } from '../../test/factories/visitors';
import { createFollowUpSweep, FOLLOW_UP_ACTOR, FOLLOW_UP_HISTORY } from './follow-up';

/**
 * The thank-you an hour after a demo's end: sent once through the outbox, in the booking's
 * language, with the order link of the plan that fits the member count; not for a cancelled or no-show demo
 * nor one the operator turned it off for; retried while SMTP fails; safe with two app instances.
 */

type App = Awaited<ReturnType<typeof buildApp>>;
const OPERATOR = 'operator@example.pl';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The demo lasts an hour; the thank-you is due an hour after its end. */
const DEMO_END = HOUR;
const DUE_AFTER_START = DEMO_END + HOUR;

let smtp: TestSmtp;
let first: App;
let second: App;
let headers: Record<string, string>;
const clock = createManualClock(new Date());
const realNow = clock.now();

beforeAll(async () => {
  smtp = await startTestSmtp();
  const config = testConfig(mailTestConfig(smtp.url, [OPERATOR]));
  const database = await createTestDatabase();
  first = await buildApp({ config, database, clock });
  // On PostgreSQL a second app with its own pool stands for a second process; PGlite has one process.
  second = database.url
    ? await buildApp({
        config,
        database: await openDatabase({ kind: 'postgres', url: database.url, poolSize: 3 }),
        clock,
      })
    : first;
  ({ headers } = await signInAsAdmin(first));
});
afterAll(async () => {
  if (second !== first) await second?.close();
  await first?.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.up();
  clock.set(realNow);
});

const deliver = () => first.jobs.runDue();
const sweep = (app: App = first) => createFollowUpSweep(app.deps).run();

const visitor = (email: string, extra: Partial<DemoVisitor> = {}): DemoVisitor => ({
  name: 'Ewa Zielińska',
  email,
  clubName: 'LOK Strzelec',
  ...extra,
});
/**
 * Each test books on days of its own, a week and more from the others': the sweep sends what is due up to
 * three days late, so one test's moving clock never reaches another's demos.
 */
const book = (email: string, weekday: number, extra: Partial<DemoVisitor> = {}, language?: 'pl' | 'en') =>
  bookDemo(first, headers, weekdayAhead(weekday), 10, visitor(email, extra), { language });

const followUpsTo = (email: string) =>
  smtp.to(email).filter((mail) => /Dziękujemy za udział|Thank you for attending/.test(mail.subject ?? ''));
const hrefs = (mail: ReceivedMail) => [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

const at = (start: string, offset: number) => clock.set(new Date(Date.parse(start) + offset));

const historyOf = (id: string) =>
  first.db
    .select({ detail: statusChanges.detail, by: statusChanges.changedBy })
    .from(statusChanges)
    .where(eq(statusChanges.recordId, id));

const save = (id: string, payload: Record<string, unknown>) =>
  first.inject({
    method: 'PUT',
    url: `/api/admin/demo-bookings/${id}`,
    headers,
    payload: { meetingUrl: null, ...payload },
  });

describe('the thank-you after a demo', () => {
  it('goes out once at end + 1 h (not before, not twice, not from two instances), in Polish, with the plan by member count, listed in the history', async () => {
    const email = uniqueEmail('follow-up');
    const { id, slot } = await book(email, 1, { memberCount: 120 });

    at(slot.datetime, DUE_AFTER_START - MINUTE);
    await sweep();
    await deliver();
    expect(followUpsTo(email)).toHaveLength(0);

    at(slot.datetime, DUE_AFTER_START);
    // Two processes sweeping at the same moment, then the queue's own job: one claim wins.
    const counts = await Promise.all([sweep(first), sweep(second), sweep(first)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    await deliver();
    at(slot.datetime, DUE_AFTER_START + 10 * MINUTE);
    await sweep();
    await deliver();

    const [mail, ...more] = followUpsTo(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Dziękujemy za udział w prezentacji');
    expect(mail!.text).toContain('Dla klubu liczącego 120 członków najlepiej pasuje pakiet Klub Średni.');
    expect(hrefs(mail!)).toEqual(
      expect.arrayContaining([
        'https://strzelnica.example.pl/cennik#zamow-medium',
        'https://strzelnica.example.pl/cennik',
      ]),
    );
    expect(await historyOf(id)).toContainEqual({ detail: FOLLOW_UP_HISTORY, by: FOLLOW_UP_ACTOR });
    const history = await first.inject({
      method: 'GET',
      url: `/api/admin/demo-bookings/${id}/history`,
      headers,
    });
    expect(history.body).toContain(FOLLOW_UP_HISTORY);
    const [row] = await first.db.select().from(demoBookings).where(eq(demoBookings.id, id));
    expect(row!.followUpSentAt?.toISOString()).toBe(
      new Date(Date.parse(slot.datetime) + DUE_AFTER_START).toISOString(),
    );
  });

  it('is sent by the job queue itself, in English for an English booking, with the plan for a large club', async () => {
    const english = uniqueEmail('follow-up-en');
    const unknown = uniqueEmail('follow-up-none');
    const small = uniqueEmail('follow-up-small');
    const { slot } = await book(english, 6, { memberCount: 800 }, 'en');
    await bookDemo(first, headers, weekdayAhead(6), 12, visitor(unknown));
    await bookDemo(first, headers, weekdayAhead(6), 14, visitor(small, { memberCount: 100 }), {
      language: 'en',
    });

    // Past all three: the queue's recurring sweep queues them, the next run delivers.
    at(slot.datetime, 4 * HOUR + DUE_AFTER_START);
    await deliver();
    await deliver();

    const [en] = followUpsTo(english);
    expect(en!.subject).toBe('Thank you for attending the presentation');
    expect(en!.text).toContain('For a club of 800 members the Large club plan fits best.');
    expect(hrefs(en!)).toContain('https://shootingclub.example.com/cennik#zamow-large');

    const [none] = followUpsTo(unknown);
    expect(none!.subject).toBe('Dziękujemy za udział w prezentacji');
    expect(none!.text).not.toContain('Dla klubu liczącego');
    // No member count: the order opens on the plan the site preselects everywhere (product §2, §9).
    expect(hrefs(none!)).toContain('https://strzelnica.example.pl/cennik#zamow-medium');

    const [upTo100] = followUpsTo(small);
    expect(hrefs(upTo100!)).toContain('https://shootingclub.example.com/cennik#zamow-small');
  });

  it('is not sent for a cancelled demo, a no-show, or when the operator turned it off; turned on again, it goes', async () => {
    const cancelled = uniqueEmail('follow-up-cancelled');
    const noShow = uniqueEmail('follow-up-no-show');
    const off = uniqueEmail('follow-up-off');
    const onAgain = uniqueEmail('follow-up-on-again');
    const day = 11;
    const c = await bookDemo(first, headers, weekdayAhead(day), 9, visitor(cancelled));
    const n = await bookDemo(first, headers, weekdayAhead(day), 11, visitor(noShow));
    const o = await bookDemo(first, headers, weekdayAhead(day), 13, visitor(off));
    const a = await bookDemo(first, headers, weekdayAhead(day), 15, visitor(onAgain));

    expect((await save(c.id, { status: 'cancelled' })).statusCode).toBe(200);
    const turnedOff = await save(o.id, { status: 'confirmed', followUp: false });
    expect(turnedOff.statusCode).toBe(200);
    expect(turnedOff.json()).toMatchObject({ status: 'confirmed', followUp: false });
    expect(await historyOf(o.id)).toContainEqual({
      detail: 'Podziękowanie po prezentacji wyłączone.',
      by: expect.any(String),
    });
    expect((await save(a.id, { status: 'pending', followUp: false })).statusCode).toBe(200);
    // The status change alone leaves the switch as it was.
    expect((await save(a.id, { status: 'confirmed' })).json()).toMatchObject({ followUp: false });
    const on = await save(a.id, { status: 'confirmed', followUp: true });
    expect(on.json()).toMatchObject({ followUp: true });
    expect(await historyOf(a.id)).toContainEqual({
      detail: 'Podziękowanie po prezentacji włączone.',
      by: expect.any(String),
    });

    // The operator marked the no-show after the demo (the flag's own screen sets this column).
    at(n.slot.datetime, DEMO_END);
    await first.db.update(demoBookings).set({ noShowAt: clock.now() }).where(eq(demoBookings.id, n.id));

    at(a.slot.datetime, DUE_AFTER_START);
    expect(await sweep()).toBe(1);
    await deliver();
    expect(followUpsTo(cancelled)).toHaveLength(0);
    expect(followUpsTo(noShow)).toHaveLength(0);
    expect(followUpsTo(off)).toHaveLength(0);
    expect(followUpsTo(onAgain)).toHaveLength(1);
    const list = await first.inject({
      method: 'GET',
      url: `/api/admin/demo-bookings?q=${encodeURIComponent(off)}`,
      headers,
    });
    expect(list.json<DemoBookingItem[]>()[0]).toMatchObject({ followUpOff: true, followUpSentAt: null });
  });

  it('is retried while SMTP refuses it, and delivered once it takes it', async () => {
    const email = uniqueEmail('follow-up-retry');
    const { id, slot } = await book(email, 16, { memberCount: 40 });
    smtp.down();
    at(slot.datetime, DUE_AFTER_START);
    await sweep();
    await deliver();
    expect(followUpsTo(email)).toHaveLength(0);
    const [queued] = await first.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.relatedId, id), eq(outboxMessages.template, 'demo-follow-up')));
    expect(queued!.state).not.toBe('sent');
    expect(queued!.attempts).toBeGreaterThanOrEqual(1);

    smtp.up();
    clock.advance(retryDelayMs(queued!.attempts));
    await sweep();
    await deliver();
    const [mail, ...more] = followUpsTo(email);
    expect(more).toHaveLength(0);
    expect(hrefs(mail!)).toContain('https://strzelnica.example.pl/cennik#zamow-small');
  });
});

describe('the member count on the booking', () => {
  it('is stored when given and shown in the record', async () => {
    const email = uniqueEmail('members');
    const { id } = await book(email, 21, { memberCount: 250 });
    const list = await first.inject({
      method: 'GET',
      url: `/api/admin/demo-bookings?q=${encodeURIComponent(email)}`,
      headers,
    });
    expect(list.json<DemoBookingItem[]>()).toMatchObject([{ id, memberCount: 250, followUpOff: false }]);
  });

  it.each([
    [0, 8],
    [-3, 9],
    [100_001, 10],
    [12.5, 11],
    ['120', 12],
    ['dużo', 13],
  ])('refuses %j with 400 naming memberCount, and stores nothing', async (memberCount, hour) => {
    const email = uniqueEmail('members-bad');
    const slot = await createSlot(first, headers, weekdayAhead(22), hour);
    const response = await requestDemo(first, slot.datetime, {
      ...visitor(email),
      memberCount: memberCount as number,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ memberCount: DEMO_BOOKING_VALIDATION.pl.memberCountInvalid });
    expect(await first.db.select().from(demoBookings).where(eq(demoBookings.email, email))).toEqual([]);
    const [held] = await first.db.select().from(slots).where(eq(slots.id, slot.id));
    expect(held!.bookedBy).toBeNull();
  });
});
