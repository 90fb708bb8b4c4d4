import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, proformaCounters } from '../../db/schema/index';

export type NewOrder = typeof orders.$inferInsert;

/** Writes of the order module; the admin list (inbox) reads the same table through the inbox module. */
export function createOrderRepository(db: Database) {
  return {
    /** `andThen` runs in the same transaction (the e-mails about it): both are stored, or neither. */
    async insertOrder(order: NewOrder, andThen: (tx: Database, created: { id: string }) => Promise<void>) {
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
    async nextProformaSequence(tx: Database, month: string): Promise<number> {
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

    async setProforma(tx: Database, id: string, number: string, issuedAt: Date) {
      await tx
        .update(orders)
        .set({ proformaNumber: number, proformaIssuedAt: issuedAt })
        .where(eq(orders.id, id));
    },

    async findById(id: string) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
