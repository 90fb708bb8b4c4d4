import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { quote, quoteIn } from '@shared/pricing/calculator';
import { invoiceCounters, invoices, outboxMessages } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { validateFa3 } from '../../test/fa3-schema';
import { bookPayment, placeOrderRow } from '../../test/factories/orders';
import { publicPayloads } from '../../test/factories/public-forms';
import { unique } from '../../test/factories/visitors';
import { pdfText, pln } from '../../test/pdf';
import { adminDownload, appWithAdmin } from '../../test/test-app';
import type { InvoiceDocument } from './document';

const clock = createManualClock('2026-11-24T10:00:00Z');
const { app, admin } = await appWithAdmin({}, { clock });

const BUYER_NIP = '1234563218';
/** The price of the orders placed here (fullOrder) billed monthly or yearly. */
const priceOf = (period: 'monthly' | 'yearly') =>
  quote({ catalogue: 'landing', plan: 'medium', period, modules: ['skladki', 'zawody'] });
const PRICE = priceOf('monthly');

const fullOrder = (overrides: Record<string, unknown> = {}) =>
  publicPayloads.fullOrder({
    clubName: `KS Dziesiątka ${unique()}`,
    nip: '123-456-32-18',
    selectedModules: ['skladki', 'zawody'],
    ...overrides,
  });

const placeOrder = (payload: object = fullOrder(), url?: string) => placeOrderRow(app, payload, { url });

const pay = (id: string, amount: number, bookedOn = '2026-11-23') =>
  bookPayment(app, admin.headers, id, { bookedOn, amount });

const invoicesOf = (orderId: string) => app.db.select().from(invoices).where(eq(invoices.orderId, orderId));

const adminGet = (url: string) => app.inject({ method: 'GET', url, headers: admin.headers });
const download = (url: string) => adminDownload(app, admin.headers, url);

/** POST to the order's refund: `path` '' issues the correction, '/preview' and '/preview.pdf' draft it. */
const refund = (id: string, path: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/refund${path}`,
    payload,
    headers: admin.headers,
  });

describe('the VAT invoice issued with the full payment', () => {
  it('is one invoice per order, numbered, listed on the order, and its FA(3) XML passes the kept schema', async () => {
    const order = await placeOrder();
    expect((await pay(order.id, PRICE.totalGross)).statusCode).toBe(200);
    const [invoice, ...more] = await invoicesOf(order.id);
    expect(more).toEqual([]);
    expect(invoice!.number).toMatch(/^FV\/2026\/11\/\d{4}$/);
    expect(invoice!.grossPln).toBe(PRICE.totalGross);

    const fulfilment = (await download(`/api/admin/orders/${order.id}/fulfilment`)).json();
    expect(fulfilment.invoices).toEqual([
      {
        id: invoice!.id,
        kind: 'invoice',
        number: invoice!.number,
        orderId: order.id,
        buyerName: order.clubName,
        grossPln: PRICE.totalGross,
        issueDate: '2026-11-24',
        // Without KSeF credentials nothing is sent: uploaded by hand, as before.
        ksefStatus: null,
        ksefNumber: null,
        ksefDeadline: null,
        ksefOfflineMode: null,
        ksefError: null,
        hasUpo: false,
      },
    ]);

    const xml = (await download(`/api/admin/invoices/${invoice!.id}/xml`)).body;
    expect(xml).toBe(invoice!.xml);
    expect(xml).toContain('xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/"');
    expect(xml).toContain('<KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza>');
    expect(xml).toContain(`<P_2>${invoice!.number}</P_2>`);
    expect(xml).toContain(`<NIP>${BUYER_NIP}</NIP>`);
    expect(xml).toContain(`<P_15>${PRICE.totalGross.toFixed(2)}</P_15>`);
    expect(xml).toContain(`<Wartosc>${order.proformaNumber}</Wartosc>`);
    expect(await validateFa3(xml)).toEqual({ valid: true, errors: [] });

    // The schema really checks: the buyer without its VAT-group flag is refused.
    const broken = xml.replace(/\s*<GV>2<\/GV>/, '');
    expect(broken).not.toBe(xml);
    const refused = await validateFa3(broken);
    expect(refused.valid).toBe(false);
    expect(refused.errors.join('\n')).toContain('GV');

    // A second payment of the same order is refused and issues nothing.
    expect((await pay(order.id, PRICE.totalGross)).statusCode).toBe(409);
    expect(await invoicesOf(order.id)).toHaveLength(1);
  });

  it("prints the number, both NIPs, the order's amounts and the KSeF link whose hash is the XML's SHA-256", async () => {
    const order = await placeOrder();
    await pay(order.id, PRICE.totalGross);
    const [invoice] = await invoicesOf(order.id);
    const text = await pdfText((await download(`/api/admin/invoices/${invoice!.id}/pdf`)).rawPayload);
    expect(text).toContain('Faktura VAT');
    expect(text).toContain(invoice!.number);
    expect(text).toContain('NIP: 5261040828');
    expect(text).toContain(`NIP: ${BUYER_NIP}`);
    expect(text).toContain(`Rozlicza pro formę: ${order.proformaNumber}`);
    expect(text).toContain('Pakiet Klub Średni, abonament miesięczny');
    expect(text).toContain(`Razem netto ${pln(PRICE.totalNet)}`);
    expect(text).toContain(`VAT 23% ${pln(PRICE.vat)}`);
    expect(text).toContain(`Razem brutto ${pln(PRICE.totalGross)}`);
    expect(text).toContain('OFFLINE');

    const compact = text.replace(/\s+/g, '');
    const link =
      /https:\/\/qr-test\.ksef\.mf\.gov\.pl\/invoice\/(\d{10})\/(\d{2}-\d{2}-\d{4})\/([\w-]{43})/.exec(
        compact,
      );
    expect(link).not.toBeNull();
    const [, nip, day, hash] = link!;
    expect(nip).toBe('5261040828');
    expect(day).toBe('24-11-2026');
    expect(hash).toBe(createHash('sha256').update(invoice!.xml, 'utf8').digest('base64url'));
  });

  it('is e-mailed to the buyer with the PDF and the XML attached', async () => {
    const payload = fullOrder();
    const order = await placeOrder(payload);
    await pay(order.id, PRICE.totalGross);
    const [invoice] = await invoicesOf(order.id);
    const messages = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'invoice-issued'));
    const message = messages.find((m) => m.relatedId === order.id)!;
    expect(message.recipient).toBe(payload.email.toLowerCase());
    expect(message.subject).toBe(`Faktura VAT ${invoice!.number}`);
    const slug = invoice!.number.replaceAll('/', '-');
    expect(message.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`faktura-${slug}.pdf`, 'application/pdf'],
      [`faktura-${slug}.xml`, 'application/xml'],
    ]);
    expect(Buffer.from(message.attachments[1]!.content, 'base64').toString('utf8')).toBe(invoice!.xml);
  });

  it('is bilingual in euros with PLN beside and the BIC for an English order, its XML valid too', async () => {
    const payload = fullOrder({ plan: 'medium', paymentMode: 'yearly' });
    const order = await placeOrder(payload, '/api/order?lang=en');
    const price = priceOf('yearly');
    const shown = quoteIn(
      'EUR',
      { catalogue: 'landing', plan: 'medium', period: 'yearly', modules: ['skladki', 'zawody'] },
      4.3,
    );
    await pay(order.id, price.totalGross);
    const [invoice] = await invoicesOf(order.id);
    const text = await pdfText((await download(`/api/admin/invoices/${invoice!.id}/pdf`)).rawPayload);
    expect(text).toContain('Faktura VAT / VAT invoice');
    expect(text).toContain(
      `Razem brutto / Total gross ${shown.totalGross.toFixed(2)} € (${pln(price.totalGross)})`,
    );
    expect(text).toContain('BIC/SWIFT / BIC/SWIFT: BPKOPLPW');
    expect(await validateFa3(invoice!.xml)).toEqual({ valid: true, errors: [] });
  });

  // Each invoice is validated against the FA(3) schema before it is numbered: about a second of a core each.
  it('numbers 20 concurrent payments without gaps or duplicates', async () => {
    clock.set('2027-02-10T09:00:00Z');
    const placed = [];
    for (let i = 0; i < 20; i++) placed.push(await placeOrder());
    const responses = await Promise.all(placed.map((order) => pay(order.id, PRICE.totalGross, '2027-02-09')));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const numbers = (await app.db.select().from(invoices).where(eq(invoices.month, '2027-02')))
      .map((row) => row.number)
      .sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `FV/2027/02/${String(i + 1).padStart(4, '0')}`),
    );
  }, 120_000);
});

describe("'Faktury' in the back office", () => {
  it('lists the month and downloads its XML files as one ZIP', async () => {
    clock.set('2027-04-05T09:00:00Z');
    const first = await placeOrder();
    const second = await placeOrder();
    await pay(first.id, PRICE.totalGross, '2027-04-04');
    await pay(second.id, PRICE.totalGross, '2027-04-04');
    const list = (await download('/api/admin/invoices?month=2027-04')).json();
    expect(list.items.map((item: { number: string }) => item.number)).toEqual([
      'FV/2027/04/0002',
      'FV/2027/04/0001',
    ]);
    expect(list.items[1].buyerName).toBe(first.clubName);

    const zip = (await download('/api/admin/invoices/month.zip?month=2027-04')).rawPayload;
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files).sort()).toEqual([
      'faktura-FV-2027-04-0001.pdf',
      'faktura-FV-2027-04-0001.xml',
      'faktura-FV-2027-04-0002.pdf',
      'faktura-FV-2027-04-0002.xml',
    ]);
    const stored = await invoicesOf(first.id);
    expect(strFromU8(files['faktura-FV-2027-04-0001.xml']!)).toBe(stored[0]!.xml);
    // Each PDF is the one the invoice's own download gives.
    const pdf = await download(`/api/admin/invoices/${stored[0]!.id}/pdf`);
    expect(Buffer.from(files['faktura-FV-2027-04-0001.pdf']!).equals(pdf.rawPayload)).toBe(true);

    const bad = await adminGet('/api/admin/invoices?month=2027-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('RRRR-MM');
    expect((await app.inject({ method: 'GET', url: '/api/admin/invoices' })).statusCode).toBe(401);
  });
});

describe('the correction issued with a refund', () => {
  it('corrects the invoice by the refunded amount, partly then wholly, each valid FA(3), never beyond it', async () => {
    clock.set('2027-05-06T09:00:00Z');
    const order = await placeOrder();
    expect((await refund(order.id, '', { amount: 10, reason: 'Rabat' })).statusCode).toBe(409);
    await pay(order.id, PRICE.totalGross, '2027-05-05');
    const [invoice] = await invoicesOf(order.id);

    const partial = await refund(order.id, '', { amount: 100, reason: 'Rabat za przerwę w działaniu' });
    expect(partial.statusCode).toBe(201);
    expect(partial.json()).toMatchObject({ kind: 'correction', number: 'FK/2027/05/0001', grossPln: -100 });
    const too = await refund(order.id, '', { amount: PRICE.totalGross, reason: 'Rezygnacja' });
    expect(too.statusCode).toBe(400);
    expect(too.json().fields.amount).toContain('Kwota zwrotu nie może przekroczyć');
    const rest = Math.round((PRICE.totalGross - 100) * 100) / 100;
    expect((await refund(order.id, '', { amount: rest, reason: 'Rezygnacja' })).statusCode).toBe(201);
    expect((await refund(order.id, '', { amount: 0.01, reason: 'Rezygnacja' })).statusCode).toBe(400);

    const corrections = (await invoicesOf(order.id)).filter((row) => row.kind === 'correction');
    expect(corrections.map((row) => row.number).sort()).toEqual(['FK/2027/05/0001', 'FK/2027/05/0002']);
    for (const correction of corrections) {
      expect(correction.correctsId).toBe(invoice!.id);
      expect(correction.xml).toContain('<RodzajFaktury>KOR</RodzajFaktury>');
      expect(correction.xml).toContain(`<NrFaKorygowanej>${invoice!.number}</NrFaKorygowanej>`);
      expect(await validateFa3(correction.xml)).toEqual({ valid: true, errors: [] });
    }
    const text = await pdfText((await download(`/api/admin/invoices/${corrections[0]!.id}/pdf`)).rawPayload);
    expect(text).toContain('Faktura korygująca');
    expect(text).toContain(`Korygowana faktura: ${invoice!.number}`);

    const bad = await refund(order.id, '', { amount: 5, reason: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Podaj przyczynę korekty');
  });
});

describe('the draft of a correction', () => {
  const counter = (series: string, month: string) =>
    app.db
      .select()
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.series, series), eq(invoiceCounters.month, month)));
  const cents = (pln: number) => Math.round(pln * 100);
  const sum = (values: number[]) => values.reduce((a, b) => a + cents(b), 0) / 100;

  it('shows each line before, after and the difference, stores nothing and takes no number; the issued correction is the draft', async () => {
    clock.set('2027-07-08T09:00:00Z');
    const order = await placeOrder();
    await pay(order.id, PRICE.totalGross, '2027-07-07');
    const [invoice] = await invoicesOf(order.id);
    const original = invoice!.document as InvoiceDocument;

    const preview = await refund(order.id, '/preview', { amount: 100, reason: 'Rabat za przerwę' });
    expect(preview.statusCode).toBe(200);
    const draft = preview.json();
    expect(draft).toMatchObject({
      corrects: { number: invoice!.number, issueDate: invoice!.issueDate },
      reason: 'Rabat za przerwę',
      issueDate: '2027-07-08',
      language: 'pl',
    });
    // Before: the invoice as issued, line by line; the difference is the refund, all lines together.
    expect(draft.rows.map((row: { description: string }) => row.description)).toEqual(
      original.lines.map((line) => line.description),
    );
    expect(draft.rows.map((row: { before: { net: number } }) => row.before.net)).toEqual(
      original.lines.map((line) => line.netPln),
    );
    expect(draft.totals.before).toEqual({ net: original.net, vat: original.vat, gross: original.gross });
    expect(draft.totals.difference.gross).toBe(-100);
    expect(cents(draft.totals.after.gross)).toBe(cents(original.gross) - 10000);
    for (const key of ['net', 'vat', 'gross'] as const) {
      for (const state of ['before', 'after', 'difference'] as const) {
        expect(sum(draft.rows.map((row: Record<string, Record<string, number>>) => row[state]![key]!))).toBe(
          draft.totals[state][key],
        );
      }
    }

    // Nothing stored, no counter moved: the correction issued next is the month's first.
    const pdf = await refund(order.id, '/preview.pdf', { amount: 100, reason: 'Rabat za przerwę' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const draftText = await pdfText(pdf.rawPayload);
    expect(draftText).toContain('PROJEKT: Faktura korygująca');
    expect(draftText).toContain('Numer: — (nadany przy wystawieniu)');
    expect(draftText).toContain('Przed korektą Po korekcie Różnica');
    expect(draftText).toContain(`Korygowana faktura: ${invoice!.number}`);
    expect(draftText).not.toContain('FK/');
    expect(draftText).not.toContain('OFFLINE');
    expect(await invoicesOf(order.id)).toHaveLength(1);
    expect(await counter('FK', '2027-07')).toEqual([]);

    const issued = await refund(order.id, '', { amount: 100, reason: 'Rabat za przerwę' });
    expect(issued.statusCode).toBe(201);
    expect(issued.json()).toMatchObject({ number: 'FK/2027/07/0001', grossPln: -100 });
    const [correction] = (await invoicesOf(order.id)).filter((row) => row.kind === 'correction');
    const document = correction!.document as InvoiceDocument;
    expect(document.correction).toEqual({ rows: draft.rows, totals: draft.totals });
    expect(document.lines.map((line) => line.netPln)).toEqual(
      draft.rows.map((row: { difference: { net: number } }) => row.difference.net),
    );
    expect(correction!.xml).toContain(`<P_15>-100.00</P_15>`);
    expect(await validateFa3(correction!.xml)).toEqual({ valid: true, errors: [] });

    const text = await pdfText((await download(`/api/admin/invoices/${correction!.id}/pdf`)).rawPayload);
    expect(text).toContain('Przed korektą Po korekcie Różnica');
    expect(text).toContain(
      `Brutto ${pln(draft.totals.before.gross)} ${pln(draft.totals.after.gross)} ${pln(-100)}`,
    );
    expect(text).not.toContain('PROJEKT');

    // The next draft starts where the correction left the invoice.
    const next = (await refund(order.id, '/preview', { amount: 20, reason: 'Rabat' })).json();
    expect(next.totals.before).toEqual(draft.totals.after);
    expect(next.rows.map((row: { before: unknown }) => row.before)).toEqual(
      draft.rows.map((row: { after: unknown }) => row.after),
    );
  });

  it('refuses what the refund would refuse, naming the field, and stores nothing', async () => {
    clock.set('2027-08-03T09:00:00Z');
    const order = await placeOrder();
    expect((await refund(order.id, '/preview', { amount: 10, reason: 'Rabat' })).statusCode).toBe(409);
    await pay(order.id, PRICE.totalGross, '2027-08-02');

    for (const path of ['/preview', '/preview.pdf']) {
      const over = await refund(order.id, path, {
        amount: PRICE.totalGross + 0.01,
        reason: 'Rezygnacja',
      });
      expect(over.statusCode).toBe(400);
      expect(over.json().fields.amount).toBe(
        `Kwota zwrotu nie może przekroczyć ${pln(PRICE.totalGross)} (faktura ${(await invoicesOf(order.id))[0]!.number} po dotychczasowych korektach).`,
      );
      const noReason = await refund(order.id, path, { amount: 10, reason: ' ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().fields.reason).toBe('Podaj przyczynę korekty');
      const nothing = await refund(order.id, path, { amount: 0, reason: 'Rabat' });
      expect(nothing.json().fields.amount).toBe('Kwota zwrotu musi być większa od zera');
    }
    const unknown = await refund('00000000-0000-4000-8000-000000000000', '/preview', {
      amount: 1,
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    // The whole amount is a draft like any other: everything after it is zero.
    const whole = (
      await refund(order.id, '/preview', { amount: PRICE.totalGross, reason: 'Rezygnacja' })
    ).json();
    expect(whole.totals.after).toEqual({ net: 0, vat: 0, gross: 0 });
    expect(await invoicesOf(order.id)).toHaveLength(1);
    expect(await counter('FK', '2027-08')).toEqual([]);
  });

  it("prints an English order's correction in its invoice's languages", async () => {
    clock.set('2027-09-02T09:00:00Z');
    const order = await placeOrder(fullOrder(), '/api/order?lang=en');
    await pay(order.id, PRICE.totalGross, '2027-09-01');
    const draft = await refund(order.id, '/preview', { amount: 50, reason: 'Discount' });
    expect(draft.json().language).toBe('en');
    const draftText = await pdfText(
      (await refund(order.id, '/preview.pdf', { amount: 50, reason: 'Discount' })).rawPayload,
    );
    expect(draftText).toContain('PROJEKT / DRAFT: Faktura korygująca / Corrective invoice');
    expect((await refund(order.id, '', { amount: 50, reason: 'Discount' })).statusCode).toBe(201);
    const [correction] = (await invoicesOf(order.id)).filter((row) => row.kind === 'correction');
    const text = await pdfText((await download(`/api/admin/invoices/${correction!.id}/pdf`)).rawPayload);
    expect(text).toContain('Przed korektą / Before correction');
    expect(text).toContain('Po korekcie / After correction');
    expect(text).toContain('Różnica / Difference');
    expect(await validateFa3(correction!.xml)).toEqual({ valid: true, errors: [] });
  });
});
