import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_VALIDATION_PL as M } from '@shared/validation/order-fields';
import { invoiceIssueFailures, invoices, orders } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { UNSTORABLE_TEXT_MESSAGE } from '../../lib/storable-text';
import { validateFa3 } from '../../test/fa3-schema';
import { placeOrderRow } from '../../test/factories/orders';
import { publicPayloads } from '../../test/factories/public-forms';
import { unique } from '../../test/factories/visitors';
import { pdfText } from '../../test/pdf';
import { adminDownload, appWithAdmin } from '../../test/test-app';

// What the FA(3) schema refuses must never be issued: the order form refuses it first, and the invoice
// service validates every document against the schema before it takes a number.

const clock = createManualClock('2026-11-24T10:00:00Z');
const { app, admin } = await appWithAdmin({}, { clock });

/** Checksum right, tax-office prefix 100: the schema's TNrNIP refuses it. */
const NIP_BAD_PREFIX = '1004567891';

const fullOrder = (overrides: Record<string, unknown> = {}) =>
  publicPayloads.fullOrder({ clubName: `KS Dziesiątka ${unique()}`, ...overrides });

/** A club in Germany on the English site (identity document, no PESEL, no NIP). */
const foreignOrder = (overrides: Record<string, unknown> = {}) =>
  publicPayloads.foreignFullOrder({ clubName: `KS Dziesiątka ${unique()}`, ...overrides });

const post = (payload: object) => app.inject({ method: 'POST', url: '/api/order', payload });

const countOrders = async () => {
  const [row] = await app.db.select({ count: sql<number>`count(*)::int` }).from(orders);
  return row!.count;
};

const placeOrder = (payload: object = fullOrder()) => placeOrderRow(app, payload);

const admin$ = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: admin.headers });

async function grossOf(orderId: string): Promise<number> {
  const fulfilment = await admin$('GET', `/api/admin/orders/${orderId}/fulfilment`);
  return fulfilment.json().proforma.grossPln as number;
}

async function pay(orderId: string, bookedOn = '2026-11-23') {
  return admin$('POST', `/api/admin/orders/${orderId}/payment`, {
    bookedOn,
    amount: await grossOf(orderId),
  });
}

const invoicesOf = (orderId: string) => app.db.select().from(invoices).where(eq(invoices.orderId, orderId));

async function issuedXml(orderId: string): Promise<string> {
  const [invoice] = await invoicesOf(orderId);
  expect(invoice).toBeDefined();
  return invoice!.xml;
}

describe('the order API refuses what the invoice cannot carry', () => {
  it.each([
    ['a control character', 'KS \u0001 Dziesiątka'],
    ['U+FFFE', 'KS Dziesiątka\uFFFE'],
    ['U+FFFF', 'KS \uFFFF'],
    ['a C1 control character', 'KS \u0085Dziesiątka'],
    ['DEL', 'KS \u007FDziesiątka'],
    ['a non-character of another plane', 'KS \u{1FFFE}'],
  ])('refuses %s in the club name, naming it, storing nothing', async (_what, clubName) => {
    const before = await countOrders();
    const response = await post(fullOrder({ clubName }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ clubName: M.invalidCharacters });
    expect(await countOrders()).toBe(before);
  });

  // Refused before any route's own rules: no text column can store them.
  it.each([
    ['NUL', 'KS \u0000 Dziesiątka'],
    ['a lone surrogate', 'KS \uD800 Dziesiątka'],
  ])('refuses %s in the club name, naming it', async (_what, clubName) => {
    const before = await countOrders();
    const response = await post(fullOrder({ clubName }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ clubName: UNSTORABLE_TEXT_MESSAGE });
    expect(await countOrders()).toBe(before);
  });

  it('refuses control characters in every free-text field of both forms', async () => {
    const before = await countOrders();
    for (const [field, payload] of [
      ['street', fullOrder({ street: 'ul. Strzelecka\u0007 10' })],
      ['city', fullOrder({ city: 'Warszawa\u001B' })],
      ['name', publicPayloads.simpleOrder()],
    ] as const) {
      const body = field === 'name' ? { ...payload, name: 'Jan\u0008 Kowalski' } : payload;
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(M.invalidCharacters);
    }
    const person = await post(
      fullOrder({
        authorizedPersons: [{ firstName: 'Anna\uFFFF', lastName: 'Nowak', position: 'Prezes Zarządu' }],
      }),
    );
    expect(person.statusCode).toBe(400);
    expect(person.json().fields['authorizedPersons.0.firstName']).toBe(M.invalidCharacters);
    expect(await countOrders()).toBe(before);
  });

  it('takes tabs and line breaks in a one-line field as one space', async () => {
    const order = await placeOrder(fullOrder({ street: 'ul. Strzelecka 10\r\n\tlokal 2' }));
    expect(order.street).toBe('ul. Strzelecka 10 lokal 2');
  });

  it('refuses an e-mail longer than the schema’s 255 characters, accepts 255', async () => {
    const before = await countOrders();
    // A 64-character local part and a domain of labels no longer than 63, as an address must be.
    const domain = (size: number): string =>
      size <= 63 ? 'c'.repeat(size) : `${'b'.repeat(49)}.${domain(size - 50)}`;
    const email = (length: number) => `${'a'.repeat(64)}@${domain(length - 68)}.pl`;
    expect(email(256)).toHaveLength(256);
    const tooLong = await post(fullOrder({ email: email(256) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ email: M.tooLong });
    const admin = await post(
      fullOrder({
        adminUser: { firstName: 'Piotr', lastName: 'Nowak', email: email(256), pesel: '44051401458' },
      }),
    );
    expect(admin.statusCode).toBe(400);
    expect(admin.json().fields).toEqual({ 'adminUser.email': M.tooLong });
    expect(await countOrders()).toBe(before);

    const longest = await placeOrder(fullOrder({ email: email(255) }));
    expect(await pay(longest.id).then((response) => response.json().invoiceFailure)).toBeNull();
    expect((await validateFa3(await issuedXml(longest.id))).valid).toBe(true);
  });

  it('refuses a NIP whose checksum adds up but whose tax-office prefix the schema refuses', async () => {
    const before = await countOrders();
    for (const nip of [NIP_BAD_PREFIX, '0123456789', '100-456-78-91']) {
      const response = await post(fullOrder({ nip }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ nip: M.invalidNip });
    }
    expect(await countOrders()).toBe(before);
  });

  it('refuses a booking date outside the schema’s dates, booking nothing', async () => {
    const order = await placeOrder();
    for (const bookedOn of ['2099-01-01', '2050-01-02', '2016-06-30']) {
      const response = await pay(order.id, bookedOn);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['bookedOn']);
    }
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paidOn).toBeNull();
    expect(await invoicesOf(order.id)).toEqual([]);
  });

  it('refuses an unknown country and an EU VAT number for Poland or outside the EU', async () => {
    const before = await countOrders();
    const cases = [
      [fullOrder({ country: 'ZZ' }), { country: M.invalidCountry }],
      [fullOrder({ euVatId: 'PL5261040828' }), { euVatId: M.euVatIdOutsideEu }],
      [foreignOrder({ country: 'US', euVatId: '123456789' }), { euVatId: M.euVatIdOutsideEu }],
      [foreignOrder({ euVatId: 'DE 12345678901234' }), { euVatId: M.invalidEuVatId }],
      [foreignOrder({ euVatId: 'DE12345-678/9' }), { euVatId: M.invalidEuVatId }],
    ] as const;
    for (const [payload, fields] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
    expect(await countOrders()).toBe(before);
  });
});

describe('a foreign buyer on the invoice', () => {
  it('a German club with a VAT number: KodKraju DE, KodUE DE and NrVatUE, valid FA(3)', async () => {
    const order = await placeOrder(
      foreignOrder({
        country: 'de',
        euVatId: 'DE 123 456 789',
        street: 'Schützenstraße 1',
        postalCode: '10115',
        city: 'Berlin',
      }),
    );
    expect(order.country).toBe('DE');
    expect(order.euVatId).toBe('123456789');
    expect(order.nip).toBeNull();
    expect((await pay(order.id)).json().invoiceFailure).toBeNull();
    const xml = await issuedXml(order.id);
    expect(xml).toMatch(
      /<DaneIdentyfikacyjne>\s*<KodUE>DE<\/KodUE>\s*<NrVatUE>123456789<\/NrVatUE>\s*<Nazwa>KS Dziesiątka/,
    );
    expect(xml).toMatch(/<Podmiot2>[\s\S]*<Adres>\s*<KodKraju>DE<\/KodKraju>[\s\S]*<\/Podmiot2>/);
    expect(xml).not.toMatch(/<Podmiot2>[\s\S]*<KodKraju>PL<\/KodKraju>[\s\S]*<\/Podmiot2>/);
    expect(await validateFa3(xml)).toEqual({ valid: true, errors: [] });
  });

  it('a Greek VAT number carries the schema’s EL, not the ISO code GR', async () => {
    const order = await placeOrder(foreignOrder({ country: 'GR', euVatId: 'EL094259216', city: 'Αθήνα' }));
    expect((await pay(order.id)).json().invoiceFailure).toBeNull();
    const xml = await issuedXml(order.id);
    expect(xml).toMatch(/<KodUE>EL<\/KodUE>\s*<NrVatUE>094259216<\/NrVatUE>/);
    expect(xml).toMatch(/<KodKraju>GR<\/KodKraju>/);
    expect((await validateFa3(xml)).valid).toBe(true);
  });

  it('a German club without a VAT number: BrakID and KodKraju DE, valid FA(3)', async () => {
    const order = await placeOrder(foreignOrder({ euVatId: undefined }));
    expect((await pay(order.id)).json().invoiceFailure).toBeNull();
    const xml = await issuedXml(order.id);
    expect(xml).toMatch(/<DaneIdentyfikacyjne>\s*<BrakID>1<\/BrakID>/);
    expect(xml).toMatch(/<Podmiot2>[\s\S]*<Adres>\s*<KodKraju>DE<\/KodKraju>[\s\S]*<\/Podmiot2>/);
    expect(await validateFa3(xml)).toEqual({ valid: true, errors: [] });
  });

  it('a buyer abroad without an identifier: BrakID and its own country, valid FA(3)', async () => {
    const order = await placeOrder(
      foreignOrder({
        country: 'US',
        euVatId: undefined,
        street: '1 Range Road',
        postalCode: '10001',
        city: 'New York',
      }),
    );
    expect((await pay(order.id)).json().invoiceFailure).toBeNull();
    const xml = await issuedXml(order.id);
    expect(xml).toMatch(/<DaneIdentyfikacyjne>\s*<BrakID>1<\/BrakID>/);
    expect(xml).toMatch(/<Podmiot2>[\s\S]*<KodKraju>US<\/KodKraju>/);
    expect(await validateFa3(xml)).toEqual({ valid: true, errors: [] });
  });

  it('a Polish order keeps Poland and its NIP', async () => {
    const order = await placeOrder(fullOrder({ nip: '526-104-08-28' }));
    expect(order.country).toBe('PL');
    expect(order.euVatId).toBeNull();
    await pay(order.id);
    const xml = await issuedXml(order.id);
    expect(xml).toMatch(/<Podmiot2>\s*<DaneIdentyfikacyjne>\s*<NIP>5261040828<\/NIP>/);
    expect(xml).toMatch(/<Podmiot2>[\s\S]*<KodKraju>PL<\/KodKraju>/);
  });

  it('names a German buyer by its country and EU VAT number on the English invoice', async () => {
    const download = (url: string) => adminDownload(app, admin.headers, url);
    const order = await placeOrderRow(
      app,
      publicPayloads.foreignFullOrder({ clubName: `Schützenverein ${unique()}` }),
      { url: '/api/order?lang=en' },
    );
    const fulfilment = (await download(`/api/admin/orders/${order.id}/fulfilment`)).json();
    await admin$('POST', `/api/admin/orders/${order.id}/payment`, {
      bookedOn: '2026-11-23',
      amount: fulfilment.proforma.grossPln as number,
    });
    const [invoice] = await invoicesOf(order.id);
    const text = await pdfText((await download(`/api/admin/invoices/${invoice!.id}/pdf`)).rawPayload);
    expect(text).toContain(order.clubName);
    expect(text).toContain('Schießstandweg 5');
    expect(text).toContain('Kraj / Country: Niemcy / Germany (DE)');
    expect(text).toContain('Numer VAT UE / EU VAT number: DE123456789');
    expect(await validateFa3(invoice!.xml)).toEqual({ valid: true, errors: [] });
  });
});

describe('an invoice the schema refuses is not issued', () => {
  // Data stored before the order form's rules: the builder's own check is what stands between it and KSeF.
  it.each([
    ['a control character in the club name', { clubName: 'KS \u0001 Stara' }, { clubName: 'KS Stara' }],
    ['U+FFFE in the club name', { clubName: 'KS \uFFFE Stara' }, { clubName: 'KS Stara' }],
    ['a NIP with a prefix the schema refuses', { nip: NIP_BAD_PREFIX }, { nip: '5261040828' }],
    ['an over-long e-mail', { email: `${'a'.repeat(250)}@klub.pl` }, { email: 'stara@klub.pl' }],
  ])(
    'with %s: the payment is booked, the failure listed, a retry after the fix issues it',
    async (_what, bad, fixed) => {
      const order = await placeOrder();
      await app.db.update(orders).set(bad).where(eq(orders.id, order.id));

      const payment = await pay(order.id);
      expect(payment.statusCode).toBe(200);
      expect(payment.json()).toMatchObject({ paidOn: '2026-11-23', status: 'processing' });
      expect(payment.json().invoiceFailure).toMatch(/^Schemat FA\(3\) odrzucił fakturę: /);
      expect(await invoicesOf(order.id)).toEqual([]);

      const list = (await admin$('GET', '/api/admin/invoices')).json();
      const listed = list.failures.find((failure: { orderId: string }) => failure.orderId === order.id);
      expect(listed).toMatchObject({
        orderId: order.id,
        proformaNumber: order.proformaNumber,
        message: payment.json().invoiceFailure,
        attempts: 1,
      });
      const fulfilment = (await admin$('GET', `/api/admin/orders/${order.id}/fulfilment`)).json();
      expect(fulfilment.payment).toMatchObject({ paidOn: '2026-11-23' });
      expect(fulfilment.invoiceFailure).toMatchObject({ message: payment.json().invoiceFailure });

      // Still wrong: refused again with the schema's words, counted, nothing issued.
      const again = await admin$('POST', `/api/admin/orders/${order.id}/invoice`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatch(/^Schemat FA\(3\) odrzucił fakturę: /);
      const [failure] = await app.db
        .select()
        .from(invoiceIssueFailures)
        .where(eq(invoiceIssueFailures.orderId, order.id));
      expect(failure!.attempts).toBe(2);
      expect(await invoicesOf(order.id)).toEqual([]);

      await app.db.update(orders).set(fixed).where(eq(orders.id, order.id));
      const retry = await admin$('POST', `/api/admin/orders/${order.id}/invoice`);
      expect(retry.statusCode, retry.body).toBe(201);
      expect(retry.json()).toMatchObject({ kind: 'invoice', orderId: order.id });
      expect((await validateFa3(await issuedXml(order.id))).valid).toBe(true);
      const after = (await admin$('GET', '/api/admin/invoices')).json();
      expect(after.failures.map((row: { orderId: string }) => row.orderId)).not.toContain(order.id);

      // Issued once: another retry is refused.
      expect((await admin$('POST', `/api/admin/orders/${order.id}/invoice`)).statusCode).toBe(409);
    },
  );

  it('takes no number for a refused invoice: the series stays gapless', async () => {
    const refused = await placeOrder();
    await app.db.update(orders).set({ clubName: 'KS \u0002' }).where(eq(orders.id, refused.id));
    const first = await placeOrder();
    const second = await placeOrder();
    await pay(first.id);
    await pay(refused.id);
    await pay(second.id);
    const [a] = await invoicesOf(first.id);
    const [b] = await invoicesOf(second.id);
    const sequence = (number: string) => Number(number.split('/').at(-1));
    expect(sequence(b!.number)).toBe(sequence(a!.number) + 1);
  });

  it('refuses to issue on a date past the schema’s range, keeping the payment', async () => {
    const order = await placeOrder();
    clock.set('2050-01-02T10:00:00Z');
    try {
      const payment = await pay(order.id, '2050-01-01');
      expect(payment.statusCode).toBe(200);
      expect(payment.json().invoiceFailure).toMatch(/P_1|DataWytworzeniaFa/);
      expect(await invoicesOf(order.id)).toEqual([]);
    } finally {
      clock.set('2026-11-24T10:00:00Z');
    }
  });

  it('a retry for an unpaid order is refused', async () => {
    const order = await placeOrder();
    const response = await admin$('POST', `/api/admin/orders/${order.id}/invoice`);
    expect(response.statusCode).toBe(409);
    expect(await invoicesOf(order.id)).toEqual([]);
  });
});
