import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';

export type NewOrder = typeof orders.$inferInsert;

/** Writes of the order module; the admin list (inbox) reads the same table through the inbox module. */
export function createOrderRepository(db: Database) {
  return {
    async insertOrder(order: NewOrder) {
      const [row] = await db
        .insert(orders)
        .values(order)
        .returning({ id: orders.id, totalNetPln: orders.totalNetPln });
      return row!;
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
