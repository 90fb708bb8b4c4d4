import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';

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
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
