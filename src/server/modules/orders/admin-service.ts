import { formatPln } from '@shared/money';
import type { CorrectionDraft, InvoiceSummary, OrderRefundRequest } from '@shared/contracts/invoices';
import type {
  OrderFulfilment,
  OrderPayment,
  OrderPaymentRequest,
  OrderPayments,
} from '@shared/contracts/order-admin';
import type { OrdersDeps } from './deps';
import type { Tx } from '../../db/client';
import type { PrevalidatedInvoice } from '../invoices/public';
import { conflict, notFound } from '../../lib/http-errors';
import { amountInWordsPl } from './proforma/amount-in-words';
import { orderQuote } from './proforma/document';
import type { OrderBuyer } from '@shared/contracts/order';
import { applyBuyer, BUYER_MISSING_MESSAGE, hasInvoiceBuyer, withBuyer } from './buyer';
import { grossGroszeOf, invoiceSale, toGrosze, toProformaOrder } from './order-sale';
import { createPaymentLedger, type NewPayment } from './payments';
import { createProformaService, proformaFileName } from './proforma/proforma-service';
import { PROVISIONING_MESSAGES } from './provisioning';
import { createOrderRepository, type OrderRow } from './repository';

/**
 * The back office's work on an order after it is placed: its pro forma and the booked payment. The
 * downloaded pro forma is drawn on the render pool's threads (`pdfThreads`, one per app).
 */
export function createOrderAdminService({
  db,
  mail,
  config,
  clock,
  pdfThreads,
  invoices,
}: Pick<OrdersDeps, 'db' | 'mail' | 'config' | 'clock' | 'pdfThreads' | 'invoices'>) {
  const repository = createOrderRepository(db);
  const ledger = createPaymentLedger({ db, mail, config, clock, invoices });
  const proformas = createProformaService({
    config,
    clock,
    repository,
    renderPdf: (doc) => pdfThreads.render(doc),
  });

  /**
   * The invoice the payment would issue, validated against the FA(3) schema before the payment's transaction
   * opens (about a second): the transaction uses the verdict when the order has not changed meanwhile.
   */
  async function prevalidate(
    id: string,
    paidOn: (order: OrderRow) => string | null,
    buyer: OrderBuyer | null = null,
  ) {
    const found = await repository.findById(id);
    const order = found && buyer ? withBuyer(found, buyer) : found;
    const on = order && hasInvoiceBuyer(order) && paidOn(order);
    return order && on ? invoices.prevalidate(invoiceSale(order, on, config)) : null;
  }

  /** The paid order's invoice issued now, in `tx`: the payment's, or a retry's after its data was fixed. */
  async function issueInvoice(
    tx: Tx,
    order: OrderRow & { paidOn: string },
    prevalidated: PrevalidatedInvoice | null,
  ) {
    if (!hasInvoiceBuyer(order)) return invoices.hold(tx, order.id, BUYER_MISSING_MESSAGE);
    return invoices.issueForPayment(tx, invoiceSale(order, order.paidOn, config), prevalidated);
  }

  /** Only a paid order has money to return. */
  function refundable(order: OrderRow | null): asserts order is OrderRow {
    if (!order) throw notFound('Nie ma takiego zamówienia');
    if (!order.paidOn) throw conflict('Zamówienie nie jest opłacone: nie ma czego zwracać');
  }

  return {
    /** What the order became: pro forma, payment, tenant and instance (the manage dialog). */
    async fulfilment(id: string): Promise<OrderFulfilment> {
      const found = await repository.findWithCustomer(id);
      if (!found) throw notFound(PROVISIONING_MESSAGES.notFound);
      const { order, tenantName, instanceName } = found;
      return {
        id,
        status: order.status,
        proforma:
          order.proformaNumber && order.proformaIssuedAt
            ? {
                number: order.proformaNumber,
                issuedAt: order.proformaIssuedAt.toISOString(),
                grossPln: orderQuote(toProformaOrder(order)).totalGross,
              }
            : null,
        payment:
          order.paidOn && order.paidAmountPln !== null
            ? { paidOn: order.paidOn, amountPln: order.paidAmountPln }
            : null,
        payments: await ledger.list(id),
        tenant: order.tenantId && tenantName ? { id: order.tenantId, tenantName } : null,
        scmInstance: order.scmInstanceId && instanceName ? { id: order.scmInstanceId, instanceName } : null,
        administratorEmail: order.adminUser?.email ?? order.email,
        invoices: await invoices.forOrder(id),
        invoiceFailure: await invoices.failureOf(id),
        buyerMissing: !hasInvoiceBuyer(order),
      };
    },

    /**
     * The invoice's buyer of a short-form order, from the operator or the visitor's confirmation: stored with
     * a line in the history, and a paid order's waiting invoice issued at once. Once an invoice names a buyer,
     * only a correction changes it.
     */
    async giveBuyer(
      id: string,
      buyer: OrderBuyer,
      changedBy: string,
    ): Promise<{ invoice: InvoiceSummary | null; failure: string | null }> {
      const prevalidated = await prevalidate(id, (order) => order.paidOn, buyer);
      return repository.withLockedOrder(id, async (tx, found) => {
        if (!found || found.anonymizedAt) throw notFound('Nie ma takiego zamówienia');
        if (await invoices.isIssued(tx, id)) {
          throw conflict('Faktura VAT jest już wystawiona: dane nabywcy zmienia teraz tylko korekta.');
        }
        const order = await applyBuyer(tx, repository, found, buyer, changedBy, clock.now());
        if (!order.paidOn) return { invoice: null, failure: null };
        return issueInvoice(tx, { ...order, paidOn: order.paidOn }, prevalidated);
      });
    },

    /**
     * The VAT invoice of a paid order whose invoice the schema refused, issued again from the order as it is
     * now (after its data or the builder was fixed). Refused again: 409 with the schema's message, recorded.
     */
    async retryInvoice(id: string): Promise<InvoiceSummary> {
      const prevalidated = await prevalidate(id, (order) => order.paidOn);
      const result = await repository.withLockedOrder(id, async (tx, order) => {
        if (!order) throw notFound('Nie ma takiego zamówienia');
        if (!order.paidOn) throw conflict('Zamówienie nie jest opłacone: faktura jest wystawiana z wpłatą');
        return issueInvoice(tx, { ...order, paidOn: order.paidOn }, prevalidated);
      });
      if (result.failure !== null) throw conflict(result.failure);
      return result.invoice;
    },

    async proformaPdf(id: string): Promise<{ filename: string; pdf: Buffer }> {
      const order = await repository.findById(id);
      if (!order?.proformaNumber || !order.proformaIssuedAt) throw notFound('Zamówienie nie ma pro formy');
      const pdf = await proformas.render(
        toProformaOrder(order),
        order.proformaNumber,
        order.proformaIssuedAt,
      );
      return { filename: proformaFileName(order.proformaNumber), pdf };
    },

    /** The order's payments ledger: what came, what it adds up to, whether the deadline passed. */
    payments: (id: string): Promise<OrderPayments> => ledger.list(id),

    /**
     * 'Zaksięguj wpłatę': a payment of any amount booked by hand. The one that brings the sum to the gross
     * makes the order paid (product §2: access after payment) and issues the VAT invoice, in its transaction.
     */
    async recordPayment(id: string, payment: OrderPaymentRequest, changedBy: string): Promise<OrderPayment> {
      const amountGrosze = toGrosze(payment.amount);
      // The FA(3) check of the invoice runs before the lock, and only when this payment may complete it.
      const prevalidated = await prevalidate(
        id,
        (order) =>
          !order.paidOn && toGrosze(order.paidAmountPln ?? 0) + amountGrosze >= grossGroszeOf(order)
            ? payment.bookedOn
            : null,
        payment.buyer ?? null,
      );
      return repository.withLockedOrder(id, async (tx, found) => {
        // The buyer asked for with the payment is stored first, so the invoice it completes names it.
        const order =
          found && payment.buyer && !found.paidOn && !hasInvoiceBuyer(found)
            ? await applyBuyer(tx, repository, found, payment.buyer, changedBy, clock.now())
            : found;
        return ledger.record(
          tx,
          order,
          { amountGrosze, paidOn: payment.bookedOn, source: 'manual' },
          changedBy,
          prevalidated,
        );
      });
    },

    /** The same inside a caller's transaction (a confirmed bank statement credit). */
    async recordPaymentIn(tx: Tx, id: string, payment: NewPayment, changedBy: string) {
      return ledger.record(tx, await repository.lockOrder(tx, id), payment, changedBy);
    },

    /** The order is paid with what came: the difference and its reason in the order and its history. */
    async acceptDifference(id: string, reason: string, changedBy: string): Promise<OrderPayment> {
      return repository.withLockedOrder(id, (tx, order) =>
        ledger.acceptDifference(tx, order, reason, changedBy),
      );
    },

    /** The same inside a caller's transaction (a statement credit booked with the difference accepted). */
    async acceptDifferenceIn(tx: Tx, id: string, reason: string, changedBy: string) {
      return ledger.acceptDifference(tx, await repository.lockOrder(tx, id), reason, changedBy);
    },

    /**
     * The correction a refund would issue, as a draft (nothing stored, no number taken): refused as the
     * refund itself would be.
     */
    async refundPreview(id: string, refund: OrderRefundRequest): Promise<CorrectionDraft> {
      refundable(await repository.findById(id));
      return invoices.previewCorrection(id, { ...refund, amountInWords: amountInWordsPl });
    },

    /** The same draft as its PDF, marked 'PROJEKT'. */
    async refundPreviewPdf(
      id: string,
      refund: OrderRefundRequest,
    ): Promise<{ filename: string; pdf: Buffer }> {
      refundable(await repository.findById(id));
      return invoices.previewCorrectionPdf(id, { ...refund, amountInWords: amountInWordsPl });
    },

    /**
     * A refund of a paid order, whole or partial: the history records it and the correction of its VAT
     * invoice (FK/) is issued and e-mailed in the same transaction.
     */
    async refund(id: string, refund: OrderRefundRequest, changedBy: string): Promise<InvoiceSummary> {
      return repository.withLockedOrder(id, async (tx, order) => {
        refundable(order);
        const correction = await invoices.issueCorrection(tx, id, {
          ...refund,
          amountInWords: amountInWordsPl,
        });
        await repository.addHistory(tx, {
          id,
          fromStatus: order.status,
          toStatus: order.status,
          note: `Zwrot: ${formatPln(refund.amount)} (${refund.reason}), korekta ${correction.number}`,
          changedBy,
          at: clock.now(),
        });
        return correction;
      });
    },
  };
}
export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
