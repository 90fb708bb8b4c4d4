import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { OrderLink } from '@shared/contracts/common';
import { oauthTokens, orders, tenants } from '../../db/schema/index';

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;

export function createTenantsRepository(db: Database) {
  return {
    /** In `executor`: the caller's transaction when the row is one part of a larger change. */
    async insert(values: NewTenantRow, executor: Database = db): Promise<TenantRow> {
      const [row] = await executor.insert(tenants).values(values).returning();
      return row!;
    },

    /** Newest first; the id breaks ties so paging is stable. Each with the order it was created from. */
    async list(
      limit: number,
      offset: number,
    ): Promise<{ rows: (TenantRow & { order: OrderLink })[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select({ tenant: tenants, orderId: orders.id, proformaNumber: orders.proformaNumber })
          .from(tenants)
          // orders.tenant_id is unique: at most one order per tenant.
          .leftJoin(orders, eq(orders.tenantId, tenants.id))
          .orderBy(desc(tenants.createdAt), desc(tenants.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: sql<number>`count(*)::int` }).from(tenants),
      ]);
      return {
        rows: rows.map(({ tenant, orderId, proformaNumber }) => ({
          ...tenant,
          order: orderId ? { id: orderId, proformaNumber } : null,
        })),
        total: counted?.total ?? 0,
      };
    },

    /** The order this tenant was created from ('Utwórz klienta'), if any. */
    async orderLink(id: string): Promise<OrderLink> {
      const [row] = await db
        .select({ id: orders.id, proformaNumber: orders.proformaNumber })
        .from(orders)
        .where(eq(orders.tenantId, id));
      return row ?? null;
    },

    /**
     * Activates or deactivates. Deactivating deletes the tenant's tokens in the same transaction, so a token
     * issued a second ago stops working together with the switch.
     */
    async setActive(id: string, isActive: boolean): Promise<TenantRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(tenants).set({ isActive }).where(eq(tenants.id, id)).returning();
        if (row && !isActive) await tx.delete(oauthTokens).where(eq(oauthTokens.tenantId, id));
        return row ?? null;
      });
    },

    /** A new secret: the old one stops verifying and every token issued with it is revoked. */
    async replaceSecret(
      id: string,
      secret: { clientSecretHash: string; clientSecretEncrypted: string },
    ): Promise<TenantRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(tenants).set(secret).where(eq(tenants.id, id)).returning();
        if (row) await tx.delete(oauthTokens).where(eq(oauthTokens.tenantId, id));
        return row ?? null;
      });
    },
  };
}
export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
