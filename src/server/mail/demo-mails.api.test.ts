import { formatTime } from '@shared/date-format';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema/index';
import { createManualClock } from '../lib/clock';
import { requestDemo } from '../test/factories/demo-bookings';
import { createSlot, weekdayAhead } from '../test/factories/slots';
import { nextIp, uniqueEmail } from '../test/factories/visitors';
import { icalDate, parseICalendar } from '../test/ical';
import { appWithMail } from '../test/test-app';

/**
 * A demo's e-mails, booked, moved, confirmed and cancelled: their words in the visitor's language and zone,
 * and the one calendar event they carry (.ics). The other forms' e-mails and delivery: mail.api.test.ts.
 */

const OPERATOR = 'operator@example.pl';

const clock = createManualClock(new Date());
const { app, smtp, headers } = await appWithMail([OPERATOR], { clock });

const english = { cookie: 'lang=en' };

/** Runs the job queue as the server would, now: the wake-up jobs and the minute's sweep. */
const deliver = () => app.jobs.runDue();

/** The invitation's calendar and its one event, read by the strict RFC 5545 reader (a strict client's view). */
function readInvitation(text: string) {
  const calendar = parseICalendar(text);
  expect(calendar.events).toHaveLength(1);
  const event = calendar.events[0]!;
  return { method: calendar.props.METHOD, event: event.props };
}

async function bookDemo(email: string, dayOffset: number, hour: number, extra: Record<string, string> = {}) {
  const slot = await createSlot(app, headers, weekdayAhead(dayOffset), hour);
  const visitor = { name: 'Anna <b>Nowak</b>', email, clubName: 'KS Dziesiątka' };
  return { response: await requestDemo(app, slot.datetime, visitor, { headers: extra }), slot };
}

describe('demo booking', () => {
  it("sends the visitor an .ics invitation for the booked hour and the Warsaw time in the site's words", async () => {
    const email = uniqueEmail('demo');
    const { response, slot } = await bookDemo(email, 3, 10, english);
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    await deliver();

    const [mail, ...more] = smtp.to(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Your presentation is reserved – awaiting confirmation');
    expect(mail!.text).toContain('10:00 (Polish time)');
    expect(mail!.html).toContain('Anna &lt;b&gt;Nowak&lt;/b&gt;');

    const calendar = mail!.attachments.find((attachment) =>
      attachment.contentType.startsWith('text/calendar'),
    );
    expect(calendar).toBeDefined();
    const { method, event } = readInvitation(calendar!.content.toString('utf8'));
    expect(method).toBe('REQUEST');
    expect(event.UID).toBe(`demo-${id}@strzelnica.example.pl`);
    expect(event.SEQUENCE).toBe('0');
    expect(icalDate(event.DTSTART!).toISOString()).toBe(slot.datetime);
    expect(event.DURATION ?? event.DTEND).toMatch(/^(PT1H|PT60M|\d{8}T\d{6}Z)$/);
    if (event.DTEND) {
      expect(icalDate(event.DTEND).getTime() - new Date(slot.datetime).getTime()).toBe(60 * 60_000);
    }
    expect(event.ORGANIZER?.toLowerCase()).toBe('mailto:kontakt@example.pl');

    const operator = smtp.to(OPERATOR).filter((m) => m.text?.includes(`demo-bookings?open=${id}`));
    expect(operator).toHaveLength(1);
    expect(operator[0]!.subject).toMatch(/^Nowa rezerwacja prezentacji: /);
  });

  it("gives a visitor in another time zone the meeting's time in theirs too, in every message about it", async () => {
    const email = uniqueEmail('demo-zone');
    const slot = await createSlot(app, headers, weekdayAhead(6), 10);
    const visitor = { name: 'John Smith', email, visitorTimeZone: 'America/New_York' };
    const response = await requestDemo(app, slot.datetime, visitor, { headers: english });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    const confirmed = await app.inject({
      method: 'PUT',
      url: `/api/admin/demo-bookings/${id}/status`,
      headers,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode).toBe(200);
    await deliver();

    const start = new Date(slot.datetime);
    const theirs = `${formatTime(start, 'America/New_York')} your time (America/New_York)`;
    const mails = smtp.to(email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Your presentation is confirmed',
      'Your presentation is reserved – awaiting confirmation',
    ]);
    for (const mail of mails) expect(mail.text).toContain(`10:00 (Polish time) · ${theirs}`);
  });

  it('a booking refused with 409 stores and sends nothing', async () => {
    const first = uniqueEmail('demo-first');
    const { response, slot } = await bookDemo(first, 4, 11);
    expect(response.statusCode).toBe(201);
    const loser = uniqueEmail('demo-loser');
    const refused = await requestDemo(app, slot.datetime, { name: 'Druga Osoba', email: loser });
    expect(refused.statusCode).toBe(409);
    await deliver();
    const [{ count }] = (await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(outboxMessages)
      .where(
        sql`${outboxMessages.recipient} = ${loser} or ${outboxMessages.text} like ${'%Druga Osoba%'}`,
      )) as [{ count: number }];
    expect(count).toBe(0);
    expect(smtp.to(loser)).toHaveLength(0);
    expect(smtp.to(first)).toHaveLength(1);
  });

  it('mails the visitor when the operator confirms and cancels, with the same UID and a higher SEQUENCE', async () => {
    const email = uniqueEmail('demo-status');
    const { response, slot } = await bookDemo(email, 5, 12, english);
    const { id } = response.json() as { id: string };
    const setStatus = (status: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/demo-bookings/${id}/status`,
        headers,
        payload: { status, adminNotes: 'TAJNA NOTATKA operatora' },
      });
    expect((await setStatus('confirmed')).statusCode).toBe(200);
    expect((await setStatus('confirmed')).statusCode).toBe(200); // no change, no second mail
    expect((await setStatus('cancelled')).statusCode).toBe(200);
    await deliver();

    // Delivered side by side by the worker: taken in the order they were written, by subject.
    const subjects = [
      'Your presentation is reserved – awaiting confirmation',
      'Your presentation is confirmed',
      'Your presentation is cancelled',
    ];
    expect(
      smtp
        .to(email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual([...subjects].sort());
    const mails = subjects.map((subject) => smtp.to(email).find((mail) => mail.subject === subject)!);
    for (const mail of mails) expect(`${mail.text}${mail.html}`).not.toContain('TAJNA NOTATKA');
    // The confirmation carries a manage link of its own that opens the booking; the cancellation none.
    const token = /\/prezentacja\/([\w-]{43})/.exec(mails[1]!.text ?? '')?.[1];
    expect(token).toBeDefined();
    const managed = await app.inject({
      method: 'GET',
      url: `/api/demo-manage/${token}`,
      remoteAddress: nextIp(),
    });
    expect(managed.statusCode).toBe(200);
    expect(mails[2]!.text).not.toContain('/prezentacja/');
    const invitations = mails.map((mail) =>
      readInvitation(
        mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString('utf8'),
      ),
    );
    expect(invitations.map(({ event }) => event.UID)).toEqual(
      Array(3).fill(`demo-${id}@strzelnica.example.pl`),
    );
    expect(invitations.map(({ event }) => event.SEQUENCE)).toEqual(['0', '1', '2']);
    expect(invitations.map(({ method }) => method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(icalDate(invitations[2]!.event.DTSTART!).toISOString()).toBe(slot.datetime);
  });
});

describe('one demo, one story: the words and the calendar follow the booking’s state', () => {
  const WORDS = {
    pl: {
      booked: 'Prezentacja zarezerwowana – czeka na potwierdzenie',
      moved: 'Nowy termin prezentacji',
      confirmed: 'Prezentacja potwierdzona',
      cancelled: 'Prezentacja odwołana',
      pending: 'Status: Oczekuje na potwierdzenie',
      waiting: 'czeka na nasze potwierdzenie',
      isConfirmed: 'Status: Potwierdzona',
      isCancelled: 'Status: Odwołana',
    },
    en: {
      booked: 'Your presentation is reserved – awaiting confirmation',
      moved: 'Your presentation has a new time',
      confirmed: 'Your presentation is confirmed',
      cancelled: 'Your presentation is cancelled',
      pending: 'Status: Awaiting confirmation',
      waiting: 'awaits our confirmation',
      isConfirmed: 'Status: Confirmed',
      isCancelled: 'Status: Cancelled',
    },
  } as const;
  const invitationIn = (mail: { attachments: { contentType: string; content: Buffer }[] }) =>
    readInvitation(
      mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString('utf8'),
    );
  const manageToken = (text: string | undefined) => /\/prezentacja\/([\w-]{43})/.exec(text ?? '')?.[1];

  it.each([
    ['pl', 7, 9],
    ['en', 8, 10],
  ] as const)(
    'in %s: booked (TENTATIVE) → moved (still TENTATIVE) → confirmed (CONFIRMED) → completed (no mail) → cancelled (CANCEL)',
    async (language, day, hour) => {
      const w = WORDS[language];
      const email = uniqueEmail(`demo-story-${language}`);
      const slot = await createSlot(app, headers, weekdayAhead(day), hour);
      const booked = await requestDemo(app, slot.datetime, { name: 'Jan Nowak', email }, { language });
      expect(booked.statusCode).toBe(201);
      const { id, manageUrl } = booked.json<{ id: string; manageUrl: string }>();
      const uid = `demo-${id}@strzelnica.example.pl`;
      const setStatus = async (status: string) => {
        const changed = await app.inject({
          method: 'PUT',
          url: `/api/admin/demo-bookings/${id}/status`,
          headers,
          payload: { status },
        });
        expect(changed.statusCode).toBe(200);
        await deliver();
      };
      await deliver();

      // Booked: reserved, waiting for the operator's confirmation; the calendar holds it as tentative.
      const [bookedMail] = smtp.to(email);
      expect(bookedMail!.subject).toBe(w.booked);
      expect(bookedMail!.text).toContain(w.pending);
      expect(bookedMail!.text).toContain(w.waiting);
      expect(manageToken(bookedMail!.text)).toBeDefined();
      expect(invitationIn(bookedMail!)).toMatchObject({
        method: 'REQUEST',
        event: { UID: uid, SEQUENCE: '0', STATUS: 'TENTATIVE' },
      });
      // The file the success view and the manage page offer is the same event, in the same state.
      const token = manageUrl.split('/prezentacja/')[1]!;
      const file = await app.inject({
        method: 'GET',
        url: `/api/demo-manage/${token}/invitation.ics`,
        remoteAddress: nextIp(),
      });
      expect(file.statusCode).toBe(200);
      expect(readInvitation(file.body).event).toMatchObject({ UID: uid, SEQUENCE: '0', STATUS: 'TENTATIVE' });

      // Moved by the visitor before the confirmation: a new time, still waiting, still tentative.
      const target = await createSlot(app, headers, weekdayAhead(day + 2), hour);
      const moved = await app.inject({
        method: 'POST',
        url: `/api/demo-manage/${token}/reschedule`,
        payload: { selectedSlot: target.datetime },
        remoteAddress: nextIp(),
      });
      expect(moved.statusCode).toBe(200);
      await deliver();
      const movedMail = smtp.to(email).find((mail) => mail.subject === w.moved)!;
      expect(movedMail.text).toContain(w.pending);
      expect(movedMail.text).toContain(w.waiting);
      expect(manageToken(movedMail.text)).toBeDefined();
      expect(invitationIn(movedMail)).toMatchObject({
        method: 'REQUEST',
        event: { UID: uid, SEQUENCE: '1', STATUS: 'TENTATIVE' },
      });

      // Confirmed by the operator: the same event, confirmed, and the manage link again.
      await setStatus('confirmed');
      const confirmedMail = smtp.to(email).find((mail) => mail.subject === w.confirmed)!;
      expect(confirmedMail.text).toContain(w.isConfirmed);
      expect(confirmedMail.text).not.toContain(w.waiting);
      expect(manageToken(confirmedMail.text)).toBeDefined();
      expect(invitationIn(confirmedMail)).toMatchObject({
        method: 'REQUEST',
        event: { UID: uid, SEQUENCE: '2', STATUS: 'CONFIRMED' },
      });
      const confirmedFile = await app.inject({
        method: 'GET',
        url: `/api/demo-manage/${token}/invitation.ics`,
        remoteAddress: nextIp(),
      });
      expect(readInvitation(confirmedFile.body).event).toMatchObject({ SEQUENCE: '2', STATUS: 'CONFIRMED' });

      // Done: nothing changes in the visitor's calendar, and no e-mail says otherwise.
      await setStatus('completed');
      expect(smtp.to(email)).toHaveLength(3);

      // Cancelled: the event leaves the calendar; the message needs no manage link.
      await setStatus('cancelled');
      const cancelledMail = smtp.to(email).find((mail) => mail.subject === w.cancelled)!;
      expect(cancelledMail.text).toContain(w.isCancelled);
      expect(cancelledMail.text).not.toContain('/prezentacja/');
      expect(invitationIn(cancelledMail)).toMatchObject({
        method: 'CANCEL',
        event: { UID: uid, SEQUENCE: '3', STATUS: 'CANCELLED' },
      });
      // Each message in one language only.
      const other = language === 'pl' ? WORDS.en : WORDS.pl;
      for (const mail of smtp.to(email)) expect(mail.text).not.toContain(other.pending.split(': ')[1]);
    },
  );
});
