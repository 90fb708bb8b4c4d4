import type { CompanyDetails } from '@shared/company';
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
};

/** 'FV/2026/11/0007' or 'FK/2026/11/0001' from the series, the month and the month's sequence number. */
export function formatInvoiceNumber(series: 'FV' | 'FK', month: string, sequence: number): string {
  const [year, monthOfYear] = month.split('-');
  return `${series}/${year}/${monthOfYear}/${String(sequence).padStart(4, '0')}`;
}

/** The invoice file names: 'FV/2026/11/0001' → 'faktura-FV-2026-11-0001.pdf' / '.xml'. */
export const invoiceFileName = (number: string, extension: 'pdf' | 'xml') =>
  `faktura-${number.replaceAll('/', '-')}.${extension}`;

/** Net and VAT of a gross amount at 23 %, to the grosz, adding up to the gross exactly. */
export function splitGross(gross: number): { net: number; vat: number } {
  const grossCents = Math.round(gross * 100);
  const netCents = Math.round((grossCents * 100) / (100 + VAT_RATE));
  return { net: netCents / 100, vat: (grossCents - netCents) / 100 };
}
