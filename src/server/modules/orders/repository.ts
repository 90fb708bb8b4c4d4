import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  orderPayments,
  orders,
  proformaCounters,
  scmInstances,
  statusChanges,
  tenants,
} from '../../db/schema/index';

export type NewOrder = typeof orders.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;
export type NewOrderPayment = typeof orderPayments.$inferInsert;

/** Writes of the order module; the admin list (inbox) reads the same table through the inbox module. */
export function createOrderRepository(db: Database) {
  return {
    /** `andThen` runs in the same transaction (the e-mails about it): both are stored, or neither. */
    async insertOrder(order: NewOrder, andThen: (tx: Tx, created: { id: string }) => Promise<void>) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values(order)
          .returning({ id: orders.id, totalNetPln: orders.totalNetPln });
        await andThen(tx, row!);
        return row!;
      });
    },

    /**
     * The month's next pro forma sequence number. The upsert locks the month's counter row until `tx`
     * ends, so concurrent orders (in any process) queue here and a rolled-back order leaves no gap.
     */
    async nextProformaSequence(tx: Tx, month: string): Promise<number> {
      const [row] = await tx
        .insert(proformaCounters)
        .values({ month, lastNumber: 1 })
        .onConflictDoUpdate({
          target: proformaCounters.month,
          set: { lastNumber: sql`${proformaCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: proformaCounters.lastNumber });
      return row!.lastNumber;
    },

    async setProforma(tx: Tx, id: string, number: string, issuedAt: Date) {
      await tx
        .update(orders)
        .set({ proformaNumber: number, proformaIssuedAt: issuedAt })
        .where(eq(orders.id, id));
    },

    /** Runs `work` with the order's row locked (FOR UPDATE), so two operators cannot both book a payment. */
    async withLockedOrder<T>(id: string, work: (tx: Tx, order: OrderRow | null) => Promise<T>) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        return work(tx, row ?? null);
      });
    },

    /** The order's row locked (FOR UPDATE) inside a caller's transaction (a statement line's confirmation). */
    async lockOrder(tx: Tx, id: string): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return row ?? null;
    },

    /** One entry of the payments ledger, in the transaction that holds its order's lock. */
    async insertPayment(tx: Tx, payment: NewOrderPayment) {
      const [row] = await tx.insert(orderPayments).values(payment).returning();
      return row!;
    },

    /** The order's payments, oldest first. */
    async paymentsOf(id: string, tx: Tx | Database = db) {
      return tx
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.orderId, id))
        .orderBy(asc(orderPayments.paidOn), asc(orderPayments.createdAt));
    },

    /** The sum of the payments on the order; with `paid`, the order becomes paid (its day and status). */
    async updatePaymentState(
      tx: Tx,
      id: string,
      state: {
        paidGrosze: number;
        at: Date;
        paid?: { paidOn: string; status: string };
        acceptedDifference?: { grosze: number; reason: string };
      },
    ) {
      const [row] = await tx
        .update(orders)
        .set({
          paidAmountPln: state.paidGrosze / 100,
          paymentRecordedAt: state.at,
          ...(state.paid
            ? { paidOn: state.paid.paidOn, status: state.paid.status, processedAt: state.at }
            : {}),
          ...(state.acceptedDifference
            ? {
                acceptedDifferenceGrosze: state.acceptedDifference.grosze,
                acceptedDifferenceReason: state.acceptedDifference.reason,
              }
            : {}),
        })
        .where(eq(orders.id, id))
        .returning();
      return row!;
    },

    /** The invoice's buyer given after a short-form order; the updated row. */
    async updateBuyer(
      tx: Tx,
      id: string,
      buyer: {
        street: string;
        postalCode: string;
        city: string;
        country: string;
        nip: string | null;
        euVatId: string | null;
      },
    ) {
      const [row] = await tx.update(orders).set(buyer).where(eq(orders.id, id)).returning();
      return row!;
    },

    /** A line in the order's history (the inbox audit trail shown in the manage dialog). */
    async addHistory(
      tx: Tx,
      entry: { id: string; fromStatus: string; toStatus: string; note: string; changedBy: string; at: Date },
    ) {
      await tx.insert(statusChanges).values({
        recordKind: 'orders',
        recordId: entry.id,
        fromStatus: entry.fromStatus,
        toStatus: entry.toStatus,
        adminNotes: entry.note,
        changedBy: entry.changedBy,
        changedAt: entry.at,
      });
    },

    /** 'Utwórz klienta': the order becomes the start of the customer's tenant and club-system instance. */
    async linkCustomer(tx: Tx, id: string, link: { tenantId: string; scmInstanceId: string }) {
      await tx.update(orders).set(link).where(eq(orders.id, id));
    },

    /** The order with the names of the tenant and instance it became (the manage dialog). */
    async findWithCustomer(id: string) {
      const [row] = await db
        .select({
          order: orders,
          tenantName: tenants.tenantName,
          instanceName: scmInstances.instanceName,
        })
        .from(orders)
        .leftJoin(tenants, eq(tenants.id, orders.tenantId))
        .leftJoin(scmInstances, eq(scmInstances.id, orders.scmInstanceId))
        .where(eq(orders.id, id));
      return row ?? null;
    },

    async findById(id: string) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
