import { and, count, eq, gt, gte, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
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

    /**
     * Show-up per window of days back from `now` (the app's clock): demos that began in it and are over, or
     * already marked 'Nie pojawił się', not cancelled. One pass over the widest window, by the slot index.
     */
    async showUp(now: Date, windows: readonly number[], durationMinutes: number) {
      const widest = Math.max(...windows);
      const since = (days: number) => new Date(now.getTime() - days * 86_400_000);
      const over = new Date(now.getTime() - durationMinutes * 60_000);
      const [row] = await db
        .select(
          Object.fromEntries(
            windows.flatMap((days) => [
              [
                `shown${days}`,
                sql<number>`count(*) filter (where ${demoBookings.selectedSlot} > ${since(days)} and ${demoBookings.noShowAt} is null)::int`,
              ],
              [
                `noShow${days}`,
                sql<number>`count(*) filter (where ${demoBookings.selectedSlot} > ${since(days)} and ${demoBookings.noShowAt} is not null)::int`,
              ],
            ]),
          ) as Record<string, SQL<number>>,
        )
        .from(demoBookings)
        .where(
          and(
            gt(demoBookings.selectedSlot, since(widest)),
            lte(demoBookings.selectedSlot, now),
            ne(demoBookings.status, 'cancelled'),
            or(lte(demoBookings.selectedSlot, over), isNotNull(demoBookings.noShowAt)),
          ),
        );
      return windows.map((days) => ({
        days,
        shown: row?.[`shown${days}`] ?? 0,
        noShow: row?.[`noShow${days}`] ?? 0,
      }));
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
