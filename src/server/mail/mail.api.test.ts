import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema/index';
import { createManualClock } from '../lib/clock';
import { PESEL, publicPayloads } from '../test/factories/public-forms';
import { expectToContainEach } from '../test/expect-text';
import { createTenant, tokenFor } from '../test/factories/tenants';
import { nextIp, unique, uniqueEmail } from '../test/factories/visitors';
import { appWithMail, createTestApp, signInAsAdmin } from '../test/test-app';
import { MAX_DELIVERY_ATTEMPTS, NO_SMTP_ERROR, retryDelayMs } from './mail-service';

/**
 * The e-mails of the contact form, the order, the beta sign-up and the bug report, and their delivery (retries,
 * without SMTP). A demo's e-mails and their calendar invitations: demo-mails.api.test.ts.
 */

const OPERATOR = 'operator@example.pl';

const clock = createManualClock(new Date());
const { app, smtp, headers } = await appWithMail([OPERATOR], { clock });
beforeEach(() => {
  smtp.up();
});

const english = { cookie: 'lang=en' };

/** Runs the job queue as the server would, now: the wake-up jobs and the minute's sweep. */
const deliver = () => app.jobs.runDue();

const messagesAbout = (id: string) =>
  app.db.select().from(outboxMessages).where(eq(outboxMessages.relatedId, id));

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
    expectToContainEach(text, [
      'Klub Średni',
      'miesięczny',
      'Składki i płatności, Zawody',
      '360,00 zł',
      '82,80 zł',
      '442,80 zł',
      'NIP: 5261040828',
      '00-950 Warszawa',
      '15.07.2025',
      '14 dni',
      'po zaksięgowaniu płatności',
    ]);
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
