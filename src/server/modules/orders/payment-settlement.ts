import type { OrdersDeps } from './deps';
import type { Tx } from '../../db/client';
import type { PrevalidatedInvoice } from '../invoices/public';
import { BUYER_MISSING_MESSAGE, hasInvoiceBuyer } from './buyer';
import { invoiceSale } from './order-sale';
import { createOrderRepository, type OrderRow } from './repository';

export type Settlement = {
  paidOn: string;
  paidGrosze: number;
  note: string;
  changedBy: string;
  acceptedDifference?: { grosze: number; reason: string };
};

/** Settling an order: its payments reached the gross, or the operator accepted what came as paying it. */
export function createPaymentSettlement({
  db,
  mail,
  config,
  clock,
  invoices,
}: Pick<OrdersDeps, 'db' | 'mail' | 'config' | 'clock' | 'invoices'>) {
  const repository = createOrderRepository(db);

  /** The order becomes paid on `paidOn`: its status, the VAT invoice and the customer's confirmation. */
  return async function settle(
    tx: Tx,
    order: OrderRow,
    settlement: Settlement,
    prevalidated: PrevalidatedInvoice | null,
  ) {
    const now = clock.now();
    const status = order.status === 'pending' ? 'processing' : order.status;
    const row = await repository.updatePaymentState(tx, order.id, {
      paidGrosze: settlement.paidGrosze,
      at: now,
      paid: { paidOn: settlement.paidOn, status },
      acceptedDifference: settlement.acceptedDifference,
    });
    await repository.addHistory(tx, {
      id: order.id,
      fromStatus: order.status,
      toStatus: status,
      note: settlement.note,
      changedBy: settlement.changedBy,
      at: now,
    });
    // The customer's confirmation first: the invoice's e-mail follows it (invoices' mailBuyer), so the
    // customer reads 'paid' before the invoice arrives.
    await mail.enqueue(tx, {
      template: 'order-payment-confirmation',
      to: order.email,
      language: order.language === 'en' ? 'en' : 'pl',
      data: {
        orderId: order.id,
        name: order.name,
        clubName: order.clubName,
        proformaNumber: order.proformaNumber,
        amount: settlement.paidGrosze / 100,
        bookedOn: settlement.paidOn,
      },
      related: { kind: 'orders', id: order.id },
    });
    // The VAT invoice belongs to the payment that completes the order: issued and numbered in its
    // transaction. One the FA(3) schema refuses is not issued; the payment stands and the refusal waits in
    // 'Faktury' for a retry. So does one whose buyer is not known yet: the money is booked all the same.
    const { failure } = hasInvoiceBuyer(order)
      ? await invoices.issueForPayment(tx, invoiceSale(order, settlement.paidOn, config), prevalidated)
      : await invoices.hold(tx, order.id, BUYER_MISSING_MESSAGE);
    return { row, failure };
  };
}
