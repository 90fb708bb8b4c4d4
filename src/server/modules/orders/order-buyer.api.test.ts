import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_VALIDATION_PL } from '@shared/validation/order-fields';
import { invoices, orders, statusChanges } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import {
  NIP,
  REGON,
  countOrders as countOrdersIn,
  fullOrderRequest as fullOrder,
  placeOrder,
} from '../../test/factories/orders';
import { IDENTITY_DOCUMENT, PESEL, publicPayloads } from '../../test/factories/public-forms';
import { appWithAdmin } from '../../test/test-app';
import { BUYER_MISSING_MESSAGE } from './buyer';
import { ORDER_BUYER_LINK_INVALID } from './service';

const clock = createManualClock('2027-06-01T09:00:00Z');
const { app, admin } = await appWithAdmin({}, { clock });

const BUYER = {
  street: 'ul. Leśna 5',
  postalCode: '31-001',
  city: 'Kraków',
  country: 'PL',
  nip: '526-025-02-74',
};

const adminPost = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: admin.headers });
const adminGet = async (url: string) => {
  const response = await app.inject({ method: 'GET', url, headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const orderRow = async (id: string) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const invoicesOf = (id: string) => app.db.select().from(invoices).where(eq(invoices.orderId, id));
const historyNotes = async (id: string) =>
  (
    await app.db
      .select()
      .from(statusChanges)
      .where(and(eq(statusChanges.recordKind, 'orders'), eq(statusChanges.recordId, id)))
  ).map((row) => row.adminNotes ?? '');

/** A short-form order (the club's name and an e-mail): its answer and the gross it asks for. */
async function placeShortOrder() {
  const created = await placeOrder(app, publicPayloads.simpleOrder());
  const { grossGrosze } = await adminGet(`/api/admin/orders/${created.id}/payments`);
  return { ...created, gross: (grossGrosze as number) / 100 };
}

describe('the invoice of a short-form order waits for a buyer it can name', () => {
  it('a full payment without the buyer is booked, the invoice held with the reason until the operator gives it', async () => {
    const order = await placeShortOrder();
    expect(order.buyerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await adminGet(`/api/admin/orders/${order.id}/fulfilment`)).buyerMissing).toBe(true);

    const paid = await adminPost(`/api/admin/orders/${order.id}/payment`, {
      bookedOn: '2027-06-02',
      amount: order.gross,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paidOn: '2027-06-02', invoiceFailure: BUYER_MISSING_MESSAGE });
    expect(await invoicesOf(order.id)).toHaveLength(0);
    // Retrying from 'Faktury' says the same, and still issues nothing.
    const retry = await adminPost(`/api/admin/orders/${order.id}/invoice`, {});
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toBe(BUYER_MISSING_MESSAGE);

    // A Polish buyer with neither a NIP nor the confirmation is refused on the field; nothing is stored.
    const { nip: _nip, ...withoutNip } = BUYER;
    const refused = await adminPost(`/api/admin/orders/${order.id}/buyer`, withoutNip);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ nip: ORDER_VALIDATION_PL.nipOrNone });
    expect((await orderRow(order.id)).street).toBeNull();

    const given = await adminPost(`/api/admin/orders/${order.id}/buyer`, BUYER);
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ failure: null, invoice: { kind: 'invoice' } });
    const [invoice] = await invoicesOf(order.id);
    expect(invoice!.xml).toContain('<NIP>5260250274</NIP>');
    expect(invoice!.xml).toContain('Kraków');
    const fulfilment = await adminGet(`/api/admin/orders/${order.id}/fulfilment`);
    expect(fulfilment).toMatchObject({ buyerMissing: false, invoiceFailure: null });
    expect(await historyNotes(order.id)).toContain(
      'Dane nabywcy do faktury: ul. Leśna 5, 31-001 Kraków, PL, NIP 5260250274',
    );

    // Once an invoice names the buyer, only a correction changes it.
    const again = await adminPost(`/api/admin/orders/${order.id}/buyer`, { ...BUYER, city: 'Tarnów' });
    expect(again.statusCode).toBe(409);
    expect((await orderRow(order.id)).city).toBe('Kraków');
  });

  it('the payment asks for the buyer with it: a club confirmed to have no NIP is invoiced by name and address', async () => {
    const order = await placeShortOrder();
    const paid = await adminPost(`/api/admin/orders/${order.id}/payment`, {
      bookedOn: '2027-06-02',
      amount: order.gross,
      buyer: { ...BUYER, nip: '', withoutNip: true },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paidOn: '2027-06-02', invoiceFailure: null });
    const [invoice] = await invoicesOf(order.id);
    expect(invoice!.xml).toContain('<BrakID>1</BrakID>');
    expect(invoice!.xml).toContain('ul. Leśna 5');
    expect(await historyNotes(order.id)).toContain(
      'Dane nabywcy do faktury: ul. Leśna 5, 31-001 Kraków, PL, bez NIP (potwierdzone)',
    );
  });

  it("a bad buyer with the payment refuses the payment on the buyer's field and books nothing", async () => {
    const order = await placeShortOrder();
    const refused = await adminPost(`/api/admin/orders/${order.id}/payment`, {
      bookedOn: '2027-06-02',
      amount: order.gross,
      buyer: { ...BUYER, nip: '1234567890' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'buyer.nip': ORDER_VALIDATION_PL.invalidNip });
    expect(await orderRow(order.id)).toMatchObject({ paidOn: null, street: null });
  });

  it("the visitor gives the buyer from the order's confirmation with its token, and no other order's", async () => {
    const order = await placeShortOrder();
    const other = await placeShortOrder();
    const url = `/api/order/${order.id}/buyer`;

    for (const token of [other.buyerToken!, 'x'.repeat(43), 'short']) {
      const refused = await app.inject({ method: 'POST', url, payload: { ...BUYER, token } });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe(ORDER_BUYER_LINK_INVALID);
    }
    expect((await orderRow(order.id)).street).toBeNull();

    const saved = await app.inject({ method: 'POST', url, payload: { ...BUYER, token: order.buyerToken } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ invoiceIssued: false });
    expect(await orderRow(order.id)).toMatchObject({ street: 'ul. Leśna 5', nip: '5260250274' });
    expect(await historyNotes(order.id)).toContain(
      'Dane nabywcy do faktury: ul. Leśna 5, 31-001 Kraków, PL, NIP 5260250274',
    );

    // The payment then issues the invoice at once, naming the buyer the visitor gave.
    const paid = await adminPost(`/api/admin/orders/${order.id}/payment`, {
      bookedOn: '2027-06-02',
      amount: order.gross,
    });
    expect(paid.json()).toMatchObject({ invoiceFailure: null });
    expect((await invoicesOf(order.id))[0]!.xml).toContain('<NIP>5260250274</NIP>');

    // The token has done its work: an invoice names the buyer now.
    const late = await app.inject({
      method: 'POST',
      url,
      payload: { ...BUYER, city: 'Tarnów', token: order.buyerToken },
    });
    expect(late.statusCode).toBe(409);
  });

  it('a full-form order has its buyer already: no token, nothing to ask', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/order',
      payload: publicPayloads.fullOrder(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().buyerToken).toBeNull();
    expect((await adminGet(`/api/admin/orders/${response.json().id}/fulfilment`)).buyerMissing).toBe(false);
  });
});

describe('POST /api/order, a club abroad (English site)', () => {
  const M = ORDER_VALIDATION_PL;
  const order = (payload: object, url = '/api/order') => app.inject({ method: 'POST', url, payload });
  const countOrders = () => countOrdersIn(app);

  it('takes a German order with the administrator identity document and no PESEL, sealed at rest', async () => {
    const before = await countOrders();
    const response = await order(publicPayloads.foreignFullOrder(), '/api/order?lang=en');
    expect(response.statusCode).toBe(201);
    expect(await countOrders()).toBe(before + 1);
    const row = await orderRow(response.json().id);
    expect(row).toMatchObject({
      form: 'full',
      country: 'DE',
      euVatId: '123456789',
      nip: null,
      regon: null,
      language: 'en',
      adminPeselEncrypted: null,
      adminUser: { firstName: 'Klaus', lastName: 'Müller' },
    });
    expect(row.adminUser).not.toHaveProperty('identityDocument');
    expect(JSON.stringify(row)).not.toContain(IDENTITY_DOCUMENT);
    expect(row.adminIdDocumentEncrypted).toMatch(/^v1\./);
    expect(app.cipher.decrypt(row.adminIdDocumentEncrypted!)).toBe(IDENTITY_DOCUMENT);
  });

  it('takes a club outside the EU with neither an EU VAT number nor a NIP, and ignores a PESEL sent for it', async () => {
    const response = await order(
      publicPayloads.foreignFullOrder({
        country: 'CH',
        euVatId: undefined,
        adminUser: { ...publicPayloads.foreignFullOrder().adminUser, pesel: PESEL },
      }),
      '/api/order?lang=en',
    );
    expect(response.statusCode).toBe(201);
    const row = await orderRow(response.json().id);
    expect(row).toMatchObject({ country: 'CH', euVatId: null, adminPeselEncrypted: null });
    expect(app.cipher.decrypt(row.adminIdDocumentEncrypted!)).toBe(IDENTITY_DOCUMENT);
  });

  it('still asks a Polish order for the PESEL with the documented message, not for a document', async () => {
    const before = await countOrders();
    const { pesel: _pesel, ...withoutPesel } = fullOrder().adminUser;
    const response = await order(
      fullOrder({ adminUser: { ...withoutPesel, identityDocument: IDENTITY_DOCUMENT } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'adminUser.pesel': M.adminRequired });
    expect(await countOrders()).toBe(before);
  });

  const foreignCases: [string, object, string, string][] = [
    ['a NIP', { nip: NIP }, 'nip', M.polishIdOutsidePoland],
    ['a REGON', { regon: REGON }, 'regon', M.polishIdOutsidePoland],
    [
      'no identity document',
      {
        adminUser: { firstName: 'Klaus', lastName: 'Müller', email: 'klaus@verein.example.de', pesel: PESEL },
      },
      'adminUser.identityDocument',
      M.identityDocumentRequired,
    ],
    [
      'an identity document of 3 characters',
      { adminUser: { firstName: 'K', lastName: 'M', email: 'k@verein.example.de', identityDocument: 'C01' } },
      'adminUser.identityDocument',
      M.invalidIdentityDocument,
    ],
    [
      'an identity document with a control character',
      {
        adminUser: {
          firstName: 'K',
          lastName: 'M',
          email: 'k@verein.example.de',
          identityDocument: 'C01\u0007X00T',
        },
      },
      'adminUser.identityDocument',
      M.invalidIdentityDocument,
    ],
    [
      'an identity document of 31 characters',
      {
        adminUser: {
          firstName: 'K',
          lastName: 'M',
          email: 'k@verein.example.de',
          identityDocument: 'X'.repeat(31),
        },
      },
      'adminUser.identityDocument',
      M.invalidIdentityDocument,
    ],
  ];
  it.each(foreignCases)(
    'refuses a German order with %s, naming the field',
    async (_, overrides, field, message) => {
      const before = await countOrders();
      const response = await order(publicPayloads.foreignFullOrder(overrides), '/api/order?lang=en');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ [field]: message });
      expect(await countOrders()).toBe(before);
    },
  );

  it('ignores an empty NIP and REGON for a club abroad', async () => {
    const response = await order(
      publicPayloads.foreignFullOrder({ nip: '', regon: ' ' }),
      '/api/order?lang=en',
    );
    expect(response.statusCode).toBe(201);
    expect(await orderRow(response.json().id)).toMatchObject({ nip: null, regon: null });
  });
});
