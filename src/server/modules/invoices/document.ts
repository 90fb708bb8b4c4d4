import type { CompanyDetails } from '@shared/company';
import type { CorrectionAmounts, CorrectionTable } from '@shared/contracts/invoices';
import type { Language } from '@shared/language';

/** The VAT rate of every line: software subscriptions are taxed at the basic rate. */
export const VAT_RATE = 23;

export type InvoiceLine = { description: string; netPln: number; netEur: number | null };

/**
 * What the order module hands over when a payment settles an order: the same lines, totals and words the
 * pro forma printed, so the invoice cannot disagree with what the buyer was asked to pay.
 */
export type InvoiceSale = {
  orderId: string;
  language: Language;
  buyer: {
    name: string;
    contactName: string;
    email: string;
    addressLines: string[];
    nip: string | null;
    /**
     * The buyer's country (FA(3) KodKraju) and another EU member state's VAT number without its prefix. Absent
     * from documents frozen before orders had a country: those buyers were Polish.
     */
    country?: string;
    euVatId?: string | null;
  };
  lines: InvoiceLine[];
  net: number;
  vat: number;
  gross: number;
  eur: { rate: number; net: number; vat: number; gross: number } | null;
  amountInWords: string;
  proformaNumber: string;
  /** The bank's booking date of the transfer (YYYY-MM-DD). */
  paidOn: string;
};

export type InvoiceSeller = CompanyDetails & { bankAccount: string; bankBic: string | null };

/** Everything printed on an invoice and written into its FA(3) XML, frozen when it is issued. */
export type InvoiceDocument = InvoiceSale & {
  kind: 'invoice' | 'correction';
  number: string;
  /** The instant of issue (ISO): the XML's DataWytworzeniaFa and the PDF's creation date. */
  issuedAt: string;
  /** YYYY-MM-DD in the business time zone. */
  issueDate: string;
  /** The day the service is sold: the payment that starts the subscription. */
  saleDate: string;
  seller: InvoiceSeller;
  /** A correction's reference to the invoice it corrects, and why. */
  corrects: { number: string; issueDate: string; reason: string; ksefNumber?: string | null } | null;
  /**
   * A correction's rows before, after and their difference (`lines` and the totals are the difference).
   * Absent from corrections issued before the rows were kept: those print their difference only.
   */
  correction?: CorrectionTable;
};

/** 'FV/2026/11/0007' or 'FK/2026/11/0001' from the series, the month and the month's sequence number. */
export function formatInvoiceNumber(series: 'FV' | 'FK', month: string, sequence: number): string {
  const [year, monthOfYear] = month.split('-');
  return `${series}/${year}/${monthOfYear}/${String(sequence).padStart(4, '0')}`;
}

/** The invoice file names: 'FV/2026/11/0001' → 'faktura-FV-2026-11-0001.pdf' / '.xml'. */
export const invoiceFileName = (number: string, extension: 'pdf' | 'xml') =>
  `faktura-${number.replaceAll('/', '-')}.${extension}`;

/**
 * `total` grosze shared out in proportion to `weights` (grosze), adding up to it exactly: each share rounded
 * down, the grosze left over to the largest remainders (the earlier line first on a tie).
 */
function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  order.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

const cents = (pln: number) => Math.round(pln * 100);
const amounts = (net: number, vat: number): CorrectionAmounts => ({
  net: net / 100,
  vat: vat / 100,
  gross: (net + vat) / 100,
});

/**
 * The invoice's lines when `leftCents` of its gross still stands (in grosze): net and VAT in the invoice's
 * own proportion, shared among its lines by their net. With nothing refunded these are the invoice's own
 * figures; with everything refunded, zero.
 */
function stateOf(invoice: InvoiceDocument, leftCents: number): { lines: number[][]; total: number[] } {
  const grossCents = cents(invoice.gross);
  const net = grossCents === 0 ? 0 : Math.round((cents(invoice.net) * leftCents) / grossCents);
  const vat = leftCents - net;
  const weights = invoice.lines.map((line) => cents(line.netPln));
  const nets = allocate(net, weights);
  const vats = allocate(vat, weights);
  return { lines: nets.map((lineNet, index) => [lineNet, vats[index]!]), total: [net, vat] };
}

/**
 * A refund of `refundCents` from an invoice of which `refundedCents` was refunded before, line by line:
 * each line before the correction, after it and the difference. The state depends only on what is left,
 * so a correction's 'after' is the next one's 'before', whichever way the earlier ones were printed.
 */
export function correctionTable(
  invoice: InvoiceDocument,
  refundedCents: number,
  refundCents: number,
): CorrectionTable {
  const before = stateOf(invoice, cents(invoice.gross) - refundedCents);
  const after = stateOf(invoice, cents(invoice.gross) - refundedCents - refundCents);
  const difference = (b: number[], a: number[]) => amounts(a[0]! - b[0]!, a[1]! - b[1]!);
  return {
    rows: invoice.lines.map((line, index) => ({
      description: line.description,
      before: amounts(before.lines[index]![0]!, before.lines[index]![1]!),
      after: amounts(after.lines[index]![0]!, after.lines[index]![1]!),
      difference: difference(before.lines[index]!, after.lines[index]!),
    })),
    totals: {
      before: amounts(before.total[0]!, before.total[1]!),
      after: amounts(after.total[0]!, after.total[1]!),
      difference: difference(before.total, after.total),
    },
  };
}
