import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { OrderLink } from '@shared/contracts/common';
import { orders, scmInstances } from '../../db/schema/index';

export type ScmInstanceRow = typeof scmInstances.$inferSelect;
export type NewScmInstanceRow = typeof scmInstances.$inferInsert;

export function createScmInstancesRepository(db: Database) {
  return {
    /** In `executor`: the caller's transaction when the row is one part of a larger change. */
    async insert(values: NewScmInstanceRow, executor: Database = db): Promise<ScmInstanceRow> {
      const [row] = await executor.insert(scmInstances).values(values).returning();
      return row!;
    },

    /** Newest first; the id breaks ties so paging is stable. Each with the order it was created from. */
    async list(
      limit: number,
      offset: number,
    ): Promise<{ rows: (ScmInstanceRow & { order: OrderLink })[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select({ instance: scmInstances, orderId: orders.id, proformaNumber: orders.proformaNumber })
          .from(scmInstances)
          // orders.scm_instance_id is unique: at most one order per instance.
          .leftJoin(orders, eq(orders.scmInstanceId, scmInstances.id))
          .orderBy(desc(scmInstances.createdAt), desc(scmInstances.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: sql<number>`count(*)::int` }).from(scmInstances),
      ]);
      return {
        rows: rows.map(({ instance, orderId, proformaNumber }) => ({
          ...instance,
          order: orderId ? { id: orderId, proformaNumber } : null,
        })),
        total: counted?.total ?? 0,
      };
    },

    /** True when a row was deleted. */
    async delete(id: string): Promise<boolean> {
      const deleted = await db
        .delete(scmInstances)
        .where(eq(scmInstances.id, id))
        .returning({ id: scmInstances.id });
      return deleted.length > 0;
    },
  };
}
