import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@shared/contracts/common';
import { dashboardSchema } from '@shared/contracts/dashboard';
import { outboxDetailsSchema, outboxListItemSchema, outboxSummarySchema } from '@shared/contracts/outbox';
import { outboxMessages } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { insertDemoBooking } from '../../test/factories/inbox';
import { insertOutboxMessage } from '../../test/factories/outbox-messages';
import { unique } from '../../test/factories/visitors';
import { startTestSmtp } from '../../test/smtp';
import { appWithAdmin, createTestApp, signInAsAdmin, testConfig } from '../../test/test-app';

const NOW = new Date('2026-11-24T10:00:00Z');
const clock = createManualClock(NOW);
const { app, headers } = await appWithAdmin({}, { clock });

const get = (url: string) => app.inject({ method: 'GET', url, headers });
const resend = (id: string) => app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/resend`, headers });
const list = async (query: string) => {
  const response = await get(`/api/admin/outbox?${query}`);
  expect(response.statusCode).toBe(200);
  return {
    items: response.json().map((item: unknown) => outboxListItemSchema.parse(item)),
    total: Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]),
  };
};
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';

describe('the admin guard', () => {
  it.each([
    ['GET', '/api/admin/outbox'],
    ['GET', '/api/admin/outbox/summary'],
    ['GET', `/api/admin/outbox/${UNKNOWN}`],
    ['POST', `/api/admin/outbox/${UNKNOWN}/resend`],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/admin/outbox', () => {
  it('lists newest first, pages with limit/offset and gives the total in X-Total-Count', async () => {
    const domain = `@page-${unique()}.example.pl`;
    const ids = [];
    for (let i = 0; i < 5; i++)
      ids.push((await insertOutboxMessage(app.db, { recipient: `r${i}${domain}`, createdAt: at(i) })).id);
    const first = await list(`recipient=${domain}&limit=2`);
    expect(first.total).toBe(5);
    expect(first.items.map((item: { id: string }) => item.id)).toEqual([ids[4], ids[3]]);
    const last = await list(`recipient=${domain}&limit=2&offset=4`);
    expect(last.total).toBe(5);
    expect(last.items.map((item: { id: string }) => item.id)).toEqual([ids[0]]);
    // The list never carries the bodies: the preview asks for one message.
    expect(first.items[0]).not.toHaveProperty('html');
  });

  it('filters by state', async () => {
    const domain = `@state-${unique()}.example.pl`;
    const failed = await insertOutboxMessage(app.db, {
      recipient: `a${domain}`,
      state: 'failed',
      attempts: 5,
      lastError: '421 Service not available',
    });
    const sent = await insertOutboxMessage(app.db, { recipient: `b${domain}`, state: 'sent', sentAt: NOW });
    await insertOutboxMessage(app.db, { recipient: `c${domain}` });
    const failedOnly = await list(`recipient=${domain}&state=failed`);
    expect(failedOnly.total).toBe(1);
    expect(failedOnly.items[0]).toMatchObject({
      id: failed.id,
      state: 'failed',
      attempts: 5,
      lastError: '421 Service not available',
    });
    const sentOnly = await list(`recipient=${domain}&state=sent`);
    expect(sentOnly.items).toEqual([expect.objectContaining({ id: sent.id, sentAt: NOW.toISOString() })]);
    expect((await list(`recipient=${domain}&state=queued`)).total).toBe(1);
    // A cleared select sends the empty value: no filter.
    expect((await list(`recipient=${domain}&state=`)).total).toBe(3);
  });

  it('finds a part of the recipient in any case, and takes % and _ literally', async () => {
    const token = unique();
    const mine = await insertOutboxMessage(app.db, { recipient: `Jan.Kowalski.${token}@Example.PL` });
    await insertOutboxMessage(app.db, { recipient: `anna.${token}@example.pl` });
    const found = await list(`recipient=${encodeURIComponent(`KOWALSKI.${token.toUpperCase()}`)}`);
    expect(found.items.map((item: { id: string }) => item.id)).toEqual([mine.id]);
    expect((await list(`recipient=${token}`)).total).toBe(2);
    expect((await list(`recipient=${encodeURIComponent(`%${token}`)}`)).total).toBe(0);
    expect((await list(`recipient=${encodeURIComponent(`_.${token}`)}`)).total).toBe(0);
  });

  it('lists the e-mails about one record (related kind + id)', async () => {
    const booking = await insertDemoBooking(app.db);
    const other = await insertDemoBooking(app.db);
    const confirmation = await insertOutboxMessage(app.db, {
      relatedKind: 'demo-bookings',
      relatedId: booking.id,
      createdAt: at(1),
    });
    const notification = await insertOutboxMessage(app.db, {
      relatedKind: 'demo-bookings',
      relatedId: booking.id,
      template: 'demo-booking-operator',
      createdAt: at(2),
    });
    await insertOutboxMessage(app.db, { relatedKind: 'demo-bookings', relatedId: other.id });
    // The same id under another kind is another record.
    await insertOutboxMessage(app.db, { relatedKind: 'contacts', relatedId: booking.id });
    const about = await list(`relatedKind=demo-bookings&relatedId=${booking.id}`);
    expect(about.total).toBe(2);
    expect(about.items.map((item: { id: string }) => item.id)).toEqual([notification.id, confirmation.id]);
    expect(about.items[0]).toMatchObject({ relatedKind: 'demo-bookings', relatedId: booking.id });
  });

  it.each([
    ['state=bogus', 'state'],
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['offset=-1', 'offset'],
    ['relatedKind=tenants', 'relatedKind'],
    ['relatedId=not-a-uuid', 'relatedId'],
    [`recipient=${'x'.repeat(321)}`, 'recipient'],
  ])('refuses a bad query (%s) with 400 naming the field', async (query, field) => {
    const response = await get(`/api/admin/outbox?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });
});

describe('GET /api/admin/outbox/:id', () => {
  it('gives one message with its HTML and text bodies and its attachments without their bytes', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    const message = await insertOutboxMessage(app.db, {
      subject: 'Potwierdzenie prezentacji',
      html: '<h1>Dziękujemy</h1>',
      text: 'Dziękujemy',
      attachments: [
        {
          filename: 'prezentacja.ics',
          contentType: 'text/calendar',
          content: Buffer.from(ics).toString('base64'),
          method: 'REQUEST',
        },
      ],
    });
    const response = await get(`/api/admin/outbox/${message.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const details = outboxDetailsSchema.parse(response.json());
    expect(details).toMatchObject({
      id: message.id,
      subject: 'Potwierdzenie prezentacji',
      html: '<h1>Dziękujemy</h1>',
      text: 'Dziękujemy',
      state: 'queued',
      attachments: [
        { filename: 'prezentacja.ics', contentType: 'text/calendar', size: ics.length, method: 'REQUEST' },
      ],
    });
    expect(JSON.stringify(response.json())).not.toContain(Buffer.from(ics).toString('base64'));
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await get(`/api/admin/outbox/${UNKNOWN}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Nie znaleziono wiadomości');
    const malformed = await get('/api/admin/outbox/123');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('id');
  });
});

describe('POST /api/admin/outbox/:id/resend', () => {
  const stored = async (id: string) =>
    (await app.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

  it('puts a failed message back in the queue for a fresh set of attempts, once', async () => {
    const failed = await insertOutboxMessage(app.db, {
      state: 'failed',
      attempts: 5,
      lastError: '550 Mailbox unavailable',
    });
    const response = await resend(failed.id);
    expect(response.statusCode).toBe(200);
    expect(outboxListItemSchema.parse(response.json())).toMatchObject({
      id: failed.id,
      state: 'queued',
      attempts: 0,
    });
    const row = await stored(failed.id);
    expect(row).toMatchObject({ state: 'queued', attempts: 0, sentAt: null });
    expect(row.nextAttemptAt?.toISOString()).toBe(NOW.toISOString());
    // Clicked twice (or by two operators): the second finds it queued already.
    const again = await resend(failed.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Ponownie wysłać można tylko wiadomość z błędem wysyłki');
  });

  it.each(['sent', 'queued'] as const)('refuses a %s message with 409 and changes nothing', async (state) => {
    const message = await insertOutboxMessage(app.db, {
      state,
      attempts: 1,
      sentAt: state === 'sent' ? NOW : null,
    });
    const response = await resend(message.id);
    expect(response.statusCode).toBe(409);
    expect(await stored(message.id)).toMatchObject({ state, attempts: 1 });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await resend(UNKNOWN)).statusCode).toBe(404);
    expect((await resend('nope')).statusCode).toBe(400);
  });
});

describe('resend with SMTP configured', () => {
  it('delivers the failed message to the SMTP server once it is back', async () => {
    const smtp = await startTestSmtp();
    const mailing = await createTestApp({ mail: { ...testConfig().mail, smtpUrl: smtp.url } }, { clock });
    try {
      const admin = await signInAsAdmin(mailing);
      const summary = await mailing.inject({ method: 'GET', url: '/api/admin/outbox/summary', ...admin });
      expect(summary.json().sending).toBe(true);
      const failed = await insertOutboxMessage(mailing.db, {
        subject: 'Prezentacja zarezerwowana – czeka na potwierdzenie',
        state: 'failed',
        attempts: 7,
        lastError: '451 Try again later',
      });
      const response = await mailing.inject({
        method: 'POST',
        url: `/api/admin/outbox/${failed.id}/resend`,
        ...admin,
      });
      expect(response.statusCode).toBe(200);
      await mailing.mail.deliverDue();
      const arrived = smtp.to(failed.recipient);
      expect(arrived).toHaveLength(1);
      expect(arrived[0]?.subject).toBe('Prezentacja zarezerwowana – czeka na potwierdzenie');
      const after = await mailing.inject({ method: 'GET', url: `/api/admin/outbox/${failed.id}`, ...admin });
      expect(after.json()).toMatchObject({
        state: 'sent',
        attempts: 1,
        sentAt: NOW.toISOString(),
        lastError: null,
      });
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });
});

describe('summary and the dashboard', () => {
  it('counts every state, zero included, and the dashboard shows the failed count', async () => {
    const fresh = await createTestApp();
    const admin = await signInAsAdmin(fresh);
    const read = async (url: string) => (await fresh.inject({ method: 'GET', url, ...admin })).json();
    expect(outboxSummarySchema.parse(await read('/api/admin/outbox/summary'))).toEqual({
      byState: { queued: 0, sent: 0, failed: 0 },
      sending: false,
    });
    expect(dashboardSchema.parse(await read('/api/admin/dashboard')).emails).toEqual({ failed: 0 });
    await insertOutboxMessage(fresh.db, { state: 'failed' });
    await insertOutboxMessage(fresh.db, { state: 'failed' });
    await insertOutboxMessage(fresh.db, { state: 'sent' });
    await insertOutboxMessage(fresh.db);
    expect(await read('/api/admin/outbox/summary')).toEqual({
      byState: { queued: 1, sent: 1, failed: 2 },
      sending: false,
    });
    expect(dashboardSchema.parse(await read('/api/admin/dashboard')).emails).toEqual({ failed: 2 });
    await fresh.close();
  });
});
