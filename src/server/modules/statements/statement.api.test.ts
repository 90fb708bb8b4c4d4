import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, orders, statementLines } from '../../db/schema/index';
import { createManualClock } from '../../lib/clock';
import { validateFa3 } from '../../test/fa3-schema';
import {
  mtAmount,
  mt940Statement as mt940,
  ORDER_GROSS as GROSS,
  placeOrderToPay,
} from '../../test/factories/statements';
import { unique } from '../../test/factories/visitors';
import { appWithAdmin } from '../../test/test-app';

const clock = createManualClock('2027-06-01T09:00:00Z');
const { app, admin } = await appWithAdmin({}, { clock });

const placeOrder = () => placeOrderToPay(app);

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: admin.headers });

/**
 * How one file of each kind is built from four credits: an exact match, a wrong amount, an unknown number,
 * and the exact match's transfer sent a second time (a second payment, not the same line).
 */
function credits(exact: { proformaNumber: string | null }, wrong: { proformaNumber: string | null }) {
  const [, year, month, seq] = exact.proformaNumber!.split('/');
  const [, wYear, wMonth, wSeq] = wrong.proformaNumber!.split('/');
  return [
    { amount: GROSS, title: `Zaplata pf ${year} ${month} ${Number(seq)} KS Grot` },
    { amount: GROSS - 10, title: `PF-${wYear}-${wMonth}-${wSeq} abonament` },
    { amount: GROSS, title: 'PF/2019/01/0999 stara pro forma' },
    { amount: GROSS, title: `Zaplata pf ${year} ${month} ${Number(seq)} KS Grot` },
  ];
}

async function paymentsOf(...ids: string[]) {
  const rows = await Promise.all(
    ids.map(async (id) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!),
  );
  return rows.filter((row) => row.paidOn !== null).length;
}

describe("'Import wyciągu'", () => {
  for (const format of ['mt940', 'csv'] as const) {
    it(`${format}: an exact match, a wrong amount, an unknown number and the same transfer sent twice give exactly one payment`, async () => {
      const exact = await placeOrder();
      const wrong = await placeOrder();
      const list = credits(exact, wrong);
      const content =
        format === 'mt940'
          ? mt940(list)
          : [
              'Data księgowania;Kwota;Tytuł;Nadawca',
              ...list.map(
                (credit) => `02.06.2027;${mtAmount(credit.amount)};"${credit.title}";Klub Strzelecki`,
              ),
              '02.06.2027;-120,00;Opłata;Bank',
            ].join('\n');
      const mapping = { date: 'Data księgowania', amount: 'Kwota', title: 'Tytuł', counterparty: 'Nadawca' };
      const request = format === 'csv' ? { format, content, mapping } : { format, content };

      const first = await post('/api/admin/statements', request);
      expect(first.statusCode).toBe(200);
      const imported = first.json();
      expect(imported.added).toBe(4); // the transfer sent twice is two credits
      const states = imported.lines.map((line: { state: string; order: { id: string } | null }) => [
        line.state,
        line.order?.id ?? null,
      ]);
      expect(states).toEqual(
        expect.arrayContaining([
          ['exact', exact.id],
          ['partial', wrong.id],
          ['unmatched', null],
          ['partial', exact.id],
        ]),
      );
      type Line = { id: string; state: string; note: string | null; order: { id: string } | null };
      const partial = imported.lines.find((line: Line) => line.order?.id === wrong.id);
      expect(partial.note).toContain('różni się od kwoty pro formy');
      // The second transfer of the same pro forma waits for the operator: the order is paid once.
      const twice = imported.lines.find(
        (line: Line) => line.state === 'partial' && line.order?.id === exact.id,
      );
      expect(twice.note).toContain('opłaca już inna wpłata z tego wyciągu');

      // One click on every exact match: one payment, its invoice.
      const exactLines = imported.lines.filter((line: { state: string }) => line.state === 'exact');
      expect(exactLines).toHaveLength(1);
      const confirmed = await post(`/api/admin/statements/lines/${exactLines[0].id}/confirm`, {});
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().state).toBe('booked');
      expect((await post(`/api/admin/statements/lines/${exactLines[0].id}/confirm`, {})).statusCode).toBe(
        409,
      );
      // The wrong amount booked by hand is a partial payment: in the order's ledger, the order still unpaid.
      const paired = await post(`/api/admin/statements/lines/${partial.id}/confirm`, {});
      expect(paired.statusCode).toBe(200);
      const ledger = await app.inject({
        method: 'GET',
        url: `/api/admin/orders/${wrong.id}/payments`,
        headers: admin.headers,
      });
      expect(ledger.json()).toMatchObject({ state: 'partial', paidGrosze: Math.round((GROSS - 10) * 100) });

      expect(await paymentsOf(exact.id, wrong.id)).toBe(1);
      const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, exact.id));
      expect(invoice!.number).toMatch(/^FV\/2027\/06\/\d{4}$/);
      expect(await validateFa3(invoice!.xml)).toEqual({ valid: true, errors: [] });

      // The same file again changes nothing.
      const linesBefore = await app.db.select().from(statementLines);
      const again = await post('/api/admin/statements', request);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ added: 0, alreadyImported: 4 });
      expect(await app.db.select().from(statementLines)).toEqual(linesBefore);
      expect(await paymentsOf(exact.id, wrong.id)).toBe(1);
      expect(await app.db.select().from(invoices).where(eq(invoices.orderId, exact.id))).toHaveLength(1);
    });
  }

  it('a credit whose title names no pro forma is paired by hand with an unpaid order, once', async () => {
    const order = await placeOrder();
    const cancelled = await placeOrder();
    const cancelling = await app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${cancelled.id}/status`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelling.statusCode).toBe(200);
    const get = async (url: string) =>
      (await app.inject({ method: 'GET', url, headers: admin.headers })).json<{ items: { id: string }[] }>();
    const unpaid = await get('/api/admin/statements/unpaid-orders');
    expect(unpaid.items.map((item) => item.id)).toContain(order.id);
    expect(unpaid.items.map((item) => item.id)).not.toContain(cancelled.id);
    expect(unpaid.items.find((item) => item.id === order.id)).toEqual({
      id: order.id,
      proformaNumber: order.proformaNumber,
      clubName: order.clubName,
      grossPln: GROSS,
      paidPln: 0,
      paid: false,
    });

    const imported = await post('/api/admin/statements', {
      format: 'mt940',
      content: mt940([{ amount: GROSS, title: `Abonament ${order.clubName} czerwiec` }]),
    });
    const [line] = imported.json().lines;
    expect(line).toMatchObject({ state: 'unmatched', order: null });
    expect((await get('/api/admin/statements/lines')).items.map((item) => item.id)).toContain(line.id);
    // Without a chosen order there is nothing to book.
    const unchosen = await post(`/api/admin/statements/lines/${line.id}/confirm`, {});
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json().fields.orderId).toBeDefined();

    // Ten clicks at once (two tabs, a double click): one payment, one invoice; the rest are told it is booked.
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(`/api/admin/statements/lines/${line.id}/confirm`, { orderId: order.id }),
      ),
    );
    expect(clicks.map((click) => click.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const paired = clicks.find((click) => click.statusCode === 200)!;
    expect(paired.json()).toMatchObject({ state: 'booked', order: { id: order.id } });
    expect(await paymentsOf(order.id)).toBe(1);
    expect(await app.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
    expect((await get('/api/admin/statements/unpaid-orders')).items.map((item) => item.id)).not.toContain(
      order.id,
    );
    expect((await get('/api/admin/statements/lines')).items.map((item) => item.id)).not.toContain(line.id);
    expect(
      (await post(`/api/admin/statements/lines/${line.id}/confirm`, { orderId: order.id })).statusCode,
    ).toBe(409);
  });

  it('remembers the CSV columns from the last import', async () => {
    const order = await placeOrder();
    const response = await post('/api/admin/statements', {
      format: 'csv',
      content: `Data księgowania;Kwota;Tytuł;Nadawca\n2027-06-03;${mtAmount(GROSS)};${order.proformaNumber};Klub`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().lines[0]).toMatchObject({ state: 'exact', order: { id: order.id } });
    const remembered = await app.inject({
      method: 'GET',
      url: '/api/admin/statements/csv-mapping',
      headers: admin.headers,
    });
    expect(remembered.json().mapping).toEqual({
      date: 'Data księgowania',
      amount: 'Kwota',
      title: 'Tytuł',
      counterparty: 'Nadawca',
    });
  });

  it('refuses a bad file with a message naming the line, and stores nothing of it', async () => {
    const before = await app.db.select().from(statementLines);
    const csv = await post('/api/admin/statements', {
      format: 'csv',
      content:
        'Data księgowania;Kwota;Tytuł;Nadawca\n2027-06-03;100,00;PF/2027/06/0001;Klub\n2027-06-03;sto zł;x;y',
      mapping: { date: 'Data księgowania', amount: 'Kwota', title: 'Tytuł', counterparty: 'Nadawca' },
    });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().error).toBe('Plik odrzucony, wiersz 3: nieprawidłowa kwota „sto zł”');
    const mt = await post('/api/admin/statements', {
      format: 'mt940',
      content: mt940([{ amount: 10, title: 'x' }]).replace(':61:2706020602C10,00', ':61:27XX020602C10,00'),
    });
    expect(mt.statusCode).toBe(400);
    expect(mt.json().error).toMatch(/^Plik odrzucony, wiersz 6: /);
    expect(await app.db.select().from(statementLines)).toEqual(before);
  });

  describe('two identical credits on one statement are two payments; the same file again adds nothing', () => {
    const title = 'Skladka czlonkowska czerwiec KS Grot';
    const countOf = async (text: string) =>
      (await app.db.select().from(statementLines).where(eq(statementLines.title, text))).length;

    it('mt940: told apart by the bank references of tag 61, in whatever order they come', async () => {
      const same = `${title} ${unique()}`;
      const file = mt940([
        { amount: 150, title: same, references: 'NONREF//2715300001' },
        { amount: 150, title: same, references: 'NONREF//2715300002' },
      ]);
      const first = await post('/api/admin/statements', { format: 'mt940', content: file });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ added: 2, alreadyImported: 0 });
      expect(first.json().lines).toHaveLength(2);
      expect(await countOf(same)).toBe(2);

      const again = await post('/api/admin/statements', { format: 'mt940', content: file });
      expect(again.json()).toMatchObject({ added: 0, alreadyImported: 2 });
      // The next day's statement repeats them in the other order: still the same two credits.
      const reordered = mt940([
        { amount: 150, title: same, references: 'NONREF//2715300002' },
        { amount: 150, title: same, references: 'NONREF//2715300001' },
      ]);
      const later = await post('/api/admin/statements', { format: 'mt940', content: reordered });
      expect(later.json()).toMatchObject({ added: 0, alreadyImported: 2 });
      expect(await countOf(same)).toBe(2);
    });

    it('mt940 without references: the first and the second of two identical lines', async () => {
      const same = `${title} ${unique()}`;
      const file = mt940([
        { amount: 80, title: same, references: 'NONREF' },
        { amount: 80, title: same, references: 'NONREF' },
        { amount: 80, title: same, references: 'NONREF' },
      ]);
      expect((await post('/api/admin/statements', { format: 'mt940', content: file })).json()).toMatchObject({
        added: 3,
      });
      expect((await post('/api/admin/statements', { format: 'mt940', content: file })).json()).toMatchObject({
        added: 0,
        alreadyImported: 3,
      });
      expect(await countOf(same)).toBe(3);
    });

    it('csv: by the reference column where the bank gives one, by the n-th identical row where not', async () => {
      const same = `${title} ${unique()}`;
      const withReferences = [
        'Data księgowania;Kwota;Tytuł;Nadawca;Nr transakcji',
        `02.06.2027;150,00;${same} A;Klub;T-0001`,
        `02.06.2027;150,00;${same} A;Klub;T-0002`,
      ].join('\n');
      const without = [
        'Data księgowania;Kwota;Tytuł;Nadawca',
        `02.06.2027;150,00;${same} B;Klub`,
        `02.06.2027;150,00;${same} B;Klub`,
      ].join('\n');
      for (const content of [withReferences, without]) {
        const first = await post('/api/admin/statements', { format: 'csv', content });
        expect(first.json()).toMatchObject({ added: 2, alreadyImported: 0 });
        const again = await post('/api/admin/statements', { format: 'csv', content });
        expect(again.json()).toMatchObject({ added: 0, alreadyImported: 2 });
      }
      expect(await countOf(`${same} A`)).toBe(2);
      expect(await countOf(`${same} B`)).toBe(2);
    });

    it('a statement imported before references counted is not imported again', async () => {
      const same = `${title} ${unique()}`;
      // Stored then under the line's content alone (date, amount, title, counterparty), once for both lines.
      const before = createHash('sha256')
        .update(['2027-06-02', '150.00', same, ''].join('\u0000'))
        .digest('hex');
      await app.db.insert(statementLines).values({
        fingerprint: before,
        bookedOn: '2027-06-02',
        amountPln: 150,
        title: same,
        counterparty: '',
        state: 'unmatched',
      });
      const file = mt940([
        { amount: 150, title: same, references: 'NONREF//2715300001' },
        { amount: 150, title: same, references: 'NONREF//2715300002' },
      ]);
      const imported = await post('/api/admin/statements', { format: 'mt940', content: file });
      // The first line is the row stored then; the second, which that import lost, is added now.
      expect(imported.json()).toMatchObject({ added: 1, alreadyImported: 1 });
      expect(await countOf(same)).toBe(2);
      const again = await post('/api/admin/statements', { format: 'mt940', content: file });
      expect(again.json()).toMatchObject({ added: 0, alreadyImported: 2 });
      expect(await countOf(same)).toBe(2);
    });
  });
});
