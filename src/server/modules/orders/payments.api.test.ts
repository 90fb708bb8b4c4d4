import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupedAccount, nrbDigits } from '@shared/transfer-qr';
import { invoices, orderPayments, orders, outboxMessages, statusChanges } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { publicPayloads } from '../../test/factories/public-forms';
import { mt940Statement, ORDER_GROSS, placeOrderToPay } from '../../test/factories/statements';
import { unique } from '../../test/factories/visitors';
import { appWithAdmin } from '../../test/test-app';

const clock = createManualClock('2027-06-01T09:00:00Z');
const { app, admin } = await appWithAdmin({}, { clock });

const GROSS_GROSZE = Math.round(ORDER_GROSS * 100);

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: admin.headers });
const pay = (id: string, amount: number, bookedOn = '2027-06-02') =>
  post(`/api/admin/orders/${id}/payment`, { bookedOn, amount });
const ledger = async (id: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/orders/${id}/payments`,
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const invoicesOf = (id: string) => app.db.select().from(invoices).where(eq(invoices.orderId, id));
const orderRow = async (id: string) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const historyOf = (id: string) =>
  app.db
    .select()
    .from(statusChanges)
    .where(and(eq(statusChanges.recordKind, 'orders'), eq(statusChanges.recordId, id)));

/** The transfer title a buyer writes: the pro forma number as printed. */
const titleFor = (order: { proformaNumber: string | null }) => `Zaplata ${order.proformaNumber} KS Grot`;

describe('the payments ledger', () => {
  it('partial payments keep the order unpaid, and the one reaching the gross issues exactly one invoice', async () => {
    const order = await placeOrderToPay(app);
    const first = Math.floor(GROSS_GROSZE / 3);
    const second = Math.floor(GROSS_GROSZE / 3);
    const third = GROSS_GROSZE - first - second;

    const partial = await pay(order.id, first / 100);
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({
      paidOn: null,
      ledger: { state: 'partial', paidGrosze: first, grossGrosze: GROSS_GROSZE },
    });
    expect(await pay(order.id, second / 100, '2027-06-03')).toHaveProperty('statusCode', 200);
    expect(await invoicesOf(order.id)).toHaveLength(0);
    expect((await orderRow(order.id)).paidOn).toBeNull();

    const last = await pay(order.id, third / 100, '2027-06-04');
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({
      paidOn: '2027-06-04',
      status: 'processing',
      ledger: { state: 'paid', paidGrosze: GROSS_GROSZE },
    });
    expect(last.json().ledger.items).toHaveLength(3);
    expect(await invoicesOf(order.id)).toHaveLength(1);
    const notes = (await historyOf(order.id)).map((row) => row.adminNotes ?? '');
    expect(notes.filter((note) => note.startsWith('Opłacone'))).toHaveLength(1);
    expect(notes.filter((note) => note.includes('zapłacono'))).toHaveLength(2);
  });

  it('keeps and shows an overpayment', async () => {
    const order = await placeOrderToPay(app);
    const response = await pay(order.id, ORDER_GROSS + 12.34);
    expect(response.statusCode).toBe(200);
    expect(response.json().ledger).toMatchObject({
      state: 'overpaid',
      paidGrosze: GROSS_GROSZE + 1234,
    });
    expect((await orderRow(order.id)).paidAmountPln).toBe(ORDER_GROSS + 12.34);
    expect(await invoicesOf(order.id)).toHaveLength(1);
    const notes = (await historyOf(order.id)).map((row) => row.adminNotes ?? '');
    expect(notes.some((note) => note.includes('nadpłata 12,34 zł'))).toBe(true);
  });

  it('a payment 0,80 zł short, accepted with a reason, makes the order paid with the reason in its history', async () => {
    const order = await placeOrderToPay(app);
    expect((await pay(order.id, ORDER_GROSS - 0.8)).json().ledger.state).toBe('partial');
    const response = await post(`/api/admin/orders/${order.id}/accept-difference`, {
      reason: 'Prowizja banku nadawcy',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      paidOn: '2027-06-02',
      ledger: {
        state: 'paid',
        paidGrosze: GROSS_GROSZE - 80,
        acceptedDifference: { amountGrosze: 80, reason: 'Prowizja banku nadawcy' },
      },
    });
    expect(await invoicesOf(order.id)).toHaveLength(1);
    const notes = (await historyOf(order.id)).map((row) => row.adminNotes ?? '');
    expect(notes).toContainEqual(expect.stringContaining('przyjętą różnicą 0,80 zł: Prowizja banku nadawcy'));
    expect((await ledger(order.id)).acceptedDifference.reason).toBe('Prowizja banku nadawcy');
  });

  it('refuses to accept a difference without a reason, naming the field, and changes nothing', async () => {
    const order = await placeOrderToPay(app);
    await pay(order.id, ORDER_GROSS - 0.8);
    const before = await historyOf(order.id);
    for (const payload of [{}, { reason: '  ' }]) {
      const response = await post(`/api/admin/orders/${order.id}/accept-difference`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('reason');
    }
    const row = await orderRow(order.id);
    expect(row.paidOn).toBeNull();
    expect(row.acceptedDifferenceReason).toBeNull();
    expect(await historyOf(order.id)).toHaveLength(before.length);
    expect(await invoicesOf(order.id)).toHaveLength(0);
  });

  it('refuses an amount with fractions of a grosz and a difference on an order nothing was paid on', async () => {
    const order = await placeOrderToPay(app);
    const fraction = await pay(order.id, 10.005);
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().fields).toHaveProperty('amount');
    const nothing = await post(`/api/admin/orders/${order.id}/accept-difference`, { reason: 'Bez wpłaty' });
    expect(nothing.statusCode).toBe(409);
    expect(await app.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id))).toEqual([]);
  });

  it('20 concurrent payments on one order issue one invoice', async () => {
    const order = await placeOrderToPay(app);
    const tenth = Math.ceil(GROSS_GROSZE / 10) / 100;
    const responses = await Promise.all(Array.from({ length: 20 }, () => pay(order.id, tenth)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(await invoicesOf(order.id)).toHaveLength(1);
    const payments = await app.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(payments).toHaveLength(10);
    expect((await ledger(order.id)).paidGrosze).toBe(payments.reduce((sum, p) => sum + p.amountGrosze, 0));
  });
});

describe('statement credits in the ledger', () => {
  type Line = { id: string; state: string; amountPln: number; order: { id: string } | null };
  const importStatement = async (content: string) => {
    const response = await post('/api/admin/statements', { format: 'mt940', content });
    expect(response.statusCode).toBe(200);
    return response.json() as { added: number; alreadyImported: number; lines: Line[] };
  };

  it('two identical credits of one statement are two payments; importing the file again books nothing twice', async () => {
    const order = await placeOrderToPay(app);
    const half = Math.floor(GROSS_GROSZE / 2);
    // The same amount, day and title twice, without the bank's references: two lines of the statement.
    const credit = { amount: half / 100, title: titleFor(order), references: 'NONREF' };
    const content = mt940Statement([credit, credit]);
    const imported = await importStatement(content);
    expect(imported.added).toBe(2);
    const lines = imported.lines.filter((line) => line.order?.id === order.id);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.state).toBe('partial');
      const booked = await post(`/api/admin/statements/lines/${line.id}/confirm`, {});
      expect(booked.statusCode).toBe(200);
      expect(booked.json().state).toBe('booked');
    }
    const state = await ledger(order.id);
    expect(state.items).toHaveLength(2);
    expect(state.items.every((item: { source: string }) => item.source === 'statement')).toBe(true);
    expect(state.paidGrosze).toBe(half * 2);

    const again = await importStatement(content);
    expect(again).toMatchObject({ added: 0, alreadyImported: 2 });
    for (const line of again.lines.filter((line) => line.order?.id === order.id)) {
      expect(line.state).toBe('booked');
      expect((await post(`/api/admin/statements/lines/${line.id}/confirm`, {})).statusCode).toBe(409);
    }
    expect((await ledger(order.id)).items).toHaveLength(2);
  });

  it("'Do sprawdzenia' credit 0,80 zł short: booked with the difference accepted, or refused without a reason", async () => {
    const order = await placeOrderToPay(app);
    const imported = await importStatement(
      mt940Statement([{ amount: ORDER_GROSS - 0.8, title: titleFor(order), references: 'NONREF//SHORT1' }]),
    );
    const line = imported.lines.find((candidate) => candidate.order?.id === order.id)!;
    expect(line.state).toBe('partial');

    const refused = await post(`/api/admin/statements/lines/${line.id}/confirm`, { acceptDifference: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('reason');
    expect((await ledger(order.id)).items).toHaveLength(0);

    const booked = await post(`/api/admin/statements/lines/${line.id}/confirm`, {
      acceptDifference: true,
      reason: 'Przelew z rachunku w EUR, różnica kursowa',
    });
    expect(booked.statusCode).toBe(200);
    const state = await ledger(order.id);
    expect(state).toMatchObject({
      state: 'paid',
      paidGrosze: GROSS_GROSZE - 80,
      acceptedDifference: { amountGrosze: 80 },
    });
    expect(await invoicesOf(order.id)).toHaveLength(1);
  });
});

describe("the payer's transfer details", () => {
  it('a złoty order answers the account, amount, title and the banks’ QR code, and mails the code inline', async () => {
    const payload = publicPayloads.fullOrder({
      clubName: `KS Łódź ${unique()}`,
      selectedModules: ['zawody'],
    });
    const response = await app.inject({ method: 'POST', url: '/api/order', payload });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    const { transfer } = created;
    expect(transfer).toMatchObject({
      currency: 'PLN',
      amount: ORDER_GROSS,
      title: `${created.number}, ${payload.clubName}`,
      account: groupedAccount(app.config.bankAccount),
      recipient: app.config.company.name,
    });
    const fields = transfer.qr.payload.split('|');
    expect(fields).toHaveLength(9);
    expect(fields.slice(0, 4)).toEqual([
      app.config.company.taxId,
      'PL',
      nrbDigits(app.config.bankAccount),
      String(GROSS_GROSZE).padStart(6, '0'),
    ]);
    expect(transfer.qr.svg).toMatch(/^<svg/);

    const [mail] = await app.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.relatedId, created.id), eq(outboxMessages.template, 'order-confirmation')),
      );
    expect(mail!.html).toContain('src="cid:transfer-qr@order"');
    expect(mail!.attachments.find((attachment) => attachment.cid)).toMatchObject({
      contentType: 'image/png',
      cid: 'transfer-qr@order',
    });
  });

  it('an order in euros has the details without the Polish banks’ code', async () => {
    const payload = publicPayloads.fullOrder({ clubName: `Range ${unique()}`, selectedModules: ['zawody'] });
    const response = await app.inject({
      method: 'POST',
      url: '/api/order',
      payload,
      headers: { host: 'shootingclub.example.com' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().transfer).toMatchObject({ currency: 'EUR', qr: null });
  });
});
