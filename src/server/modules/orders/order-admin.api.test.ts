import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { quote } from '@shared/pricing/calculator';
import { orders, outboxMessages, statusChanges } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { placeOrder } from '../../test/factories/orders';
import { appWithAdmin } from '../../test/test-app';

const clock = createManualClock('2026-11-24T10:00:00Z');
const { app, admin } = await appWithAdmin({}, { clock });

const GROSS = quote({
  catalogue: 'landing',
  plan: 'medium',
  period: 'monthly',
  modules: ['zawody'],
}).totalGross;

let counter = 0;
async function placeNumberedOrder() {
  const n = ++counter;
  const email = `kasa${n}@klub.pl`;
  const { id } = await placeOrder(app, {
    name: 'Jan Kowalski',
    email,
    phone: '+48 600 100 200',
    clubName: `KS Grot ${n}`,
    plan: 'medium',
    paymentMode: 'monthly',
    selectedModules: ['zawody'],
  });
  return { id, email };
}

const pay = (id: string, payload: object, headers: Record<string, string> = admin.headers) =>
  app.inject({ method: 'POST', url: `/api/admin/orders/${id}/payment`, payload, headers });

describe('the pro forma in the back office', () => {
  it('downloads as a PDF attachment for an admin, and not without a session', async () => {
    const { id } = await placeNumberedOrder();
    const [order] = await app.db.select().from(orders).where(eq(orders.id, id));
    const url = `/api/admin/orders/${id}/proforma.pdf`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const response = await app.inject({ method: 'GET', url, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="proforma-${order!.proformaNumber!.replaceAll('/', '-')}.pdf"`,
    );
    const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(order!.proformaNumber!);
    expect(text).toContain(`KS Grot ${counter}`);
  });
});

describe("marking an order 'Opłacone'", () => {
  it('books a partial amount in the ledger and leaves the order unpaid', async () => {
    const { id } = await placeNumberedOrder();
    const response = await pay(id, { bookedOn: '2026-11-25', amount: GROSS - 10 });
    expect(response.statusCode).toBe(200);
    expect(response.json().ledger).toMatchObject({
      state: 'partial',
      paidGrosze: Math.round(GROSS * 100) - 1000,
    });
    const [order] = await app.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.paidOn).toBeNull();
  });

  it('refuses a missing booking date naming the field', async () => {
    const { id } = await placeNumberedOrder();
    const response = await pay(id, { amount: GROSS });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('bookedOn');
  });

  it('books the full amount, records it in the history, mails the customer, and refuses a second time', async () => {
    const { id, email } = await placeNumberedOrder();
    const response = await pay(id, { bookedOn: '2026-11-25', amount: GROSS });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      paidOn: '2026-11-25',
      paidAmountPln: GROSS,
      status: 'processing',
    });

    const history = await app.db
      .select()
      .from(statusChanges)
      .where(and(eq(statusChanges.recordKind, 'orders'), eq(statusChanges.recordId, id)));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'processing',
      changedBy: admin.email,
    });
    expect(history[0]!.adminNotes).toContain('Opłacone');

    const mails = await app.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.relatedId, id), eq(outboxMessages.template, 'order-payment-confirmation')),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(email);
    expect(mails[0]!.subject).toMatch(/^Potwierdzenie płatności PF\/\d{4}\/\d{2}\/\d{4}$/);
    expect(mails[0]!.text).toContain('25.11.2026');

    expect((await pay(id, { bookedOn: '2026-11-26', amount: GROSS })).statusCode).toBe(409);
  });
});
