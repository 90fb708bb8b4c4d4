import type { InvoiceSummary } from '@shared/contracts/invoices';
import type {
  OrderFulfilment,
  OrderPayment,
  OrderPaymentRequest,
  OrderPayments,
} from '@shared/contracts/order-admin';
import type { OrdersDeps } from './deps';
import type { Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { orderQuote } from './proforma/document';
import type { OrderBuyer } from '@shared/contracts/order';
import { applyBuyer, hasInvoiceBuyer } from './buyer';
import { grossGroszeOf, toGrosze, toProformaOrder } from './order-sale';
import { createOrderInvoicing } from './order-invoicing';
import { createOrderRefunds } from './order-refunds';
import { createPaymentLedger, type NewPayment } from './payments';
import { createProformaService, proformaFileName } from './proforma/proforma-service';
import { PROVISIONING_MESSAGES } from './provisioning';
import { createOrderRepository } from './repository';

/**
 * The back office's work on an order after it is placed: its pro forma, the booked payment and its VAT
 * invoice, and a refund (order-refunds.ts). The downloaded pro forma is drawn on the render pool's threads
 * (`pdfThreads`, one per app).
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
  const { prevalidate, issueInvoice } = createOrderInvoicing({ db, config, invoices });
  const refunds = createOrderRefunds({ db, clock, invoices });

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

    refundPreview: refunds.refundPreview,
    refundPreviewPdf: refunds.refundPreviewPdf,
    refund: refunds.refund,
  };
}
export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
