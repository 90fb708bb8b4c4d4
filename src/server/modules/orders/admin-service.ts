import { formatPln } from '@shared/money';
import type { InvoiceSummary, OrderRefundRequest } from '@shared/contracts/invoices';
import type { OrderFulfilment, OrderPayment, OrderPaymentRequest } from '@shared/contracts/order-admin';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import { conflict, invalidField, notFound } from '../../lib/http-errors';
import type { InvoiceSale, PrevalidatedInvoice } from '../invoices/public';
import { amountInWordsPl } from './proforma/amount-in-words';
import { buildProformaDocument, orderQuote, type ProformaOrder } from './proforma/document';
import { createProformaService, proformaFileName } from './proforma/proforma-service';
import { PROVISIONING_MESSAGES } from './provisioning';
import { createOrderRepository, type OrderRow } from './repository';

const toProformaOrder = (order: OrderRow): ProformaOrder => ({
  id: order.id,
  language: order.language === 'en' ? 'en' : 'pl',
  clubName: order.clubName,
  name: order.name,
  email: order.email,
  street: order.street,
  postalCode: order.postalCode,
  city: order.city,
  nip: order.nip,
  plan: order.plan,
  paymentMode: order.paymentMode,
  moduleCatalogue: order.moduleCatalogue,
  selectedModules: order.selectedModules,
});

/** What the VAT invoice says of the order: the pro forma's lines, totals and words, and the booked payment. */
function invoiceSale(
  order: OrderRow,
  paidOn: string,
  config: Pick<AppDeps['config'], 'businessTimeZone' | 'company' | 'bankAccount' | 'eurRate'>,
): InvoiceSale {
  const proforma = buildProformaDocument({
    order: toProformaOrder(order),
    number: order.proformaNumber ?? '',
    issuedAt: order.proformaIssuedAt ?? order.createdAt,
    timeZone: config.businessTimeZone,
    seller: { ...config.company, bankAccount: config.bankAccount },
    eurRate: config.eurRate,
    amountInWords: amountInWordsPl,
  });
  return {
    orderId: order.id,
    language: proforma.language,
    buyer: {
      name: order.clubName,
      contactName: order.name,
      email: order.email,
      addressLines: proforma.buyer.addressLines,
      nip: order.nip ? order.nip.replace(/[\s-]/g, '') : null,
      country: order.country,
      euVatId: order.euVatId,
    },
    lines: proforma.lines,
    net: proforma.net,
    vat: proforma.vat,
    gross: proforma.gross,
    eur: proforma.eur,
    amountInWords: proforma.amountInWords,
    proformaNumber: order.proformaNumber ?? '',
    paidOn,
  };
}

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
}: Pick<AppDeps, 'db' | 'mail' | 'config' | 'clock' | 'pdfThreads' | 'invoices'>) {
  const repository = createOrderRepository(db);
  const proformas = createProformaService({
    config,
    clock,
    repository,
    renderPdf: (doc) => pdfThreads.render(doc),
  });

  /**
   * 'Opłacone': only the full gross amount of the pro forma is accepted (product §2: access after payment);
   * the history records it, the VAT invoice is issued and the customer gets a confirmation, all in `tx`.
   */
  async function book(
    tx: Tx,
    order: OrderRow | null,
    payment: OrderPaymentRequest,
    changedBy: string,
    prevalidated: PrevalidatedInvoice | null = null,
  ): Promise<OrderPayment> {
    if (!order) throw notFound('Nie ma takiego zamówienia');
    const { id } = order;
    if (order.paidOn) throw conflict(`Zamówienie jest już opłacone (${order.paidOn})`);
    if (order.status === 'cancelled') throw conflict('Zamówienie jest anulowane');
    const gross = orderQuote(toProformaOrder(order)).totalGross;
    if (Math.round(payment.amount * 100) !== Math.round(gross * 100)) {
      throw invalidField(
        'amount',
        `Kwota musi być równa kwocie brutto pro formy: ${formatPln(gross)}. Wpłata częściowa ani inna kwota nie oznacza zamówienia jako opłaconego.`,
      );
    }
    const now = clock.now();
    const status = order.status === 'pending' ? 'processing' : order.status;
    const row = await repository.recordPayment(tx, id, {
      paidOn: payment.bookedOn,
      amount: gross,
      status,
      at: now,
    });
    await repository.addHistory(tx, {
      id,
      fromStatus: order.status,
      toStatus: status,
      note: `Opłacone: ${formatPln(gross)}, zaksięgowano ${payment.bookedOn}`,
      changedBy,
      at: now,
    });
    // The VAT invoice belongs to the payment: issued and numbered in its transaction. One the FA(3) schema
    // refuses is not issued; the payment stands and the refusal waits in 'Faktury' for a retry.
    const { failure } = await invoices.issueForPayment(
      tx,
      invoiceSale(order, payment.bookedOn, config),
      prevalidated,
    );
    await mail.enqueue(tx, {
      template: 'order-payment-confirmation',
      to: order.email,
      language: order.language === 'en' ? 'en' : 'pl',
      data: {
        orderId: id,
        name: order.name,
        clubName: order.clubName,
        proformaNumber: order.proformaNumber,
        amount: gross,
        bookedOn: payment.bookedOn,
      },
      related: { kind: 'orders', id },
    });
    return {
      id,
      proformaNumber: row.proformaNumber,
      paidOn: row.paidOn,
      paidAmountPln: row.paidAmountPln,
      status: row.status,
      invoiceFailure: failure,
    };
  }

  /**
   * The invoice the payment would issue, validated against the FA(3) schema before the payment's transaction
   * opens (about a second): the transaction uses the verdict when the order has not changed meanwhile.
   */
  async function prevalidate(id: string, paidOn: (order: OrderRow) => string | null) {
    const order = await repository.findById(id);
    const on = order && paidOn(order);
    return order && on ? invoices.prevalidate(invoiceSale(order, on, config)) : null;
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
        tenant: order.tenantId && tenantName ? { id: order.tenantId, tenantName } : null,
        scmInstance: order.scmInstanceId && instanceName ? { id: order.scmInstanceId, instanceName } : null,
        administratorEmail: order.adminUser?.email ?? order.email,
        invoices: await invoices.forOrder(id),
        invoiceFailure: await invoices.failureOf(id),
      };
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
        return invoices.issueForPayment(tx, invoiceSale(order, order.paidOn, config), prevalidated);
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

    /**
     * 'Opłacone': only the full gross amount of the pro forma is accepted (product §2: access after payment);
     * the history records it and the customer gets a confirmation, all in one transaction.
     */
    async markPaid(id: string, payment: OrderPaymentRequest, changedBy: string): Promise<OrderPayment> {
      const prevalidated = await prevalidate(id, (order) => (order.paidOn ? null : payment.bookedOn));
      return repository.withLockedOrder(id, (tx, order) => book(tx, order, payment, changedBy, prevalidated));
    },

    /** The same booking inside a caller's transaction (a confirmed bank statement line). */
    async markPaidIn(
      tx: Tx,
      id: string,
      payment: OrderPaymentRequest,
      changedBy: string,
    ): Promise<OrderPayment> {
      return book(tx, await repository.lockOrder(tx, id), payment, changedBy);
    },

    /**
     * A refund of a paid order, whole or partial: the history records it and the correction of its VAT
     * invoice (FK/) is issued and e-mailed in the same transaction.
     */
    async refund(id: string, refund: OrderRefundRequest, changedBy: string): Promise<InvoiceSummary> {
      return repository.withLockedOrder(id, async (tx, order) => {
        if (!order) throw notFound('Nie ma takiego zamówienia');
        if (!order.paidOn) throw conflict('Zamówienie nie jest opłacone: nie ma czego zwracać');
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
