import { describe, expect, it } from 'vitest';
import { correctionTable, type InvoiceDocument } from './document';

const invoice = {
  lines: [
    { description: 'Pakiet', netPln: 160, netEur: null },
    { description: 'Moduł Zawody', netPln: 150, netEur: null },
    { description: 'Moduł Składki', netPln: 33.33, netEur: null },
  ],
  net: 343.33,
  vat: 78.97,
  gross: 422.3,
} as InvoiceDocument;

const cents = (pln: number) => Math.round(pln * 100);
const sum = (values: number[]) => values.reduce((a, b) => a + cents(b), 0);

describe('correctionTable', () => {
  it('starts from the invoice itself, line by line', () => {
    const table = correctionTable(invoice, 0, 1);
    expect(table.rows.map((row) => row.before.net)).toEqual([160, 150, 33.33]);
    expect(table.totals.before).toEqual({ net: 343.33, vat: 78.97, gross: 422.3 });
  });

  it.each([1, 100, 9999, 33333, 42230])(
    'adds up to the grosz in every column for a refund of %i gr',
    (refund) => {
      const table = correctionTable(invoice, 1234, refund);
      for (const state of ['before', 'after', 'difference'] as const) {
        for (const key of ['net', 'vat', 'gross'] as const) {
          expect(sum(table.rows.map((row) => row[state][key]))).toBe(cents(table.totals[state][key]));
        }
        for (const row of table.rows)
          expect(cents(row[state].net) + cents(row[state].vat)).toBe(cents(row[state].gross));
      }
      expect(cents(table.totals.difference.gross)).toBe(-refund);
    },
  );

  it("takes one correction's after as the next one's before, and ends at zero", () => {
    const first = correctionTable(invoice, 0, 10000);
    const second = correctionTable(invoice, 10000, 42230 - 10000);
    expect(second.rows.map((row) => row.before)).toEqual(first.rows.map((row) => row.after));
    expect(second.totals.after).toEqual({ net: 0, vat: 0, gross: 0 });
    expect(second.rows.every((row) => row.after.gross === 0)).toBe(true);
  });
});
