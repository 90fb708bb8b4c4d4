import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './columns';
import { statementLines } from './invoices';
import { orders } from './orders';

/**
 * The payments ledger: every sum booked against an order, by hand or from a bank statement's credit. The
 * order is paid when they add up to its gross (or the operator accepts the difference, recorded on the
 * order); a partial payment and an overpayment are kept as they came.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** Whole grosze: sums of payments never meet a float's rounding. */
    amountGrosze: integer('amount_grosze').notNull(),
    /** The bank's booking date (or the day the operator says the money came). */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** 'manual' (the order's 'Zaksięguj wpłatę') or 'statement' (a credit of an imported statement). */
    source: text('source').notNull(),
    /** The statement's credit: unique, so one credit is booked once however often its file is imported. */
    statementLineId: uuid('statement_line_id').references(() => statementLines.id),
    /** What the operator or the bank called it: the credit's title and counterparty. */
    reference: text('reference'),
    bookedBy: text('booked_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_payments_order_idx').on(table.orderId, table.createdAt),
    uniqueIndex('order_payments_statement_line_idx').on(table.statementLineId),
    check('order_payments_amount_positive', sql`${table.amountGrosze} > 0`),
  ],
);
