import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSlotDateTime, type CalendarDay } from '@shared/slot-rules';
import { demoBookings } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { icalDate, parseICalendar } from '../../test/ical';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { createTestApp, mailTestConfig, signInAsAdmin, type TestApp } from '../../test/test-app';
import { bookDemo } from '../../test/factories/demo-bookings';
import { createSlot, weekdayAhead } from '../../test/factories/slots';
import { nextIp, uniqueEmail } from '../../test/factories/visitors';
import { createReminderSweep } from './reminders';

const OPERATOR = 'operator@example.pl';
const HOUR = 3_600_000;

let smtp: TestSmtp;
let app: TestApp;
let headers: Record<string, string>;
const clock = createManualClock(new Date());
const realNow = clock.now();

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await createTestApp(mailTestConfig(smtp.url, [OPERATOR]), { clock });
  ({ headers } = await signInAsAdmin(app));
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const deliver = () => app.jobs.runDue();

const book = (email: string, day: CalendarDay, hour: number, language: 'pl' | 'en' = 'pl') =>
  bookDemo(app, headers, day, hour, { name: 'Ewa Zielińska', email, clubName: 'LOK Strzelec' }, { language });

const tokenIn = (mail: ReceivedMail) => {
  const match = /\/prezentacja\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
  expect(match).not.toBeNull();
  return match![1]!;
};
const invitationOf = (mail: ReceivedMail) => {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  expect(part).toBeDefined();
  return parseICalendar(part!.content.toString('utf8'));
};
const operatorMailsAbout = (text: string) => smtp.to(OPERATOR).filter((mail) => mail.subject?.includes(text));

describe('e-mails of the manage link', () => {
  it('the confirmation carries a working manage link; a new time and a cancellation follow as invitations of one UID', async () => {
    const email = uniqueEmail('manage');
    const { id, slot } = await book(email, weekdayAhead(0), 9);
    await deliver();
    const [confirmation] = smtp.to(email);
    expect(confirmation!.text).toContain('https://strzelnica.example.pl/prezentacja/');
    expect(confirmation!.html).toContain('Zmień termin lub odwołaj');
    const token = tokenIn(confirmation!);
    const first = invitationOf(confirmation!).events[0]!;
    expect(first.props.UID).toBe(`demo-${id}@strzelnica.example.pl`);
    expect(first.props.SEQUENCE).toBe('0');

    // The visitor moves it.
    const target = await createSlot(app, headers, weekdayAhead(0), 14);
    const moved = await app.inject({
      method: 'POST',
      url: `/api/demo-manage/${token}/reschedule`,
      payload: { selectedSlot: target.datetime },
      remoteAddress: nextIp(),
    });
    expect(moved.statusCode).toBe(200);
    await deliver();
    const [, rescheduled] = smtp.to(email);
    expect(rescheduled!.subject).toBe('Nowy termin prezentacji');
    expect(rescheduled!.text).toContain('Poprzedni termin');
    const update = invitationOf(rescheduled!);
    expect(update.props.METHOD).toBe('REQUEST');
    expect(update.events[0]!.props.UID).toBe(first.props.UID);
    expect(update.events[0]!.props.SEQUENCE).toBe('1');
    expect(icalDate(update.events[0]!.props.DTSTART!).toISOString()).toBe(target.datetime);
    // The new e-mail's link works too, and so does the first one.
    const second = tokenIn(rescheduled!);
    expect(second).not.toBe(token);
    const opened = await app.inject({
      method: 'GET',
      url: `/api/demo-manage/${second}`,
      remoteAddress: nextIp(),
    });
    expect(opened.json().selectedSlot).toBe(target.datetime);
    const movedNotice = operatorMailsAbout('Odwiedzający zmienił termin prezentacji');
    expect(movedNotice).toHaveLength(1);
    expect(movedNotice[0]!.text).toContain(formatSlotDateTime(new Date(slot.datetime), 'Europe/Warsaw'));
    expect(movedNotice[0]!.text).toContain(`/security/admin/demo-bookings?open=${id}`);

    // Then cancels it, with a reason.
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/demo-manage/${second}/cancel`,
      payload: { reason: 'Zarząd <wybrał> inny termin' },
      remoteAddress: nextIp(),
    });
    expect(cancelled.statusCode).toBe(200);
    await deliver();
    const mails = smtp.to(email);
    expect(mails).toHaveLength(3);
    const cancellation = mails[2]!;
    expect(cancellation.subject).toBe('Prezentacja odwołana');
    expect(cancellation.html).toContain('Zarząd &lt;wybrał&gt; inny termin');
    expect(cancellation.text).toContain('https://strzelnica.example.pl/#umow-prezentacje');
    const cancel = invitationOf(cancellation);
    expect(cancel.props.METHOD).toBe('CANCEL');
    expect(cancel.events[0]!.props.UID).toBe(first.props.UID);
    expect(cancel.events[0]!.props.SEQUENCE).toBe('2');
    expect(cancel.events[0]!.props.STATUS).toBe('CANCELLED');
    const cancelNotice = operatorMailsAbout('Odwiedzający odwołał prezentację');
    expect(cancelNotice.filter((mail) => mail.text?.includes(email))).toHaveLength(1);
    expect(cancelNotice.find((mail) => mail.text?.includes(email))!.text).toContain(
      'Zarząd <wybrał> inny termin',
    );
  });

  it('an English visitor gets English mails with links on the English site', async () => {
    const email = uniqueEmail('english');
    await book(email, weekdayAhead(1), 9, 'en');
    await deliver();
    const [confirmation] = smtp.to(email);
    expect(confirmation!.text).toContain('https://shootingclub.example.com/prezentacja/');
    expect(confirmation!.html).toContain('Reschedule or cancel');
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/demo-manage/${tokenIn(confirmation!)}/cancel`,
      payload: {},
      headers: { cookie: 'lang=en' },
      remoteAddress: nextIp(),
    });
    expect(cancelled.statusCode).toBe(200);
    await deliver();
    expect(smtp.to(email)[1]!.subject).toBe('Your presentation is cancelled');
  });

  it('deleting a booked slot with notify sends the visitor a cancellation with a link to book again', async () => {
    const email = uniqueEmail('deleted');
    const { slot } = await book(email, weekdayAhead(1), 11);
    await deliver();
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/slots/${slot.id}?notify=true`,
      headers,
    });
    expect(deleted.statusCode).toBe(200);
    await deliver();
    const [, cancellation, ...more] = smtp.to(email);
    expect(more).toHaveLength(0);
    expect(cancellation!.subject).toBe('Prezentacja odwołana');
    expect(cancellation!.text).toContain('musimy odwołać');
    expect(cancellation!.text).toContain('https://strzelnica.example.pl/#umow-prezentacje');
    expect(invitationOf(cancellation!).props.METHOD).toBe('CANCEL');
  });

  it('deleting a booked slot without notify sends the visitor nothing', async () => {
    const email = uniqueEmail('quiet');
    const { slot } = await book(email, weekdayAhead(1), 12);
    await deliver();
    await app.inject({ method: 'DELETE', url: `/api/admin/slots/${slot.id}`, headers });
    await deliver();
    expect(smtp.to(email)).toHaveLength(1);
  });
});

describe('reminders', () => {
  const sweep = () => createReminderSweep(app.deps).run();
  const remindersTo = (email: string) =>
    smtp.to(email).filter((mail) => mail.subject?.startsWith('Przypomnienie'));

  it('sends the 24 h and the 1 h reminder once each, with a manage link, as the clock reaches them', async () => {
    const email = uniqueEmail('remind');
    const { slot } = await book(email, weekdayAhead(2), 10);
    const start = Date.parse(slot.datetime);
    try {
      clock.set(new Date(start - 25 * HOUR));
      await sweep();
      await deliver();
      expect(remindersTo(email)).toHaveLength(0);

      clock.set(new Date(start - 24 * HOUR + 60_000));
      await sweep();
      await sweep();
      await deliver();
      const [dayBefore, ...more] = remindersTo(email);
      expect(more).toHaveLength(0);
      expect(dayBefore!.subject).toBe('Przypomnienie: prezentacja jutro');
      const opened = await app.inject({
        method: 'GET',
        url: `/api/demo-manage/${tokenIn(dayBefore!)}`,
        remoteAddress: nextIp(),
      });
      expect(opened.statusCode).toBe(200);

      clock.set(new Date(start - HOUR + 60_000));
      // Two workers sweeping at the same moment: the conditional claim lets one of them send.
      await Promise.all([createReminderSweep(app.deps).run(), createReminderSweep(app.deps).run()]);
      await sweep();
      await deliver();
      const reminders = remindersTo(email);
      expect(reminders.map((mail) => mail.subject)).toEqual([
        'Przypomnienie: prezentacja jutro',
        'Przypomnienie: prezentacja za godzinę',
      ]);
    } finally {
      clock.set(realNow);
    }
  });

  it('sends none for a cancelled booking, and moves them with a rescheduled one', async () => {
    const cancelledEmail = uniqueEmail('cancelled');
    const cancelled = await book(cancelledEmail, weekdayAhead(3), 9);
    const movedEmail = uniqueEmail('moved');
    const moved = await book(movedEmail, weekdayAhead(3), 10);
    await deliver();
    const tokenOf = (email: string) => tokenIn(smtp.to(email)[0]!);
    await app.inject({
      method: 'POST',
      url: `/api/demo-manage/${tokenOf(cancelledEmail)}/cancel`,
      payload: {},
      remoteAddress: nextIp(),
    });
    const later = await createSlot(app, headers, weekdayAhead(4), 10);
    await app.inject({
      method: 'POST',
      url: `/api/demo-manage/${tokenOf(movedEmail)}/reschedule`,
      payload: { selectedSlot: later.datetime },
      remoteAddress: nextIp(),
    });
    try {
      // The old times' reminder moments: nothing for either.
      clock.set(new Date(Date.parse(cancelled.slot.datetime) - 24 * HOUR + 60_000));
      await sweep();
      clock.set(new Date(Date.parse(moved.slot.datetime) - HOUR + 60_000));
      await sweep();
      await deliver();
      expect(remindersTo(cancelledEmail)).toHaveLength(0);
      expect(remindersTo(movedEmail)).toHaveLength(0);
      // The new time's day-before reminder goes out.
      clock.set(new Date(Date.parse(later.datetime) - 24 * HOUR + 60_000));
      await sweep();
      await deliver();
      expect(remindersTo(movedEmail).map((mail) => mail.subject)).toEqual([
        'Przypomnienie: prezentacja jutro',
      ]);
      const [row] = await app.db.select().from(demoBookings).where(eq(demoBookings.id, moved.id));
      expect(row!.reminder24hSentAt).not.toBeNull();
      expect(row!.reminder1hSentAt).toBeNull();
    } finally {
      clock.set(realNow);
    }
  });

  it('skips the day-before reminder of a demo booked less than a day ahead', async () => {
    const email = uniqueEmail('late');
    const { slot } = await book(email, weekdayAhead(5), 12);
    const start = Date.parse(slot.datetime);
    // Booked (by the clock) 3 hours before the start.
    await app.db
      .update(demoBookings)
      .set({ slotChosenAt: new Date(start - 3 * HOUR) })
      .where(eq(demoBookings.email, email));
    try {
      clock.set(new Date(start - 2 * HOUR));
      await sweep();
      clock.set(new Date(start - 30 * 60_000));
      await sweep();
      await deliver();
      expect(remindersTo(email).map((mail) => mail.subject)).toEqual([
        'Przypomnienie: prezentacja za godzinę',
      ]);
    } finally {
      clock.set(realNow);
    }
  });
});
