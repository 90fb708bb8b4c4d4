import { zipSync, strToU8 } from 'fflate';
import type { InvoiceList, InvoiceSummary } from '@shared/contracts/invoices';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import { conflict, invalidField, notFound } from '../../lib/http-errors';
import {
  dayIn,
  formatInvoiceNumber,
  invoiceFileName,
  splitGross,
  type InvoiceDocument,
  type InvoiceSale,
} from './document';
import { buildFa3Xml } from './fa3-xml';
import { ksefVerificationUrl, xmlSha256 } from './ksef';
import { renderInvoicePdf } from './render-pdf';
import { createInvoiceRepository, type InvoiceRow } from './repository';

const plnPl = (amount: number) =>
  `${new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} zł`;

const summary = (
  row: Pick<InvoiceRow, 'id' | 'kind' | 'number' | 'orderId' | 'buyerName' | 'grossPln' | 'issueDate'>,
): InvoiceSummary => ({
  id: row.id,
  kind: row.kind === 'correction' ? 'correction' : 'invoice',
  number: row.number,
  orderId: row.orderId,
  buyerName: row.buyerName,
  grossPln: row.grossPln,
  issueDate: row.issueDate,
});

/**
 * VAT invoices and their corrections: numbered and stored in the caller's transaction (the payment's or
 * the refund's), as FA(3) XML and a frozen document the PDF is drawn from; the buyer gets both by e-mail
 * through the outbox in the same transaction.
 */
export function createInvoiceService({
  db,
  config,
  clock,
  mail,
}: Pick<AppDeps, 'db' | 'config' | 'clock' | 'mail'>) {
  const repository = createInvoiceRepository(db);
  const seller = () => ({ ...config.company, bankAccount: config.bankAccount, bankBic: config.bankBic });
  const verificationUrl = (doc: InvoiceDocument, xml: string) =>
    ksefVerificationUrl(config.ksefEnv, doc.seller.taxId, doc.issueDate, xml);

  async function store(tx: Tx, doc: InvoiceDocument, correctsId: string | null): Promise<InvoiceRow> {
    const xml = buildFa3Xml(doc);
    const row = await repository.insert(tx, {
      kind: doc.kind,
      number: doc.number,
      orderId: doc.orderId,
      correctsId,
      month: doc.issueDate.slice(0, 7),
      issueDate: doc.issueDate,
      buyerName: doc.buyer.name,
      grossPln: doc.gross,
      document: doc,
      xml,
      xmlSha256: xmlSha256(xml),
    });
    const pdf = await renderInvoicePdf(doc, verificationUrl(doc, xml));
    await mail.enqueue(tx, {
      template: 'invoice-issued',
      to: doc.buyer.email,
      language: doc.language,
      data: {
        orderId: doc.orderId,
        name: doc.buyer.contactName,
        clubName: doc.buyer.name,
        kind: doc.kind,
        number: doc.number,
        issueDate: doc.issueDate,
        gross: doc.gross,
      },
      attachments: [
        {
          filename: invoiceFileName(doc.number, 'pdf'),
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
        },
        {
          filename: invoiceFileName(doc.number, 'xml'),
          contentType: 'application/xml',
          content: Buffer.from(xml, 'utf8').toString('base64'),
        },
      ],
      related: { kind: 'orders', id: doc.orderId },
    });
    return row;
  }

  async function numbered(tx: Tx, series: 'FV' | 'FK') {
    const issuedAt = clock.now();
    const issueDate = dayIn(issuedAt, config.businessTimeZone);
    const month = issueDate.slice(0, 7);
    const number = formatInvoiceNumber(series, month, await repository.nextSequence(tx, series, month));
    return { issuedAt: issuedAt.toISOString(), issueDate, number };
  }

  return {
    /** The VAT invoice for an order's full payment, in the payment's transaction. */
    async issueForPayment(tx: Tx, sale: InvoiceSale): Promise<InvoiceSummary> {
      const { issuedAt, issueDate, number } = await numbered(tx, 'FV');
      const doc: InvoiceDocument = {
        ...sale,
        kind: 'invoice',
        number,
        issuedAt,
        issueDate,
        saleDate: sale.paidOn,
        seller: seller(),
        corrects: null,
      };
      return summary(await store(tx, doc, null));
    },

    /**
     * A refund (wholly or in part) of a paid order: a correction of its invoice by the refunded gross amount,
     * in the refund's transaction. What was refunded before counts: never more than the invoice in total.
     */
    async issueCorrection(
      tx: Tx,
      orderId: string,
      refund: { amount: number; reason: string; amountInWords: (pln: number) => string },
    ): Promise<InvoiceSummary> {
      const invoice = await repository.findInvoiceOfOrder(tx, orderId);
      if (!invoice) throw conflict('Zamówienie nie ma faktury VAT do skorygowania');
      const refunded = (await repository.forOrder(orderId, tx))
        .filter((row) => row.kind === 'correction')
        .reduce((sum, row) => sum - Math.round(row.grossPln * 100), 0);
      const leftCents = Math.round(invoice.grossPln * 100) - refunded;
      if (Math.round(refund.amount * 100) > leftCents) {
        throw invalidField(
          'amount',
          `Kwota zwrotu nie może przekroczyć ${plnPl(leftCents / 100)} (faktura ${invoice.number} po dotychczasowych korektach).`,
        );
      }
      const original = invoice.document as InvoiceDocument;
      const { net, vat } = splitGross(refund.amount);
      const { issuedAt, issueDate, number } = await numbered(tx, 'FK');
      const description = original.language === 'en' ? `Refund: ${refund.reason}` : `Zwrot: ${refund.reason}`;
      const doc: InvoiceDocument = {
        ...original,
        kind: 'correction',
        number,
        issuedAt,
        issueDate,
        seller: seller(),
        lines: [{ description, netPln: -net, netEur: null }],
        net: -net,
        vat: -vat,
        gross: -refund.amount,
        eur: null,
        amountInWords: `minus ${refund.amountInWords(refund.amount)}`,
        corrects: { number: invoice.number, issueDate: invoice.issueDate, reason: refund.reason },
      };
      return summary(await store(tx, doc, invoice.id));
    },

    async forOrder(orderId: string): Promise<InvoiceSummary[]> {
      return (await repository.forOrder(orderId)).map(summary);
    },

    async list(month: string | null): Promise<InvoiceList> {
      return { items: (await repository.list(month)).map(summary) };
    },

    async pdf(id: string): Promise<{ filename: string; pdf: Buffer }> {
      const row = await repository.findById(id);
      if (!row) throw notFound('Nie ma takiej faktury');
      const doc = row.document as InvoiceDocument;
      return {
        filename: invoiceFileName(row.number, 'pdf'),
        pdf: await renderInvoicePdf(doc, verificationUrl(doc, row.xml)),
      };
    },

    async xml(id: string): Promise<{ filename: string; xml: string }> {
      const row = await repository.findById(id);
      if (!row) throw notFound('Nie ma takiej faktury');
      return { filename: invoiceFileName(row.number, 'xml'), xml: row.xml };
    },

    /** The month's FA(3) files in one ZIP, for upload through the Ministry's KSeF application. */
    async monthZip(month: string): Promise<{ filename: string; zip: Buffer }> {
      const rows = await repository.monthXml(month);
      const files = Object.fromEntries(
        rows.map((row) => [invoiceFileName(row.number, 'xml'), strToU8(row.xml)]),
      );
      // A fixed time in the entries, so the same month gives the same bytes.
      return {
        filename: `faktury-${month}.zip`,
        zip: Buffer.from(zipSync(files, { mtime: new Date('2000-01-01T00:00:00Z') })),
      };
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
