import { formatPln } from '@shared/money';
import type { CorrectionDraft, InvoiceSummary } from '@shared/contracts/invoices';
import { dayIn } from '@shared/calendar-day';
import type { AppInfrastructure } from '../../infrastructure';
import type { Database, Tx } from '../../db/client';
import { conflict, invalidField } from '../../lib/http-errors';
import { correctionTable, type InvoiceDocument } from './document';
import type { InvoiceIssuing, Numbering } from './issuing';
import { renderInvoicePdf } from './render-pdf';
import { createInvoiceRepository } from './repository';
import { summary } from './summary';

export type Refund = { amount: number; reason: string; amountInWords: (pln: number) => string };

/** A refund's correction of the order's invoice: issued in the refund's transaction, or shown as a draft first. */
export function createInvoiceCorrections({
  db,
  config,
  clock,
  issuing,
}: Pick<AppInfrastructure, 'db' | 'config' | 'clock'> & { issuing: InvoiceIssuing }) {
  const repository = createInvoiceRepository(db);
  const { seller, issue } = issuing;

  /**
   * The one builder of a refund's correction, for the draft and for the issue: the invoice it corrects and
   * the document by numbering. Refuses a refund beyond what the invoice still holds after its corrections
   * (400 naming the amount), or an order without an invoice (409).
   */
  async function correctionOf(on: Database | Tx, orderId: string, refund: Refund) {
    const invoice = await repository.findInvoiceOfOrder(on, orderId);
    if (!invoice) throw conflict('Zamówienie nie ma faktury VAT do skorygowania');
    const refundedCents = (await repository.forOrder(orderId, on))
      .filter((row) => row.kind === 'correction')
      .reduce((sum, row) => sum - Math.round(row.grossPln * 100), 0);
    const leftCents = Math.round(invoice.grossPln * 100) - refundedCents;
    const refundCents = Math.round(refund.amount * 100);
    if (refundCents > leftCents) {
      throw invalidField(
        'amount',
        `Kwota zwrotu nie może przekroczyć ${formatPln(leftCents / 100)} (faktura ${invoice.number} po dotychczasowych korektach).`,
      );
    }
    const original = invoice.document as InvoiceDocument;
    const table = correctionTable(original, refundedCents, refundCents);
    const document = (numbering: Numbering): InvoiceDocument => ({
      ...original,
      ...numbering,
      kind: 'correction',
      seller: seller(),
      lines: table.rows.map((row) => ({
        description: row.description,
        netPln: row.difference.net,
        netEur: null,
      })),
      net: table.totals.difference.net,
      vat: table.totals.difference.vat,
      gross: -refundCents / 100,
      eur: null,
      amountInWords: `minus ${refund.amountInWords(refund.amount)}`,
      corrects: {
        number: invoice.number,
        issueDate: invoice.issueDate,
        reason: refund.reason,
        ksefNumber: invoice.ksefNumber,
      },
      correction: table,
    });
    return { invoice, document };
  }

  /** The correction as it would be issued now, its number left empty (a draft takes none). */
  async function draftCorrection(orderId: string, refund: Refund): Promise<InvoiceDocument> {
    const { document } = await correctionOf(db, orderId, refund);
    const instant = clock.now();
    return document({
      issuedAt: instant.toISOString(),
      issueDate: dayIn(instant, config.businessTimeZone),
      number: '',
    });
  }

  return {
    /**
     * A refund (wholly or in part) of a paid order: a correction of its invoice by the refunded gross amount,
     * in the refund's transaction. What was refunded before counts: never more than the invoice in total.
     */
    async issueCorrection(tx: Tx, orderId: string, refund: Refund): Promise<InvoiceSummary> {
      const { invoice, document } = await correctionOf(tx, orderId, refund);
      const result = await issue(tx, 'FK', document, invoice.id);
      // The refund is recorded only with its correction: refused as a whole, nothing stored, the reason shown.
      if ('refused' in result) throw conflict(result.refused);
      return summary(result.row);
    },

    /**
     * The correction the refund would issue now, as a draft: built by the same code as the issued one, with
     * today's date and no number (nothing stored, no number taken). Refused as the refund would be.
     */
    async previewCorrection(orderId: string, refund: Refund): Promise<CorrectionDraft> {
      const doc = await draftCorrection(orderId, refund);
      return {
        corrects: { number: doc.corrects!.number, issueDate: doc.corrects!.issueDate },
        reason: doc.corrects!.reason,
        issueDate: doc.issueDate,
        language: doc.language,
        rows: doc.correction!.rows,
        totals: doc.correction!.totals,
      };
    },

    /** The draft as the PDF the correction will be, marked 'PROJEKT', without a number or KSeF codes. */
    async previewCorrectionPdf(orderId: string, refund: Refund): Promise<{ filename: string; pdf: Buffer }> {
      const doc = await draftCorrection(orderId, refund);
      return { filename: 'projekt-korekty.pdf', pdf: await renderInvoicePdf(doc, null) };
    },
  };
}
