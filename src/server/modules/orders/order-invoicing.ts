import type { OrderBuyer } from '@shared/contracts/order';
import type { OrdersDeps } from './deps';
import type { Tx } from '../../db/client';
import type { PrevalidatedInvoice } from '../invoices/public';
import { BUYER_MISSING_MESSAGE, hasInvoiceBuyer, withBuyer } from './buyer';
import { invoiceSale } from './order-sale';
import { createOrderRepository, type OrderRow } from './repository';

/** The VAT invoice of a paid order: checked against the schema ahead of its transaction, then issued in it. */
export function createOrderInvoicing({
  db,
  config,
  invoices,
}: Pick<OrdersDeps, 'db' | 'config' | 'invoices'>) {
  const repository = createOrderRepository(db);

  return {
    /**
     * The invoice the payment would issue, validated against the FA(3) schema before the payment's transaction
     * opens (about a second): the transaction uses the verdict when the order has not changed meanwhile.
     */
    async prevalidate(
      id: string,
      paidOn: (order: OrderRow) => string | null,
      buyer: OrderBuyer | null = null,
    ) {
      const found = await repository.findById(id);
      const order = found && buyer ? withBuyer(found, buyer) : found;
      const on = order && hasInvoiceBuyer(order) && paidOn(order);
      return order && on ? invoices.prevalidate(invoiceSale(order, on, config)) : null;
    },

    /** The paid order's invoice issued now, in `tx`: the payment's, or a retry's after its data was fixed. */
    async issueInvoice(
      tx: Tx,
      order: OrderRow & { paidOn: string },
      prevalidated: PrevalidatedInvoice | null,
    ) {
      if (!hasInvoiceBuyer(order)) return invoices.hold(tx, order.id, BUYER_MISSING_MESSAGE);
      return invoices.issueForPayment(tx, invoiceSale(order, order.paidOn, config), prevalidated);
    },
  };
}
