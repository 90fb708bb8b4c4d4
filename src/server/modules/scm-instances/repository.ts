import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { scmInstances } from '../../db/schema/index';

export type ScmInstanceRow = typeof scmInstances.$inferSelect;
export type NewScmInstanceRow = typeof scmInstances.$inferInsert;

export function createScmInstancesRepository(db: Database) {
  return {
    async insert(values: NewScmInstanceRow): Promise<ScmInstanceRow> {
      const [row] = await db.insert(scmInstances).values(values).returning();
      return row!;
    },

    /** Newest first; the id breaks ties so paging is stable. */
    async list(limit: number, offset: number): Promise<{ rows: ScmInstanceRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(scmInstances)
          .orderBy(desc(scmInstances.createdAt), desc(scmInstances.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: sql<number>`count(*)::int` }).from(scmInstances),
      ]);
      return { rows, total: counted?.total ?? 0 };
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
