import { formatTime } from '@shared/date-format';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema/index';
import { createManualClock } from '../lib/clock';
import { requestDemo } from '../test/factories/demo-bookings';
import { PESEL, publicPayloads } from '../test/factories/public-forms';
import { createSlot, weekdayAhead } from '../test/factories/slots';
import { createTenant, tokenFor } from '../test/factories/tenants';
import { nextIp, unique, uniqueEmail } from '../test/factories/visitors';
import { icalDate, parseICalendar } from '../test/ical';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { createTestApp, mailTestConfig, signInAsAdmin, type TestApp } from '../test/test-app';
import { MAX_DELIVERY_ATTEMPTS, NO_SMTP_ERROR, retryDelayMs } from './mail-service';

const OPERATOR = 'operator@example.pl';

let smtp: TestSmtp;
let app: TestApp;
let headers: Record<string, string>;
const clock = createManualClock(new Date());

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await createTestApp(mailTestConfig(smtp.url, [OPERATOR]), { clock });
  ({ headers } = await signInAsAdmin(app));
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.up();
});

const english = { cookie: 'lang=en' };

/** Runs the job queue as the server would, now: the wake-up jobs and the minute's sweep. */
const deliver = () => app.jobs.runDue();

const messagesAbout = (id: string) =>
  app.db.select().from(outboxMessages).where(eq(outboxMessages.relatedId, id));

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

describe('contact form', () => {
  it('mails the visitor their quoted, escaped message in Polish and the operator a link to the record', async () => {
    const email = uniqueEmail('contact');
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      payload: {
        name: 'Jan Kowalski',
        email,
        subject: 'Pytanie o cennik',
        message: 'Ile kosztuje <script>alert(1)</script> pakiet?\nDruga linia',
      },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    expect(await messagesAbout(id)).toHaveLength(2);

    await deliver();
    const [visitor, ...more] = smtp.to(email);
    expect(more).toHaveLength(0);
    expect(visitor!.subject).toBe('Otrzymaliśmy Twoją wiadomość');
    expect(visitor!.from?.text).toBe('"Test Consulting" <kontakt@example.pl>');
    expect(visitor!.text).toContain('Ile kosztuje <script>alert(1)</script> pakiet?');
    expect(visitor!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(visitor!.html).not.toContain('<script>');
    expect(visitor!.html).toContain('lang="pl"');

    const operator = smtp.to(OPERATOR).filter((mail) => mail.subject?.includes('Pytanie o cennik'));
    expect(operator).toHaveLength(1);
    expect(operator[0]!.subject).toBe(
      'Nowa wiadomość z formularza kontaktowego: Jan Kowalski: Pytanie o cennik',
    );
    expect(operator[0]!.text).toContain(`https://strzelnica.example.pl/security/admin/contacts?open=${id}`);
    expect(operator[0]!.text).toContain(email);

    // The link's target: the back office loads that one record to open its manage dialog.
    const record = await app.inject({ method: 'GET', url: `/api/admin/contacts/${id}`, headers });
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({ id, email, subject: 'Pytanie o cennik' });
    const missing = `/api/admin/contacts/00000000-0000-4000-8000-000000000000`;
    expect((await app.inject({ method: 'GET', url: missing, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/admin/contacts/${id}` })).statusCode).toBe(401);

    const rows = await messagesAbout(id);
    expect(rows.map((row) => row.state)).toEqual(['sent', 'sent']);
    expect(rows.every((row) => row.attempts === 1 && row.sentAt && row.relatedKind === 'contacts')).toBe(
      true,
    );
  });

  it('writes to an English visitor in English only', async () => {
    const email = uniqueEmail('contact-en');
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      headers: english,
      payload: { name: 'John Smith', email, subject: 'Pricing', message: 'How much is it?' },
    });
    expect(response.statusCode).toBe(201);
    await deliver();
    const [mail] = smtp.to(email);
    expect(mail!.subject).toBe('We received your message');
    expect(mail!.text).toContain('How much is it?');
    expect(mail!.text).not.toMatch(/Dzień dobry|Pozdrawiamy|wiadomość/);
    const [row] = (await messagesAbout(response.json().id)).filter((r) => r.recipient === email);
    expect(row!.language).toBe('en');
  });
});

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

describe('order', () => {
  const fullOrder = (email: string) =>
    publicPayloads.fullOrder({
      email,
      clubName: 'KS <Dziesiątka>',
      nip: '526-104-08-28',
      regon: '123456785',
      selectedModules: ['skladki', 'zawody'],
    });

  it('confirms the full summary as the server priced it, with the terms, and never the PESEL', async () => {
    const email = uniqueEmail('order');
    const response = await app.inject({ method: 'POST', url: '/api/order', payload: fullOrder(email) });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    await deliver();

    const [mail, ...more] = smtp.to(email);
    expect(more).toHaveLength(0);
    const text = mail!.text!.replace(/\u00a0|\u202f/g, ' ');
    // The subject names the order by its number, as the summary does.
    const number = /Numer zamówienia: (PF\/\d{4}\/\d{2}\/\d{4})/.exec(text)![1];
    expect(mail!.subject).toBe(`Potwierdzenie zamówienia ${number}`);
    // medium 160 + składki 50 + zawody 150 = 360 net a month; VAT 82.80; gross 442.80.
    expect(text).toContain('Klub Średni');
    expect(text).toContain('miesięczny');
    expect(text).toContain('Składki i płatności, Zawody');
    expect(text).toContain('360,00 zł');
    expect(text).toContain('82,80 zł');
    expect(text).toContain('442,80 zł');
    expect(text).toContain('NIP: 5261040828');
    expect(text).toContain('00-950 Warszawa');
    expect(text).toContain('15.07.2025');
    expect(text).toContain('14 dni');
    expect(text).toContain('po zaksięgowaniu płatności');
    expect(mail!.html).toContain('KS &lt;Dziesiątka&gt;');

    const operator = smtp.to(OPERATOR).filter((m) => m.text?.includes(`orders?open=${id}`));
    expect(operator).toHaveLength(1);
    for (const sent of [mail!, operator[0]!]) {
      expect(`${sent.text}${sent.html}`).not.toContain(PESEL);
    }
  });

  it('tells the visitor, in their language, when the order is processed and completed', async () => {
    const email = uniqueEmail('order-status');
    const response = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: english,
      payload: { name: 'John Smith', email, phone: '+48 600 100 200', clubName: 'KS Eagle', plan: 'small' },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    const bulk = await app.inject({
      method: 'PUT',
      url: '/api/admin/orders/status',
      headers,
      payload: { ids: [id], status: 'processing' },
    });
    expect(bulk.statusCode).toBe(200);
    const single = await app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}/status`,
      headers,
      payload: { status: 'completed', adminNotes: 'wewnętrzna uwaga' },
    });
    expect(single.statusCode).toBe(200);
    await deliver();
    // The three are sent by the worker side by side: the confirmation, with its transfer QR code inline, may
    // arrive after the smaller status mails.
    const mails = smtp.to(email);
    const number = /PF\/\d{4}\/\d{2}\/\d{4}/.exec(mails[0]!.subject ?? '')![0];
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `We are processing your order ${number}`,
      `Your order confirmation ${number}`,
      `Your order is completed ${number}`,
    ]);
    const completed = mails.find((mail) => mail.subject?.startsWith('Your order is completed'))!;
    expect(completed.text).not.toContain('wewnętrzna uwaga');
  });
});

describe('beta sign-up and bug report', () => {
  it('confirms a beta sign-up to the visitor and tells the operator', async () => {
    const email = uniqueEmail('beta');
    const response = await app.inject({
      method: 'POST',
      url: '/api/beta-test-signup',
      payload: { name: 'Ewa Lis', email, phone: '+48 600 100 200', clubName: 'KS Orzeł', clubSize: '21-50' },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    await deliver();
    const [mail, ...more] = smtp.to(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Dziękujemy za zgłoszenie do programu beta');
    expect(mail!.text).toContain('KS Orzeł');
    const operator = smtp.to(OPERATOR).filter((m) => m.text?.includes(`beta-tests?open=${id}`));
    expect(operator).toHaveLength(1);
    expect(operator[0]!.subject).toBe('Nowe zgłoszenie do programu beta: KS Orzeł (Ewa Lis)');
  });

  it("tells the operator about a tenant's bug report, and no one else", async () => {
    const tenant = await createTenant(app, headers);
    const token = await tokenFor(app, tenant);
    const title = `Eksport nie działa ${unique()}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/bug-report',
      headers: { authorization: `Bearer ${token}` },
      payload: { title, description: 'Kończy się błędem 500.', reporterEmail: uniqueEmail('reporter') },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    const rows = await messagesAbout(id);
    expect(rows.map((row) => row.recipient)).toEqual([OPERATOR]);
    await deliver();
    const operator = smtp.to(OPERATOR).filter((m) => m.subject === `Nowe zgłoszenie błędu: ${title}`);
    expect(operator).toHaveLength(1);
    expect(operator[0]!.text).toContain(`/security/admin/bug-reports?open=${id}`);
    expect(operator[0]!.text).toContain('Kończy się błędem 500.');
  });
});

describe('delivery', () => {
  const contact = async (email: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      payload: { name: 'Retry Test', email, subject: 'Retry', message: 'Czy dojdzie?' },
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: string }).id;
  };
  const visitorRow = async (id: string, email: string) =>
    (await messagesAbout(id)).find((row) => row.recipient === email)!;

  it('retries with growing backoff while SMTP refuses, then delivers exactly once', async () => {
    const email = uniqueEmail('retry');
    smtp.down();
    const id = await contact(email);
    await deliver();
    let row = await visitorRow(id, email);
    expect(row.state).toBe('queued');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/451/);
    expect(row.nextAttemptAt!.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    // Not due yet: nothing is tried.
    await deliver();
    expect((await visitorRow(id, email)).attempts).toBe(1);

    clock.advance(retryDelayMs(1));
    await deliver();
    row = await visitorRow(id, email);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt!.getTime()).toBe(clock.now().getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    smtp.up();
    clock.advance(retryDelayMs(2));
    await deliver();
    await deliver();
    expect(smtp.to(email)).toHaveLength(1);
    row = await visitorRow(id, email);
    expect(row.state).toBe('sent');
    expect(row.attempts).toBe(3);
    expect(row.lastError).toBeNull();
  });

  it("gives up as 'failed' with the last SMTP error, and resend() delivers it", async () => {
    const email = uniqueEmail('failed');
    smtp.down();
    const id = await contact(email);
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      await deliver();
      clock.advance(retryDelayMs(attempt));
    }
    let row = await visitorRow(id, email);
    expect(row.state).toBe('failed');
    expect(row.attempts).toBe(MAX_DELIVERY_ATTEMPTS);
    expect(row.lastError).toMatch(/451/);
    expect(row.nextAttemptAt).toBeNull();
    await deliver();
    expect((await visitorRow(id, email)).attempts).toBe(MAX_DELIVERY_ATTEMPTS);

    smtp.up();
    expect(await app.mail.resend(row.id)).not.toBeNull();
    expect(await app.mail.resend(row.id)).toBeNull(); // only a failed message can be resent
    await deliver();
    row = await visitorRow(id, email);
    expect(row.state).toBe('sent');
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('two deliveries running at once send each message once', async () => {
    const emails = Array.from({ length: 12 }, () => uniqueEmail('parallel'));
    for (const email of emails) await contact(email);
    await Promise.all([app.mail.deliverDue(), app.mail.deliverDue(), app.mail.deliverDue()]);
    for (const email of emails) expect(smtp.to(email)).toHaveLength(1);
  });
});

describe('without SMTP_URL', () => {
  it('keeps messages queued with the reason, sends nothing, and notifies every admin by default', async () => {
    const local = await createTestApp({
      mail: { smtpUrl: null, from: { name: 'X', address: 'x@example.pl' }, operatorEmails: [] },
    });
    try {
      const admin = await signInAsAdmin(local);
      const email = uniqueEmail('nosmtp');
      const response = await local.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Bez SMTP', email, subject: 'Test', message: 'Treść' },
      });
      expect(response.statusCode).toBe(201);
      await local.jobs.runDue();
      const rows = await local.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.relatedId, response.json().id));
      expect(rows.map((row) => row.recipient).sort()).toEqual([admin.email, email].sort());
      for (const row of rows) {
        expect(row.state).toBe('queued');
        expect(row.attempts).toBe(0);
        expect(row.lastError).toBe(NO_SMTP_ERROR);
        expect(row.html).toContain('<html');
        expect(row.text.length).toBeGreaterThan(20);
      }
      expect(smtp.to(email)).toHaveLength(0);
    } finally {
      await local.close();
    }
  });
});
