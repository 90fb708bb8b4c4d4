import type {
  InvoiceFailure,
  InvoiceList,
  InvoiceListQuery,
  InvoiceSummary,
} from '@shared/contracts/invoices';
import type { AppInfrastructure } from '../../infrastructure';
import type { Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { createInvoiceCorrections } from './corrections';
import type { InvoiceSale } from './document';
import { createInvoiceFiles } from './files';
import { createInvoiceIssuing, KSEF_SEND_JOB, type PrevalidatedInvoice } from './issuing';
import type { KsefSending } from './ksef-sending';
import { createKsefRepository } from './ksef-repository';
import { createInvoiceRepository } from './repository';
import { summary } from './summary';

export type { PrevalidatedInvoice } from './issuing';
export { KSEF_SEND_JOB } from './issuing';

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
  const issuing = createInvoiceIssuing({ db, config, clock, mail, jobs, ksefSending });
  const { mailBuyer, draftOf, refusalOf, saleDocument, issue } = issuing;

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

    ...createInvoiceCorrections({ db, config, clock, issuing }),

    async forOrder(orderId: string): Promise<InvoiceSummary[]> {
      return (await repository.forOrder(orderId)).map(summary);
    },

    async list(query: InvoiceListQuery): Promise<InvoiceList> {
      return {
        items: (await repository.list(query)).map(summary),
        failures: (await repository.failures()).map(failure),
      };
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

    ...createInvoiceFiles({ db, issuing }),
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
