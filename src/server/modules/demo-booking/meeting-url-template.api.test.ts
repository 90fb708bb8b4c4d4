import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBookings } from '../../db/schema/index';
import { loadConfig } from '../../config';
import { createLinkTokens } from '../../lib/link-tokens';
import { parseICalendar } from '../../test/ical';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { createTestApp, mailTestConfig, signInAsAdmin, type TestApp } from '../../test/test-app';
import { bookDemo, requestDemo } from '../../test/factories/demo-bookings';
import type { DemoBookingCreated } from '@shared/contracts/demo';
import { createSlot, weekdayAhead } from '../../test/factories/slots';
import { uniqueEmail } from '../../test/factories/visitors';
import { manageLinkExpiry } from './manage-service';

/**
 * MEETING_URL_TEMPLATE: each booking gets its own meeting address at once, in the confirmation e-mail, its
 * invitation (URL and LOCATION), the manage page and the operator's record; the operator may replace it.
 */

const TEMPLATE = 'https://meet.jit.si/strzelnica-{token}';
const MADE = /^https:\/\/meet\.jit\.si\/strzelnica-[0-9a-f]{32}$/;

let smtp: TestSmtp;
let app: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await createTestApp({
    ...mailTestConfig(smtp.url, ['operator@example.pl']),
    meetingUrlTemplate: TEMPLATE,
  });
  ({ headers } = await signInAsAdmin(app));
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const invitationOf = (mail: ReceivedMail) => {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  return parseICalendar(part!.content.toString('utf8'));
};

describe('meeting links made from MEETING_URL_TEMPLATE', () => {
  it('gives each booking a fresh link of its own: e-mail, invitation, manage page and record', async () => {
    const email = uniqueEmail('meeting');
    const visitor = { name: 'Piotr Wiśniewski', email, clubName: 'KS Grot' };
    const { id, slot } = await bookDemo(app, headers, weekdayAhead(20), 9, visitor, { language: 'en' });
    const other = await bookDemo(app, headers, weekdayAhead(20), 10, {
      ...visitor,
      email: uniqueEmail('meeting'),
    });

    const [row] = await app.db
      .select({ meetingUrl: demoBookings.meetingUrl })
      .from(demoBookings)
      .where(eq(demoBookings.id, id));
    const link = row!.meetingUrl!;
    expect(link).toMatch(MADE);
    const [otherRow] = await app.db
      .select({ meetingUrl: demoBookings.meetingUrl })
      .from(demoBookings)
      .where(eq(demoBookings.id, other.id));
    expect(otherRow!.meetingUrl).toMatch(MADE);
    expect(otherRow!.meetingUrl).not.toBe(link);

    await app.jobs.runDue();
    const [confirmation] = smtp.to(email);
    expect(confirmation!.subject).toBe('Your presentation is reserved – awaiting confirmation');
    expect(confirmation!.text).toContain(link);
    expect(confirmation!.html).toContain(link);
    const event = invitationOf(confirmation!).events[0]!;
    expect(event.props.URL).toBe(link);
    expect(event.props.LOCATION).toBe(link);

    const record = await app.inject({ method: 'GET', url: `/api/admin/demo-bookings/${id}`, headers });
    expect(record.json().meetingUrl).toBe(link);

    const token = await createLinkTokens(app.db).issue(
      'demo-manage',
      id,
      manageLinkExpiry(new Date(slot.datetime)),
    );
    const page = await app.inject({ method: 'GET', url: `/api/demo-manage/${token}` });
    expect(page.json().meetingUrl).toBe(link);

    // The operator may still replace it.
    const replaced = await app.inject({
      method: 'PUT',
      url: `/api/admin/demo-bookings/${id}/meeting-link`,
      headers,
      payload: { meetingUrl: 'https://meet.example.com/own-room' },
    });
    expect(replaced.json()).toEqual({ meetingUrl: 'https://meet.example.com/own-room', mailed: true });
  });

  it('answers the booking with its manage link and the same calendar event as the e-mail (same UID and SEQUENCE)', async () => {
    const email = uniqueEmail('success');
    const slot = await createSlot(app, headers, weekdayAhead(21), 9);
    const response = await requestDemo(app, slot.datetime, { name: 'Ola Lis', email }, { language: 'en' });
    expect(response.statusCode).toBe(201);
    const created = response.json<DemoBookingCreated>();
    expect(created.manageUrl).toMatch(/^https:\/\/shootingclub\.example\.com\/prezentacja\/[\w-]+$/);
    expect(created.meetingUrl).toMatch(MADE);

    const file = await app.inject({ method: 'GET', url: created.invitationUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    const fromSite = parseICalendar(file.body).events[0]!;
    await app.jobs.runDue();
    const fromMail = invitationOf(smtp.to(email)[0]!).events[0]!;
    expect(fromSite.props.UID).toBe(fromMail.props.UID);
    expect(fromSite.props.SEQUENCE).toBe(fromMail.props.SEQUENCE);
    expect(fromSite.props.DTSTART).toBe(fromMail.props.DTSTART);
    expect(fromSite.props.URL).toBe(created.meetingUrl);
  });

  it('refuses a template without {token} or not a web address at start', () => {
    expect(() => loadConfig({ MEETING_URL_TEMPLATE: 'https://meet.jit.si/fixed-room' })).toThrow(
      /MEETING_URL_TEMPLATE/,
    );
    expect(() => loadConfig({ MEETING_URL_TEMPLATE: 'meet.jit.si/{token}' })).toThrow(/MEETING_URL_TEMPLATE/);
    expect(loadConfig({ MEETING_URL_TEMPLATE: TEMPLATE }).meetingUrlTemplate).toBe(TEMPLATE);
    expect(loadConfig({}).meetingUrlTemplate).toBeNull();
  });
});
