import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL_HAS_BOOKING } from '@shared/contracts/demo';
import type { CalendarDay } from '@shared/slot-rules';
import { demoBookings, slots, statusChanges } from '../../db/schema/index';
import { attachedCalendar } from '../../test/ical';
import { appWithMail } from '../../test/test-app';
import { bookDemo, requestDemo } from '../../test/factories/demo-bookings';
import { createSlot, slotIso, weekdayAhead } from '../../test/factories/slots';
import { nextIp, uniqueEmail } from '../../test/factories/visitors';
import { SLOT_RETAKEN } from './manage-repository';

/**
 * The operator's cancel frees the slot (single and bulk) and tells the visitor;
 * one upcoming demo per address; the meeting link and its e-mails.
 */

const { app, smtp, headers } = await appWithMail(['operator@example.pl']);

const deliver = () => app.jobs.runDue();

const visitor = (email: string) => ({ name: 'Ewa Zielińska', email, clubName: 'LOK Strzelec' });
const bookRequest = (email: string, datetime: string, language: 'pl' | 'en' = 'pl') =>
  requestDemo(app, datetime, visitor(email), { language });
const book = (email: string, day: CalendarDay, hour: number) =>
  bookDemo(app, headers, day, hour, visitor(email));

const setStatus = (id: string, status: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/demo-bookings/${id}/status`,
    headers,
    payload: { status },
  });

const slotHolder = async (slotId: string) =>
  (await app.db.select({ bookedBy: slots.bookedBy }).from(slots).where(eq(slots.id, slotId)))[0]?.bookedBy;

const bookingsOf = async (email: string) =>
  (
    await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(demoBookings)
      .where(sql`lower(${demoBookings.email}) = ${email.toLowerCase()}`)
  )[0]!.count;

describe('the operator cancels a demo', () => {
  it('frees its slot in the same change, tells the visitor with a CANCEL invitation, and another visitor can book it', async () => {
    const email = uniqueEmail('cancel');
    const { id, slot } = await book(email, weekdayAhead(1), 9);
    expect(await slotHolder(slot.id)).toBe(id);

    expect((await setStatus(id, 'cancelled')).statusCode).toBe(200);
    expect(await slotHolder(slot.id)).toBeNull();
    const day = weekdayAhead(1);
    const free = await app.inject({
      method: 'GET',
      url: `/api/slots?start=${encodeURIComponent(slotIso(day, 0))}&end=${encodeURIComponent(slotIso(day, 23))}`,
    });
    expect(free.json()).toContainEqual({ id: slot.id, datetime: slot.datetime, isBooked: false });

    await deliver();
    const mails = smtp.to(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Prezentacja zarezerwowana – czeka na potwierdzenie',
      'Prezentacja odwołana',
    ]);
    expect(attachedCalendar(mails[1]!).props.METHOD).toBe('CANCEL');

    const other = await bookRequest(uniqueEmail('next'), slot.datetime);
    expect(other.statusCode).toBe(201);
    expect(await slotHolder(slot.id)).toBe(other.json().id);
  });

  it('frees every slot of a bulk cancel', async () => {
    const first = await book(uniqueEmail('bulk-a'), weekdayAhead(2), 10);
    const second = await book(uniqueEmail('bulk-b'), weekdayAhead(2), 11);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/admin/demo-bookings/status',
      headers,
      payload: { ids: [first.id, second.id], status: 'cancelled' },
    });
    expect(response.statusCode).toBe(200);
    expect(await slotHolder(first.slot.id)).toBeNull();
    expect(await slotHolder(second.slot.id)).toBeNull();
  });

  it('brought back, a demo takes its slot again; if someone took it meanwhile the change is refused with 409 and nothing changes', async () => {
    const { id, slot } = await book(uniqueEmail('back'), weekdayAhead(3), 12);
    await setStatus(id, 'cancelled');
    expect((await setStatus(id, 'confirmed')).statusCode).toBe(200);
    expect(await slotHolder(slot.id)).toBe(id);

    await setStatus(id, 'cancelled');
    const rival = await bookRequest(uniqueEmail('rival'), slot.datetime);
    expect(rival.statusCode).toBe(201);
    const refused = await setStatus(id, 'pending');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(SLOT_RETAKEN);
    const [row] = await app.db
      .select({ status: demoBookings.status })
      .from(demoBookings)
      .where(eq(demoBookings.id, id));
    expect(row!.status).toBe('cancelled');
    expect(await slotHolder(slot.id)).toBe(rival.json().id);
  });
});

describe('one upcoming demo per address', () => {
  it('refuses a second booking (any letter case) with the PL message, stores nothing and mails the first one’s manage link again', async () => {
    const email = uniqueEmail('twice');
    const { id } = await book(email, weekdayAhead(4), 9);
    const other = await createSlot(app, headers, weekdayAhead(4), 10);
    const refused = await bookRequest(email.toUpperCase(), other.datetime);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: DEMO_EMAIL_HAS_BOOKING.pl,
      fields: { email: DEMO_EMAIL_HAS_BOOKING.pl },
    });
    // Nothing about the booking itself reaches the anonymous caller.
    expect(refused.body).not.toContain(id);
    expect(refused.body).not.toContain('Zielińska');
    expect(await bookingsOf(email)).toBe(1);
    expect(await slotHolder(other.id)).toBeNull();

    await deliver();
    const mails = smtp.to(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Prezentacja zarezerwowana – czeka na potwierdzenie',
      'Masz już umówioną prezentację',
    ]);
    const link = /\/prezentacja\/([A-Za-z0-9_-]{43})/.exec(mails[1]!.text ?? '');
    expect(link).not.toBeNull();
    const opened = await app.inject({
      method: 'GET',
      url: `/api/demo-manage/${link![1]}`,
      remoteAddress: nextIp(),
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().selectedSlot).toBe(slotIso(weekdayAhead(4), 9));
  });

  it('answers an English visitor in English', async () => {
    const email = uniqueEmail('twice-en');
    await book(email, weekdayAhead(5), 9);
    const other = await createSlot(app, headers, weekdayAhead(5), 10);
    const refused = await bookRequest(email, other.datetime, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields.email).toBe(DEMO_EMAIL_HAS_BOOKING.en);
  });

  it('lets the address book again once its demo is cancelled', async () => {
    const email = uniqueEmail('again');
    const { id } = await book(email, weekdayAhead(6), 9);
    await setStatus(id, 'cancelled');
    const next = await createSlot(app, headers, weekdayAhead(6), 10);
    expect((await bookRequest(email, next.datetime)).statusCode).toBe(201);
  });

  it('of two bookings from one address at once exactly one wins', async () => {
    const email = uniqueEmail('race');
    const candidates = await Promise.all(
      [7, 8, 9, 10].map((hour) => createSlot(app, headers, weekdayAhead(7), hour)),
    );
    const answers = await Promise.all(candidates.map((slot) => bookRequest(email, slot.datetime)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await bookingsOf(email)).toBe(1);
    const held = await Promise.all(candidates.map((slot) => slotHolder(slot.id)));
    expect(held.filter(Boolean)).toHaveLength(1);
  });
});

describe('the meeting link', () => {
  const setLink = (id: string, meetingUrl: unknown) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/demo-bookings/${id}/meeting-link`,
      headers,
      payload: { meetingUrl },
    });

  it('refuses what is not a web address with 400 naming the field, changing nothing', async () => {
    const { id } = await book(uniqueEmail('bad-link'), weekdayAhead(8), 9);
    for (const value of [
      'javascript:alert(1)',
      'meet.example.com',
      'ftp://meet.example.com/x',
      42,
      `https://x.pl/${'a'.repeat(2100)}`,
    ]) {
      const response = await setLink(id, value);
      expect(response.statusCode, String(value).slice(0, 30)).toBe(400);
      expect(response.json().fields).toHaveProperty('meetingUrl');
    }
    const [row] = await app.db
      .select({ meetingUrl: demoBookings.meetingUrl })
      .from(demoBookings)
      .where(eq(demoBookings.id, id));
    expect(row!.meetingUrl).toBeNull();
    expect(
      (await setLink('00000000-0000-4000-8000-000000000016', 'https://meet.example.com/a')).statusCode,
    ).toBe(404);
  });

  it('mails the visitor when set and when changed (with the invitation), not when saved unchanged; the confirmation and the inbox carry it', async () => {
    const email = uniqueEmail('link');
    const { id } = await book(email, weekdayAhead(9), 9);
    const first = 'https://meet.example.com/abc-defg-hij';
    const set = await setLink(id, first);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ meetingUrl: first, mailed: true });
    expect((await setLink(id, first)).json()).toEqual({ meetingUrl: first, mailed: false });
    const second = 'https://meet.example.com/xyz-uvw-rst';
    expect((await setLink(id, ` ${second} `)).json()).toEqual({ meetingUrl: second, mailed: true });
    expect((await setStatus(id, 'confirmed')).statusCode).toBe(200);

    await deliver();
    // One e-mail each (the outbox delivers a batch in no particular order).
    const mails = smtp.to(email);
    const bySubject = (subject: string) => {
      const found = mails.filter((mail) => mail.subject === subject);
      expect(found, subject).toHaveLength(1);
      return found[0]!;
    };
    expect(mails).toHaveLength(4);
    bySubject('Prezentacja zarezerwowana – czeka na potwierdzenie');
    expect(bySubject('Link do spotkania online').text).toContain(first);
    const changed = bySubject('Nowy link do spotkania online');
    expect(changed.text).toContain(second);
    expect(bySubject('Prezentacja potwierdzona').text).toContain(second);
    const invitation = attachedCalendar(changed);
    expect(invitation.props.METHOD).toBe('REQUEST');
    expect(invitation.events[0]!.props.URL).toBe(second);

    const item = await app.inject({ method: 'GET', url: `/api/admin/demo-bookings/${id}`, headers });
    expect(item.json().meetingUrl).toBe(second);
    const history = await app.db
      .select({ detail: statusChanges.detail })
      .from(statusChanges)
      .where(eq(statusChanges.recordId, id));
    expect(history.map((entry) => entry.detail)).toContain(`Link do spotkania: ${second}`);

    // Cleared: stored as none, nothing mailed.
    expect((await setLink(id, '')).json()).toEqual({ meetingUrl: null, mailed: false });
  });

  it('is stored but not mailed for a cancelled demo', async () => {
    const email = uniqueEmail('link-cancelled');
    const { id } = await book(email, weekdayAhead(10), 9);
    await setStatus(id, 'cancelled');
    expect((await setLink(id, 'https://meet.example.com/late')).json()).toEqual({
      meetingUrl: 'https://meet.example.com/late',
      mailed: false,
    });
  });
});

describe("the demo's one dialog (status, notes and meeting link saved together)", () => {
  const save = (id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/admin/demo-bookings/${id}`, headers, payload });
  const rowOf = async (id: string) =>
    (
      await app.db
        .select({
          status: demoBookings.status,
          adminNotes: demoBookings.adminNotes,
          meetingUrl: demoBookings.meetingUrl,
        })
        .from(demoBookings)
        .where(eq(demoBookings.id, id))
    )[0]!;
  const historyOf = (id: string) =>
    app.db
      .select({
        from: statusChanges.fromStatus,
        to: statusChanges.toStatus,
        detail: statusChanges.detail,
        notes: statusChanges.adminNotes,
      })
      .from(statusChanges)
      .where(eq(statusChanges.recordId, id));

  it('confirms and sets the link in one save: one e-mail (the confirmation carrying the link) and one history line', async () => {
    const email = uniqueEmail('one-dialog');
    const { id } = await book(email, weekdayAhead(11), 9);
    await deliver();
    const before = smtp.to(email).length;
    const link = 'https://meet.example.com/one-save';

    const response = await save(id, {
      status: 'confirmed',
      adminNotes: ' Zadzwonić dzień wcześniej ',
      meetingUrl: link,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'confirmed',
      adminNotes: 'Zadzwonić dzień wcześniej',
      meetingUrl: link,
      followUp: true,
      noShow: false,
      mailed: 'status',
    });
    expect(await rowOf(id)).toEqual({
      status: 'confirmed',
      adminNotes: 'Zadzwonić dzień wcześniej',
      meetingUrl: link,
    });
    expect(await historyOf(id)).toEqual([
      {
        from: 'pending',
        to: 'confirmed',
        detail: `Link do spotkania: ${link}`,
        notes: 'Zadzwonić dzień wcześniej',
      },
    ]);

    await deliver();
    const mails = smtp.to(email).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual(['Prezentacja potwierdzona']);
    expect(mails[0]!.text).toContain(link);
    expect(attachedCalendar(mails[0]!).events[0]!.props.URL).toBe(link);
  });

  it('sends the link e-mail when only the link changes, nothing when only the notes do, and the cancellation alone when both change', async () => {
    const email = uniqueEmail('one-dialog-link');
    const { id, slot } = await book(email, weekdayAhead(12), 9);
    await deliver();
    const before = smtp.to(email).length;

    expect(
      (await save(id, { status: 'pending', meetingUrl: 'https://meet.example.com/a' })).json().mailed,
    ).toBe('meeting-link');
    expect(
      (
        await save(id, { status: 'pending', adminNotes: 'notatka', meetingUrl: 'https://meet.example.com/a' })
      ).json().mailed,
    ).toBeNull();
    const cancelled = await save(id, { status: 'cancelled', meetingUrl: 'https://meet.example.com/b' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', mailed: 'status', adminNotes: null });
    expect(await slotHolder(slot.id)).toBeNull();

    await deliver();
    // Two e-mails from two saves (delivered in either order), none for the notes alone.
    expect(
      smtp
        .to(email)
        .slice(before)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(['Link do spotkania online', 'Prezentacja odwołana']);
  });

  it('refuses bad input with 400 naming the field and changes nothing; 404 for an unknown record; 401 without a session', async () => {
    const { id } = await book(uniqueEmail('one-dialog-bad'), weekdayAhead(13), 9);
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'nieznany', meetingUrl: null }, 'status'],
      [{ status: 'confirmed', meetingUrl: 'javascript:alert(1)' }, 'meetingUrl'],
      [{ status: 'confirmed', meetingUrl: null, adminNotes: 'x'.repeat(5001) }, 'adminNotes'],
      [{ status: 'confirmed' }, 'meetingUrl'],
    ];
    for (const [payload, field] of cases) {
      const response = await save(id, payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
    }
    expect(await rowOf(id)).toEqual({ status: 'pending', adminNotes: null, meetingUrl: null });
    expect(await historyOf(id)).toEqual([]);
    expect(
      (await save('00000000-0000-4000-8000-000000000017', { status: 'confirmed', meetingUrl: null }))
        .statusCode,
    ).toBe(404);
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/admin/demo-bookings/${id}`,
      payload: { status: 'confirmed', meetingUrl: null },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses to bring back a cancelled demo whose slot was taken meanwhile (409), changing nothing', async () => {
    const email = uniqueEmail('one-dialog-retaken');
    const { id, slot } = await book(email, weekdayAhead(14), 9);
    await save(id, { status: 'cancelled', meetingUrl: null });
    const other = await bookRequest(uniqueEmail('one-dialog-other'), slot.datetime);
    expect(other.statusCode).toBe(201);
    const response = await save(id, { status: 'confirmed', meetingUrl: 'https://meet.example.com/c' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(SLOT_RETAKEN);
    expect(await rowOf(id)).toEqual({ status: 'cancelled', adminNotes: null, meetingUrl: null });
  });
});
