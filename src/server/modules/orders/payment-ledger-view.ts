import type { OrderPayments, PaymentSource, PaymentState } from '@shared/contracts/order-admin';
import { isPastDue, paymentDueDay } from '@shared/payment-terms';
import { grossGroszeOf } from './order-sale';
import type { OrderPaymentRow, OrderRow } from './repository';

/** The order's ledger as the back office shows it: what came, what it adds up to, whether the deadline passed. */
export function paymentLedgerOf(
  order: OrderRow,
  items: OrderPaymentRow[],
  now: Date,
  businessTimeZone: string,
): OrderPayments {
  const grossGrosze = grossGroszeOf(order);
  const paidGrosze = items.reduce((sum, item) => sum + item.amountGrosze, 0);
  const state: PaymentState =
    paidGrosze > grossGrosze ? 'overpaid' : order.paidOn ? 'paid' : paidGrosze > 0 ? 'partial' : 'unpaid';
  const dueDate = order.proformaIssuedAt ? paymentDueDay(order.proformaIssuedAt, businessTimeZone) : null;
  return {
    orderId: order.id,
    grossGrosze,
    paidGrosze,
    state,
    paidOn: order.paidOn,
    acceptedDifference:
      order.acceptedDifferenceGrosze !== null && order.acceptedDifferenceReason !== null
        ? { amountGrosze: order.acceptedDifferenceGrosze, reason: order.acceptedDifferenceReason }
        : null,
    dueDate,
    overdue: isPastDue(order, now, businessTimeZone),
    items: items.map((item) => ({
      id: item.id,
      amountGrosze: item.amountGrosze,
      paidOn: item.paidOn,
      source: item.source as PaymentSource,
      reference: item.reference,
      bookedBy: item.bookedBy,
      createdAt: item.createdAt.toISOString(),
    })),
  };
}
