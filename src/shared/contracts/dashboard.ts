import { z } from 'zod';
import type { InboxKind } from '../inbox';

/** The kinds whose newest records make the dashboard's latest activity (product §2): 3 + 3 + 2 = 8. */
export const ACTIVITY_QUOTAS = { contacts: 3, orders: 3, 'demo-bookings': 2 } as const;
export const ACTIVITY_KINDS = ['contacts', 'orders', 'demo-bookings'] as const;

export const activityItemSchema = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  id: z.string(),
  /** Who sent it. */
  name: z.string(),
  /** What it is about: the subject, the plan, the preferred date. */
  detail: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** GET /api/admin/dashboard */
export const dashboardSchema = z.object({
  /**
   * One count per inbox kind, plus the tenants. A kind's count is its list's total: exact up to 10,000,
   * the planner's estimate beyond.
   */
  counts: z.object({
    contacts: z.number().int(),
    'demo-bookings': z.number().int(),
    orders: z.number().int(),
    'beta-signups': z.number().int(),
    'bug-reports': z.number().int(),
    tenants: z.number().int(),
  } satisfies Record<InboxKind | 'tenants', z.ZodNumber>),
  activity: z.array(activityItemSchema),
  overview: z.object({
    activeTenants: z.number().int(),
    totalTenants: z.number().int(),
    /** Created since midnight in the business time zone. */
    contactsToday: z.number().int(),
    /** Orders with status 'processing' (W realizacji), counted as the kinds are. */
    ordersInProgress: z.number().int(),
    /** Bug reports with status 'open', counted as the kinds are. */
    openBugs: z.number().int(),
  }),
  /**
   * 'Frekwencja na prezentacjach': per window (the last 30 and 90 days), the demos that began in it, are
   * over (or marked) and were not cancelled — those marked 'Nie pojawił się' and the rest, who came.
   */
  showUp: z.array(z.object({ days: z.number().int(), shown: z.number().int(), noShow: z.number().int() })),
  /** The outbox: messages that failed for good (the tile links to the failed filter). */
  emails: z.object({ failed: z.number().int() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The show-up rate's windows, in days, as the card lists them. */
export const SHOW_UP_WINDOWS = [30, 90] as const;

export const DASHBOARD_PATH = '/api/admin/dashboard';
