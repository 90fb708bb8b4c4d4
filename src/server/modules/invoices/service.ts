import { formatPln } from '@shared/money';
import { zipSync, strToU8 } from 'fflate';
import type {
  CorrectionDraft,
  InvoiceFailure,
  InvoiceList,
  InvoiceListQuery,
  InvoiceSummary,
  KsefStatus,
} from '@shared/contracts/invoices';
import { dayIn } from '@shared/calendar-day';
import type { AppInfrastructure } from '../../infrastructure';
import type { Database, Tx } from '../../db/client';
import { conflict, invalidField, notFound } from '../../lib/http-errors';
import {
  correctionTable,
  formatInvoiceNumber,
  invoiceFileName,
  type InvoiceDocument,
  type InvoiceSale,
} from './document';
import { buildFa3Xml } from './fa3-xml';
import { validateFa3 } from './fa3-validate';
import { ksefCertificateUrl, ksefVerificationUrl, xmlSha256 } from './ksef';
import { createKsefRepository } from './ksef-repository';
import type { KsefSending } from './ksef-sending';
import { renderInvoicePdf, type InvoiceCodes } from './render-pdf';
import { createInvoiceRepository, type InvoiceRow } from './repository';

/**
 * The wake-up queued in the transaction that issues an invoice (at most one waiting: a burst is one run);
 * ksef-jobs.ts defines it. It lives here so the service needs nothing of the sending.
 */
export const KSEF_SEND_JOB = 'ksef.send';

type SummaryRow = Pick<
  InvoiceRow,
  | 'id'
  | 'kind'
  | 'number'
  | 'orderId'
  | 'buyerName'
  | 'grossPln'
  | 'issueDate'
  | 'ksefStatus'
  | 'ksefNumber'
  | 'ksefDeadline'
  | 'ksefOfflineMode'
  | 'ksefError'
> & { hasUpo?: boolean; upoXml?: string | null };

const summary = (row: SummaryRow): InvoiceSummary => ({
  id: row.id,
  kind: row.kind === 'correction' ? 'correction' : 'invoice',
  number: row.number,
  orderId: row.orderId,
  buyerName: row.buyerName,
  grossPln: row.grossPln,
  issueDate: row.issueDate,
  ksefStatus: (row.ksefStatus as KsefStatus | null) ?? null,
  ksefNumber: row.ksefNumber,
  ksefDeadline: row.ksefDeadline,
  ksefOfflineMode: (row.ksefOfflineMode as 'offline24' | 'failure' | null) ?? null,
  ksefError: row.ksefError,
  hasUpo: Boolean(row.hasUpo ?? row.upoXml),
});

/** The schema's own words for the operator, the first few of them (one bad character can cause several). */
function refusalMessage(errors: string[]): string {
  const lines = errors.slice(0, 3).map((error) =>
    error
      .replace(/^invoice\.xml:\d+:\s*/, '')
      .replace(/\{[^}]*\}/g, '')
      .trim(),
  );
  const text = `Schemat FA(3) odrzucił fakturę: ${lines.join(' · ') || 'nieprawidłowy XML'}`;
  return text.length > 2000 ? `${text.slice(0, 1999)}…` : text;
}

/**
 * A sale's invoice validated ahead, outside any transaction: validation takes about a second, and a payment's
 * transaction should not hold its connection and locks that long. `issueForPayment` uses the verdict when
 * the document it builds is the same (same instant, same data); otherwise it validates again.
 */
export type PrevalidatedInvoice = { instant: Date; draft: string; refused: string | null };

/** What the payment's transaction learns: the invoice issued, or why the schema refused it (nothing issued). */
export type PaymentInvoice = { invoice: InvoiceSummary; failure: null } | { invoice: null; failure: string };

export type InvoiceServiceDeps = Pick<
  AppInfrastructure,
  'db' | 'config' | 'clock' | 'mail' | 'log' | 'jobs'
> & {
  ksefSending: KsefSending;
};

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
  log,
  jobs,
  ksefSending,
}: InvoiceServiceDeps) {
  const repository = createInvoiceRepository(db);
  const ksef = createKsefRepository(db);
  const seller = () => ({ ...config.company, bankAccount: config.bankAccount, bankBic: config.bankBic });
  const verificationUrl = (doc: InvoiceDocument, xml: string) =>
    ksefVerificationUrl(config.ksefEnv, doc.seller.taxId, doc.issueDate, xml);

  /**
   * The codes the PDF prints: KOD I with the KSeF number under it once there is one, and KOD II when the
   * invoice went offline and an Offline certificate is configured.
   */
  const codesOf = (row: InvoiceRow): InvoiceCodes => {
    const doc = row.document as InvoiceDocument;
    const signer = ksefSending.offlineSigner;
    return {
      verificationUrl: verificationUrl(doc, row.xml),
      ksefNumber: row.ksefNumber,
      certificateUrl:
        row.ksefOfflineMode && signer
          ? ksefCertificateUrl(config.ksefEnv, doc.seller.taxId, row.xml, signer)
          : null,
    };
  };

  /**
   * The buyer's e-mail with the PDF and the XML, once: in `tx`, which also records that it went. A VAT
   * invoice follows its order's payment confirmation (written before it in the payment's transaction):
   * the worker sends it only after that one is delivered, or has failed for good — whether it is mailed
   * at once or after KSeF accepted it.
   */
  async function mailBuyer(tx: Tx, row: InvoiceRow): Promise<void> {
    const doc = row.document as InvoiceDocument;
    const pdf = await renderInvoicePdf(doc, codesOf(row));
    const order = { kind: 'orders' as const, id: doc.orderId };
    const deliverAfter =
      doc.kind === 'invoice' ? await mail.latestAbout(tx, order, 'order-payment-confirmation') : null;
    await mail.enqueue(tx, {
      deliverAfter,
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
          content: Buffer.from(row.xml, 'utf8').toString('base64'),
        },
      ],
      related: order,
    });
    await repository.markMailed(tx, row.id, clock.now());
  }

  /**
   * Stores the issued document. With KSeF sending configured it is queued for the send job (woken in this
   * transaction: a KSeF outage never holds the payment) and the buyer is e-mailed once it has its KSeF number
   * or went offline; without it, e-mailed at once (uploaded by hand, as before).
   */
  async function store(
    tx: Tx,
    doc: InvoiceDocument,
    xml: string,
    correctsId: string | null,
  ): Promise<InvoiceRow> {
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
      ...(ksefSending.enabled ? { ksefStatus: 'queued', ksefNextAttemptAt: clock.now() } : {}),
    });
    if (ksefSending.enabled) await jobs.send(KSEF_SEND_JOB, {}, { tx });
    else await mailBuyer(tx, row);
    return row;
  }

  type Numbering = { issuedAt: string; issueDate: string; number: string };

  /**
   * Builds the document's XML and validates it against the FA(3) schema, then numbers, stores and e-mails
   * it. The schema is asked first, with the number's place held by sequence 0 ('FV/2026/11/0000'): a
   * refused document takes no number (the series stays gapless), and the counter's row lock, which queues
   * every payment, is not held for the second or so validation takes. The number is the only difference
   * between the XML validated and the one stored, and any number is valid where it stands (P_2, a token of
   * up to 256 characters).
   */
  function draftOf(series: 'FV' | 'FK', document: (numbering: Numbering) => InvoiceDocument, instant: Date) {
    const issueDate = dayIn(instant, config.businessTimeZone);
    const month = issueDate.slice(0, 7);
    const issuedAt = instant.toISOString();
    const xml = buildFa3Xml(document({ issuedAt, issueDate, number: formatInvoiceNumber(series, month, 0) }));
    return { issuedAt, issueDate, month, xml };
  }

  async function refusalOf(xml: string): Promise<string | null> {
    const verdict = await validateFa3(xml);
    return verdict.valid ? null : refusalMessage(verdict.errors);
  }

  const saleDocument =
    (sale: InvoiceSale) =>
    (numbering: Numbering): InvoiceDocument => ({
      ...sale,
      ...numbering,
      kind: 'invoice',
      saleDate: sale.paidOn,
      seller: seller(),
      corrects: null,
    });

  async function issue(
    tx: Tx,
    series: 'FV' | 'FK',
    document: (numbering: Numbering) => InvoiceDocument,
    correctsId: string | null,
    prevalidated: PrevalidatedInvoice | null = null,
  ): Promise<{ row: InvoiceRow } | { refused: string }> {
    const { issuedAt, issueDate, month, xml } = draftOf(
      series,
      document,
      prevalidated?.instant ?? clock.now(),
    );
    const refused = prevalidated && prevalidated.draft === xml ? prevalidated.refused : await refusalOf(xml);
    if (refused !== null) return { refused };
    const number = formatInvoiceNumber(series, month, await repository.nextSequence(tx, series, month));
    const doc = document({ issuedAt, issueDate, number });
    return { row: await store(tx, doc, buildFa3Xml(doc), correctsId) };
  }

  type Refund = { amount: number; reason: string; amountInWords: (pln: number) => string };

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

  const failure = (row: Awaited<ReturnType<typeof repository.failures>>[number]): InvoiceFailure => ({
    ...row,
    failedAt: row.failedAt.toISOString(),
  });

  return {
    mailBuyer,

    /**
     * The VAT invoice for an order's full payment, in the payment's transaction (or a retry's). An invoice
     * the FA(3) schema refuses is not issued: the order is recorded as waiting for its invoice, with the
     * schema's message, and the payment stands.
     */
    async issueForPayment(
      tx: Tx,
      sale: InvoiceSale,
      prevalidated: PrevalidatedInvoice | null = null,
    ): Promise<PaymentInvoice> {
      if (await repository.findInvoiceOfOrder(tx, sale.orderId)) {
        throw conflict('Faktura VAT do tego zamówienia jest już wystawiona');
      }
      const result = await issue(tx, 'FV', saleDocument(sale), null, prevalidated);
      if ('refused' in result) {
        log.warn({ orderId: sale.orderId, reason: result.refused }, 'invoice refused by the FA(3) schema');
        await repository.recordFailure(tx, sale.orderId, result.refused, clock.now());
        return { invoice: null, failure: result.refused };
      }
      await repository.clearFailure(tx, sale.orderId);
      return { invoice: summary(result.row), failure: null };
    },

    /** Whether the order's VAT invoice is issued, read in `tx` (which holds the order's lock). */
    async isIssued(tx: Tx, orderId: string): Promise<boolean> {
      return Boolean(await repository.findInvoiceOfOrder(tx, orderId));
    },

    /**
     * A paid order whose invoice cannot be issued yet for a reason of the order's own (no buyer an invoice
     * can name): recorded as waiting, with the reason, like a refusal of the schema.
     */
    async hold(tx: Tx, orderId: string, reason: string): Promise<PaymentInvoice> {
      await repository.recordFailure(tx, orderId, reason, clock.now());
      return { invoice: null, failure: reason };
    },

    /** The sale's invoice validated now, before the payment's transaction opens (see PrevalidatedInvoice). */
    async prevalidate(sale: InvoiceSale): Promise<PrevalidatedInvoice> {
      const instant = clock.now();
      const { xml } = draftOf('FV', saleDocument(sale), instant);
      return { instant, draft: xml, refused: await refusalOf(xml) };
    },

    /** Why the order's invoice is not issued yet, or null. */
    async failureOf(orderId: string): Promise<InvoiceFailure | null> {
      const [row] = await repository.failures(orderId);
      return row ? failure(row) : null;
    },

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

    async forOrder(orderId: string): Promise<InvoiceSummary[]> {
      return (await repository.forOrder(orderId)).map(summary);
    },

    async list(query: InvoiceListQuery): Promise<InvoiceList> {
      return {
        items: (await repository.list(query)).map(summary),
        failures: (await repository.failures()).map(failure),
      };
    },

    async pdf(id: string): Promise<{ filename: string; pdf: Buffer }> {
      const row = await repository.findById(id);
      if (!row) throw notFound('Nie ma takiej faktury');
      return {
        filename: invoiceFileName(row.number, 'pdf'),
        pdf: await renderInvoicePdf(row.document as InvoiceDocument, codesOf(row)),
      };
    },

    /** KSeF's official receipt of the invoice (404 until there is one). */
    async upo(id: string): Promise<{ filename: string; xml: string }> {
      const row = await repository.findById(id);
      if (!row) throw notFound('Nie ma takiej faktury');
      if (!row.upoXml) throw notFound('Faktura nie ma jeszcze UPO z KSeF');
      return { filename: `upo-${row.number.replaceAll('/', '-')}.xml`, xml: row.upoXml };
    },

    /**
     * 'Wyślij ponownie': a rejected invoice queued for the send job again, after the operator fixed what
     * KSeF refused (the configuration, the seller's data). 409 for any other state.
     */
    async resend(id: string): Promise<InvoiceSummary> {
      return db.transaction(async (tx) => {
        const row = await repository.findById(id, tx);
        if (!row) throw notFound('Nie ma takiej faktury');
        if (!ksefSending.enabled) throw conflict('Wysyłka do KSeF nie jest skonfigurowana');
        if (!(await ksef.requeueRejected(tx, id, clock.now()))) {
          throw conflict('Ponownie wysłać można tylko fakturę odrzuconą przez KSeF');
        }
        await jobs.send(KSEF_SEND_JOB, {}, { tx });
        return summary((await repository.findById(id, tx))!);
      });
    },

    async xml(id: string): Promise<{ filename: string; xml: string }> {
      const row = await repository.findById(id);
      if (!row) throw notFound('Nie ma takiej faktury');
      return { filename: invoiceFileName(row.number, 'xml'), xml: row.xml };
    },

    /**
     * The month's invoices in one ZIP: each FA(3) XML (for the Ministry's KSeF application) beside its PDF
     * (for the accountant and the archive), named alike. PDFs are drawn one after another: a month is
     * downloaded rarely, and other requests go on between them.
     */
    async monthZip(month: string): Promise<{ filename: string; zip: Buffer }> {
      const files: Record<string, Uint8Array> = {};
      for (const row of await repository.inMonth(month)) {
        files[invoiceFileName(row.number, 'xml')] = strToU8(row.xml);
        files[invoiceFileName(row.number, 'pdf')] = new Uint8Array(
          await renderInvoicePdf(row.document as InvoiceDocument, codesOf(row)),
        );
      }
      // A fixed time in the entries, so the same month gives the same bytes.
      return {
        filename: `faktury-${month}.zip`,
        zip: Buffer.from(zipSync(files, { mtime: new Date('2000-01-01T00:00:00Z') })),
      };
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
