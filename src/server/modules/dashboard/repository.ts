import { count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, demoBookings, orders, outboxMessages, tenants } from '../../db/schema/index';
import { newestFirst } from '../../inbox/repository';

/** The dashboard's own reads; the per-kind counts come from the inbox services. */
export function createDashboardRepository(db: Database) {
  return {
    async tenantCounts() {
      const [row] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${tenants.isActive})::int`,
        })
        .from(tenants);
      return { total: row?.total ?? 0, active: row?.active ?? 0 };
    },

    /** Since midnight of today in the business time zone (not the server's, not UTC). */
    async contactsCreatedToday(timeZone: string) {
      const [row] = await db
        .select({ total: count() })
        .from(contacts)
        .where(
          gte(
            contacts.createdAt,
            sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`,
          ),
        );
      return row?.total ?? 0;
    },

    /** E-mails given up after the last retry: the operator should look (and resend). */
    async failedEmails() {
      const [row] = await db
        .select({ total: count() })
        .from(outboxMessages)
        .where(eq(outboxMessages.state, 'failed'));
      return row?.total ?? 0;
    },

    latestContacts: (limit: number) =>
      db
        .select({
          id: contacts.id,
          name: contacts.name,
          detail: contacts.subject,
          status: contacts.status,
          createdAt: contacts.createdAt,
        })
        .from(contacts)
        .orderBy(...newestFirst(contacts))
        .limit(limit),

    latestOrders: (limit: number) =>
      db
        .select({
          id: orders.id,
          name: orders.name,
          clubName: orders.clubName,
          plan: orders.plan,
          status: orders.status,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .orderBy(...newestFirst(orders))
        .limit(limit),

    latestDemoBookings: (limit: number) =>
      db
        .select({
          id: demoBookings.id,
          name: demoBookings.name,
          detail: demoBookings.preferredDate,
          status: demoBookings.status,
          createdAt: demoBookings.createdAt,
        })
        .from(demoBookings)
        .orderBy(...newestFirst(demoBookings))
        .limit(limit),
  };
}
