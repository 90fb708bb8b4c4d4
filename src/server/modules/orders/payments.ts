import type { OrderPayment, OrderPayments, PaymentSource } from '@shared/contracts/order-admin';
import type { OrdersDeps } from './deps';
import type { Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import type { PrevalidatedInvoice } from '../invoices/public';
import { grossGroszeOf, groszePl } from './order-sale';
import { paymentLedgerOf } from './payment-ledger-view';
import { createPaymentSettlement } from './payment-settlement';
import { createOrderRepository, type OrderPaymentRow, type OrderRow } from './repository';

export type NewPayment = {
  amountGrosze: number;
  paidOn: string;
  source: PaymentSource;
  /** The statement's credit this payment is: booked once, however often its file is imported. */
  statementLineId?: string;
  reference?: string | null;
};

const SOURCE_WORDS: Record<PaymentSource, string> = { manual: 'ręcznie', statement: 'z wyciągu' };

/**
 * The payments ledger of an order (product §5): each payment is kept as it came; the order becomes paid once,
 * when the payments reach its gross or the operator accepts the difference with a reason, and only then is
 * the VAT invoice issued (and its KSeF sending enqueued) and the customer told, in the same transaction.
 * Every call runs with the order's row locked, so concurrent payments queue and one of them completes it.
 */
export function createPaymentLedger({
  db,
  mail,
  config,
  clock,
  invoices,
}: Pick<OrdersDeps, 'db' | 'mail' | 'config' | 'clock' | 'invoices'>) {
  const repository = createOrderRepository(db);
  const settle = createPaymentSettlement({ db, mail, config, clock, invoices });

  const ledgerOf = (order: OrderRow, items: OrderPaymentRow[]): OrderPayments =>
    paymentLedgerOf(order, items, clock.now(), config.businessTimeZone);

  function payable(order: OrderRow | null): OrderRow {
    if (!order) throw notFound('Nie ma takiego zamówienia');
    if (order.status === 'cancelled') throw conflict('Zamówienie jest anulowane');
    return order;
  }

  async function answer(tx: Tx, row: OrderRow, failure: string | null): Promise<OrderPayment> {
    return {
      id: row.id,
      proformaNumber: row.proformaNumber,
      paidOn: row.paidOn,
      paidAmountPln: row.paidAmountPln,
      status: row.status,
      invoiceFailure: failure,
      ledger: ledgerOf(row, await repository.paymentsOf(row.id, tx)),
    };
  }

  return {
    ledgerOf,

    async list(id: string): Promise<OrderPayments> {
      const order = await repository.findById(id);
      if (!order) throw notFound('Nie ma takiego zamówienia');
      return ledgerOf(order, await repository.paymentsOf(id));
    },

    /**
     * A payment into the ledger of the locked `found` order. A payment booked by hand on an order already
     * paid is refused (a second click is not money); a statement's credit is money that came and is kept
     * (an overpayment).
     */
    async record(
      tx: Tx,
      found: OrderRow | null,
      payment: NewPayment,
      changedBy: string,
      prevalidated: PrevalidatedInvoice | null = null,
    ): Promise<OrderPayment> {
      const order = payable(found);
      if (order.paidOn && payment.source === 'manual') {
        throw conflict(`Zamówienie jest już opłacone (${order.paidOn})`);
      }
      await repository.insertPayment(tx, {
        orderId: order.id,
        amountGrosze: payment.amountGrosze,
        paidOn: payment.paidOn,
        source: payment.source,
        statementLineId: payment.statementLineId ?? null,
        reference: payment.reference ?? null,
        bookedBy: changedBy,
      });
      const items = await repository.paymentsOf(order.id, tx);
      const paidGrosze = items.reduce((sum, item) => sum + item.amountGrosze, 0);
      const gross = grossGroszeOf(order);
      const came = `Wpłata ${groszePl(payment.amountGrosze)} (${SOURCE_WORDS[payment.source]}, zaksięgowano ${payment.paidOn})`;
      const over = paidGrosze > gross ? `; nadpłata ${groszePl(paidGrosze - gross)}` : '';
      if (!order.paidOn && paidGrosze >= gross) {
        const { row, failure } = await settle(
          tx,
          order,
          {
            paidOn: payment.paidOn,
            paidGrosze,
            changedBy,
            note: `Opłacone: ${came}, razem ${groszePl(paidGrosze)} z ${groszePl(gross)}${over}`,
          },
          prevalidated,
        );
        return answer(tx, row, failure);
      }
      const now = clock.now();
      const row = await repository.updatePaymentState(tx, order.id, { paidGrosze, at: now });
      await repository.addHistory(tx, {
        id: order.id,
        fromStatus: order.status,
        toStatus: order.status,
        note: order.paidOn
          ? `${came} do opłaconego zamówienia${over}`
          : `${came}: zapłacono ${groszePl(paidGrosze)} z ${groszePl(gross)}`,
        changedBy,
        at: now,
      });
      return answer(tx, row, null);
    },

    /**
     * The operator accepts that what came pays the order (a few grosze short, a bank's fee, a currency's
     * rounding): the order is paid on the last payment's day, the difference and the reason are kept on the
     * order and in its history.
     */
    async acceptDifference(
      tx: Tx,
      found: OrderRow | null,
      reason: string,
      changedBy: string,
      prevalidated: PrevalidatedInvoice | null = null,
    ): Promise<OrderPayment> {
      const order = payable(found);
      if (order.paidOn) throw conflict(`Zamówienie jest już opłacone (${order.paidOn})`);
      const items = await repository.paymentsOf(order.id, tx);
      const last = items.at(-1);
      if (!last) throw conflict('Zamówienie nie ma jeszcze żadnej wpłaty: nie ma czego przyjąć');
      const paidGrosze = items.reduce((sum, item) => sum + item.amountGrosze, 0);
      const gross = grossGroszeOf(order);
      const difference = gross - paidGrosze;
      const { row, failure } = await settle(
        tx,
        order,
        {
          paidOn: last.paidOn,
          paidGrosze,
          changedBy,
          acceptedDifference: { grosze: difference, reason },
          note: `Opłacone z przyjętą różnicą ${groszePl(difference)}: ${reason} (zapłacono ${groszePl(paidGrosze)} z ${groszePl(gross)})`,
        },
        prevalidated,
      );
      return answer(tx, row, failure);
    },
  };
}
export type PaymentLedger = ReturnType<typeof createPaymentLedger>;
