import { dayIn } from '@shared/calendar-day';
import type { AppInfrastructure } from '../../infrastructure';
import type { Tx } from '../../db/client';
import { formatInvoiceNumber, invoiceFileName, type InvoiceDocument, type InvoiceSale } from './document';
import { buildFa3Xml } from './fa3-xml';
import { validateFa3 } from './fa3-validate';
import { ksefCertificateUrl, ksefVerificationUrl, xmlSha256 } from './ksef';
import type { KsefSending } from './ksef-sending';
import { renderInvoicePdf, type InvoiceCodes } from './render-pdf';
import { createInvoiceRepository, type InvoiceRow } from './repository';

/**
 * The wake-up queued in the transaction that issues an invoice (at most one waiting: a burst is one run);
 * ksef-jobs.ts defines it. It lives here so the issuing needs nothing of the sending.
 */
export const KSEF_SEND_JOB = 'ksef.send';

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

/** What a document takes from its place in the series: its instant, its day and its number. */
export type Numbering = { issuedAt: string; issueDate: string; number: string };

/**
 * How an invoice or a correction comes to be: its XML validated against FA(3) before it takes a number,
 * numbered and stored in the caller's transaction, then queued for KSeF or mailed to the buyer.
 */
export function createInvoiceIssuing({
  db,
  config,
  clock,
  mail,
  jobs,
  ksefSending,
}: Pick<AppInfrastructure, 'db' | 'config' | 'clock' | 'mail' | 'jobs'> & { ksefSending: KsefSending }) {
  const repository = createInvoiceRepository(db);
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

  return { seller, codesOf, mailBuyer, draftOf, refusalOf, saleDocument, issue };
}
export type InvoiceIssuing = ReturnType<typeof createInvoiceIssuing>;
