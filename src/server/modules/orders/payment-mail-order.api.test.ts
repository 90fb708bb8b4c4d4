import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quote } from '@shared/pricing/calculator';
import { outboxMessages } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from '../../mail/mail-service';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { uniqueEmail } from '../../test/factories/visitors';
import { createTestApp, mailTestConfig, signInAsAdmin, type TestApp } from '../../test/test-app';
import { giveInvoiceBuyer, placeOrder } from '../../test/factories/orders';

/*
 * The payment that settles an order sends the customer two e-mails: 'Potwierdzenie płatności', then
 * 'Faktura VAT'. The worker delivers messages side by side (several processes, batches, retries), so the
 * invoice's message waits for the confirmation's: it is sent only once the confirmation was delivered, or
 * failed for good.
 */

const clock = createManualClock('2026-11-24T10:00:00Z');
let smtp: TestSmtp;
let app: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await createTestApp(mailTestConfig(smtp.url, ['operator@example.pl']), { clock });
  ({ headers } = await signInAsAdmin(app));
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});
beforeEach(() => smtp.up());

const GROSS = quote({ catalogue: 'landing', plan: 'medium', period: 'monthly', modules: [] }).totalGross;

/** An order placed and settled by one payment: its id and the customer's address. */
async function paidOrder() {
  const email = uniqueEmail('kasa', 'klub.pl');
  const order = await placeOrder(app, {
    name: 'Jan Kowalski',
    email,
    phone: '+48 600 100 200',
    clubName: 'KS Grot',
    plan: 'medium',
    paymentMode: 'monthly',
    selectedModules: [],
  });
  await giveInvoiceBuyer(app, order);
  const { id } = order;
  // The order's own confirmation goes first, so only the payment's two messages are left to watch.
  await app.mail.deliverDue();
  const paid = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/payment`,
    payload: { bookedOn: '2026-11-25', amount: GROSS },
    headers,
  });
  expect(paid.statusCode).toBe(200);
  return { id, email };
}

/** The payment's two outbox rows for the order, as they stand now. */
async function paymentMails(orderId: string) {
  const rows = await app.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.relatedKind, 'orders'), eq(outboxMessages.relatedId, orderId)));
  const confirmation = rows.find((row) => row.template === 'order-payment-confirmation')!;
  const invoice = rows.find((row) => row.template === 'invoice-issued')!;
  expect(confirmation).toBeDefined();
  expect(invoice).toBeDefined();
  return { confirmation, invoice };
}

const subjectsTo = (email: string) => smtp.to(email).map((mail) => mail.subject ?? '');
const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

describe('the invoice e-mail after the payment confirmation', () => {
  it('arrives after the confirmation even when two deliveries run at once', async () => {
    const { id, email } = await paidOrder();
    await Promise.all([app.mail.deliverDue(), app.mail.deliverDue()]);
    const subjects = subjectsTo(email).filter((subject) => !subject.startsWith('Potwierdzenie zamówienia'));
    expect(subjects).toHaveLength(2);
    expect(subjects[0]).toMatch(/^Potwierdzenie płatności /);
    expect(subjects[1]).toMatch(/^Faktura VAT /);
    const { confirmation, invoice } = await paymentMails(id);
    expect(invoice.deliverAfterId).toBe(confirmation.id);
    expect(invoice.sentAt!.getTime()).toBeGreaterThanOrEqual(confirmation.sentAt!.getTime());
  });

  it('waits while the confirmation is retried, and goes right after it', async () => {
    const { id, email } = await paidOrder();
    smtp.down();
    await app.mail.deliverDue();
    // The confirmation was tried and waits for its retry; the invoice was not even tried.
    let { confirmation, invoice } = await paymentMails(id);
    expect(confirmation).toMatchObject({ state: 'queued', attempts: 1 });
    expect(invoice).toMatchObject({ state: 'queued', attempts: 0 });

    // The mail server is back, but the confirmation's retry is not due yet: nothing goes, not the invoice.
    smtp.up();
    await app.mail.deliverDue();
    ({ invoice } = await paymentMails(id));
    expect(invoice).toMatchObject({ state: 'queued', attempts: 0 });
    expect(
      subjectsTo(email).filter((subject) => /^(Potwierdzenie płatności|Faktura VAT) /.test(subject)),
    ).toEqual([]);

    advance(retryDelayMs(1));
    await app.jobs.runDue();
    ({ confirmation, invoice } = await paymentMails(id));
    expect(confirmation.state).toBe('sent');
    expect(invoice).toMatchObject({ state: 'sent', attempts: 1 });
    const subjects = subjectsTo(email).filter((subject) =>
      /^(Potwierdzenie płatności|Faktura VAT) /.test(subject),
    );
    expect(subjects.map((subject) => subject.split(' ')[0])).toEqual(['Potwierdzenie', 'Faktura']);
  });

  it('is still delivered once the confirmation failed for good, and only then', async () => {
    const { id, email } = await paidOrder();
    smtp.down();
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt++) {
      await app.mail.deliverDue();
      const { confirmation, invoice } = await paymentMails(id);
      expect(confirmation).toMatchObject({ state: 'queued', attempts: attempt });
      expect(invoice.attempts).toBe(0);
      advance(retryDelayMs(attempt));
    }
    // The confirmation's last attempt fails: it gives up, and the invoice is tried at once, in the same run.
    await app.mail.deliverDue();
    let { confirmation, invoice } = await paymentMails(id);
    expect(confirmation.state).toBe('failed');
    expect(invoice).toMatchObject({ state: 'queued', attempts: 1 });

    smtp.up();
    advance(retryDelayMs(1));
    await app.mail.deliverDue();
    ({ confirmation, invoice } = await paymentMails(id));
    expect(invoice.state).toBe('sent');
    expect(confirmation.state).toBe('failed');
    expect(subjectsTo(email).filter((subject) => subject.startsWith('Faktura VAT '))).toHaveLength(1);
  });
});
