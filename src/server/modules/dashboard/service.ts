import type { ActivityItem, Dashboard } from '@shared/contracts/dashboard';
import { ACTIVITY_QUOTAS, SHOW_UP_WINDOWS } from '@shared/contracts/dashboard';
import { DEMO_DURATION_MINUTES } from '@shared/demo-manage';
import { INBOX_KINDS, ORDER_PLAN_LABELS, type InboxKind } from '@shared/inbox';
import type { AppInfrastructure } from '../../infrastructure';
import type { InboxService } from '../../inbox/service';
import { createDashboardRepository } from './repository';

export type DashboardDeps = Pick<AppInfrastructure, 'db' | 'config' | 'clock'> & {
  inbox: Record<InboxKind, InboxService>;
};

export function createDashboardService({ db, config, clock, inbox }: DashboardDeps) {
  const businessTimeZone = config.businessTimeZone;
  const repository = createDashboardRepository(db);

  async function latestActivity(): Promise<ActivityItem[]> {
    const [latestContacts, latestOrders, latestDemos] = await Promise.all([
      repository.latestContacts(ACTIVITY_QUOTAS.contacts),
      repository.latestOrders(ACTIVITY_QUOTAS.orders),
      repository.latestDemoBookings(ACTIVITY_QUOTAS['demo-bookings']),
    ]);
    const items: ActivityItem[] = [
      ...latestContacts.map((row) => ({ kind: 'contacts' as const, ...row })),
      ...latestOrders.map(({ clubName, plan, ...row }) => ({
        kind: 'orders' as const,
        ...row,
        detail: `${clubName} · plan ${ORDER_PLAN_LABELS[plan] ?? plan}`,
      })),
      ...latestDemos.map((row) => ({ kind: 'demo-bookings' as const, ...row })),
    ].map((item) => ({ ...item, createdAt: item.createdAt.toISOString() }));
    // Newest first across the three kinds; ISO strings in UTC sort as time.
    return items.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  }

  return {
    async read(): Promise<Dashboard> {
      // The kinds' counts are their lists' totals, by the lists' rule (docs/operations.md): exact up to
      // 10,000, the planner's estimate beyond. Counting them exactly read every row: half a second at a
      // million contacts and bug reports, on every visit to the dashboard. A tile so shows what its list
      // shows.
      const [kindTotals, tenants, activity, contactsToday, ordersInProgress, openBugs, failedEmails, showUp] =
        await Promise.all([
          Promise.all(INBOX_KINDS.map((kind) => inbox[kind].total())),
          repository.tenantCounts(),
          latestActivity(),
          repository.contactsCreatedToday(businessTimeZone),
          inbox.orders.total({ status: 'processing' }),
          inbox['bug-reports'].total({ status: 'open' }),
          repository.failedEmails(),
          repository.showUp(clock.now(), SHOW_UP_WINDOWS, DEMO_DURATION_MINUTES),
        ]);
      const perKind = Object.fromEntries(
        INBOX_KINDS.map((kind, index) => [kind, kindTotals[index]?.total ?? 0]),
      ) as Record<InboxKind, number>;
      return {
        counts: { ...perKind, tenants: tenants.total },
        activity,
        overview: {
          activeTenants: tenants.active,
          totalTenants: tenants.total,
          contactsToday,
          ordersInProgress: ordersInProgress.total,
          openBugs: openBugs.total,
        },
        showUp,
        emails: { failed: failedEmails },
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
