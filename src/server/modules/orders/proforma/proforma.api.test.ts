import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quote, toEuro } from '@shared/pricing/calculator';
import { outboxMessages } from '../../../db/schema/index';
import { createManualClock } from '../../../lib/clock';
import { expectToContainEach } from '../../../test/expect-text';
import { placeOrderRow } from '../../../test/factories/orders';
import { publicPayloads } from '../../../test/factories/public-forms';
import { unique } from '../../../test/factories/visitors';
import { pdfText, pln } from '../../../test/pdf';
import { createTestApp, signInAsAdmin, type TestApp } from '../../../test/test-app';
import { PDF_BUSY_MESSAGE } from '../admin-routes';
import { amountInWordsPl } from './amount-in-words';
import { defaultRenderPoolOptions } from './render-pool';

const clock = createManualClock('2026-11-24T10:00:00Z');
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { clock });
});
afterAll(() => app.close());

/** A full order with a company's identifiers and two modules, from a club of its own. */
const fullOrder = (overrides: Record<string, unknown> = {}) =>
  publicPayloads.fullOrder({
    clubName: `KS Dziesiątka Łódź ${unique()}`,
    nip: '526-104-08-28',
    regon: '123456785',
    selectedModules: ['skladki', 'zawody'],
    ...overrides,
  });

const placeOrder = (payload: object, url?: string, into: TestApp = app) =>
  placeOrderRow(into, payload, { url });

async function confirmationOf(orderId: string, recipient: string, from: TestApp = app) {
  const messages = await from.db.select().from(outboxMessages).where(eq(outboxMessages.relatedId, orderId));
  return messages.find((message) => message.recipient === recipient)!;
}

/** The pro forma attached to the order's confirmation, as bytes. */
async function attachedPdf(orderId: string, recipient: string, from: TestApp = app) {
  const message = await confirmationOf(orderId, recipient, from);
  const attachment = message.attachments.find((a) => a.contentType === 'application/pdf')!;
  return Buffer.from(attachment.content, 'base64');
}

/** An attachment's PDF (base64) as text, every run of white space (line breaks, no-break spaces) one space. */
const attachmentText = (base64: string) => pdfText(Buffer.from(base64, 'base64'));

describe('the pro forma issued with an order', () => {
  it('is numbered, stored on the order and attached to the confirmation as a PDF with every figure', async () => {
    const payload = fullOrder();
    const order = await placeOrder(payload);
    expect(order.proformaNumber).toMatch(/^PF\/2026\/11\/\d{4}$/);
    expect(order.proformaIssuedAt).toEqual(clock.now());

    const message = await confirmationOf(order.id, payload.email);
    const attachment = message.attachments.find((a) => a.contentType === 'application/pdf')!;
    expect(attachment.filename).toBe(`proforma-${order.proformaNumber!.replaceAll('/', '-')}.pdf`);
    expect(message.text).toContain(order.proformaNumber!);
    expect(message.text).toContain('08.12.2026');

    const price = quote({
      catalogue: 'landing',
      plan: 'medium',
      period: 'monthly',
      modules: ['skladki', 'zawody'],
    });
    const text = await attachmentText(attachment.content);
    expectToContainEach(text, [
      'Faktura pro forma',
      order.proformaNumber!,
      // Buyer: club, address, NIP.
      payload.clubName,
      'ul. Strzelecka 10',
      '00-950 Warszawa',
      'NIP: 5261040828',
      // Seller's account, formatted as printed.
      'PL61 1090 1014 0000 0712 1981 2874',
      // One line per plan and module.
      'Pakiet Klub Średni, abonament miesięczny',
      'Moduł Składki i płatności, abonament miesięczny',
      'Moduł Zawody, abonament miesięczny',
      `Razem netto ${pln(price.totalNet)}`,
      `VAT 23% ${pln(price.vat)}`,
      `Razem brutto ${pln(price.totalGross)}`,
      `Słownie: ${amountInWordsPl(price.totalGross)}`,
      'Termin płatności: 08.12.2026',
      `Tytuł przelewu: ${order.proformaNumber}`,
    ]);
    expect(text).not.toContain('BIC/SWIFT');
  });

  it('is in English and euros for an English order, with the PLN amounts beside them', async () => {
    // Medium yearly with two modules: converting the PLN totals on their own would give €703 net where the
    // page, the order's answer and the e-mail show €704 (the sum of the whole-euro lines, decision 0006).
    const payload = fullOrder({
      plan: 'medium',
      paymentMode: 'yearly',
      selectedModules: ['skladki', 'zawody'],
    });
    const response = await app.inject({ method: 'POST', url: '/api/order?lang=en', payload });
    expect(response.statusCode).toBe(201);
    const { id, shown } = response.json();
    const message = await confirmationOf(id, payload.email);
    const text = await attachmentText(
      message.attachments.find((a) => a.contentType === 'application/pdf')!.content,
    );
    const price = quote({
      catalogue: 'landing',
      plan: 'medium',
      period: 'yearly',
      modules: ['skladki', 'zawody'],
    });
    const eur = (amount: number) => `${amount.toFixed(2)} €`;
    expect(shown.currency).toBe('EUR');
    expectToContainEach(text, [
      'Pro forma invoice',
      'Plan Medium club, yearly subscription',
      `Total net ${eur(shown.totalNet)} (${pln(price.totalNet)})`,
      `VAT 23% ${eur(shown.vat)} (${pln(price.vat)})`,
      `Total gross ${eur(shown.totalGross)} (${pln(price.totalGross)})`,
    ]);
    expect(shown.totalNet).not.toBe(toEuro(price.totalNet, 4.3));
    expect(text).toContain(amountInWordsPl(price.totalGross));
    // A transfer from abroad needs the bank's BIC/SWIFT.
    expect(text).toContain('BIC/SWIFT: BPKOPLPW');
  });

  it('takes the next number of the month, and starts again at 0001 in a new month', async () => {
    clock.set('2026-12-31T23:30:00Z'); // 00:30 on 1 January in Warsaw
    const first = await placeOrder(fullOrder());
    const second = await placeOrder(fullOrder());
    expect([first.proformaNumber, second.proformaNumber]).toEqual(['PF/2027/01/0001', 'PF/2027/01/0002']);
  });

  it('numbers 20 concurrent orders without gaps or duplicates', async () => {
    clock.set('2027-03-10T09:00:00Z');
    const placed = await Promise.all(Array.from({ length: 20 }, () => placeOrder(fullOrder())));
    const numbers = placed.map((order) => order.proformaNumber).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, index) => `PF/2027/03/${String(index + 1).padStart(4, '0')}`),
    );
  });
});

describe('the pro forma downloaded in the back office', () => {
  it('is the very file the customer was sent, byte for byte, in either language', async () => {
    const admin = await signInAsAdmin(app);
    for (const url of ['/api/order', '/api/order?lang=en']) {
      const payload = fullOrder();
      const order = await placeOrder(payload, url);
      clock.advance(60_000); // the download is later: the file still carries the issue time
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/orders/${order.id}/proforma.pdf`,
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.equals(await attachedPdf(order.id, payload.email))).toBe(true);
    }
  });

  it('refuses what its threads and queue cannot hold at once with 503 and Retry-After; the rest get the file', async () => {
    // A process of its own, so its render threads are not started yet: every request reaches the queue
    // before the first document is done, and the count is exact.
    const fresh = await createTestApp({}, { clock });
    try {
      const admin = await signInAsAdmin(fresh);
      const payload = fullOrder();
      const order = await placeOrder(payload, '/api/order', fresh);
      const expected = await attachedPdf(order.id, payload.email, fresh);
      const { workers, maxQueued } = defaultRenderPoolOptions();
      const capacity = workers + maxQueued;
      const responses = await Promise.all(
        Array.from({ length: capacity + 3 }, () =>
          fresh.inject({
            method: 'GET',
            url: `/api/admin/orders/${order.id}/proforma.pdf`,
            headers: admin.headers,
          }),
        ),
      );
      const served = responses.filter((response) => response.statusCode === 200);
      const refused = responses.filter((response) => response.statusCode === 503);
      expect([served.length, refused.length]).toEqual([capacity, 3]);
      for (const response of served) expect(response.rawPayload.equals(expected)).toBe(true);
      for (const response of refused) {
        expect(response.json()).toEqual({ error: PDF_BUSY_MESSAGE });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      // The burst has passed: the next download is served.
      const after = await fresh.inject({
        method: 'GET',
        url: `/api/admin/orders/${order.id}/proforma.pdf`,
        headers: admin.headers,
      });
      expect(after.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
