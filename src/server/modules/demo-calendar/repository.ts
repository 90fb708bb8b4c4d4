import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers, demoBookings } from '../../db/schema/index';

export type FeedBooking = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  clubName: string | null;
  selectedSlot: Date;
  status: string;
};

/** The statuses of a demo that is still to happen (or happened): a cancelled one leaves the calendar. */
export const FEED_STATUSES = ['pending', 'confirmed', 'completed'];

export function createDemoCalendarRepository(db: Database) {
  return {
    async bookedBetween(from: Date, to: Date): Promise<FeedBooking[]> {
      return db
        .select({
          id: demoBookings.id,
          name: demoBookings.name,
          email: demoBookings.email,
          phone: demoBookings.phone,
          clubName: demoBookings.clubName,
          selectedSlot: demoBookings.selectedSlot,
          status: demoBookings.status,
        })
        .from(demoBookings)
        .where(
          and(
            gte(demoBookings.selectedSlot, from),
            lt(demoBookings.selectedSlot, to),
            inArray(demoBookings.status, FEED_STATUSES),
          ),
        )
        .orderBy(asc(demoBookings.selectedSlot))
        .limit(5000);
    },

    /**
     * The feed owner's role while they are an active operator; null for a removed or deactivated account,
     * so its feed answers 404 like an unknown address. Deactivation also deletes the feed's link: this is
     * the second lock (a feed created by a request already in flight when its admin was deactivated).
     */
    async adminRole(id: string): Promise<string | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const [row] = await db
        .select({ role: adminUsers.role })
        .from(adminUsers)
        .where(and(eq(adminUsers.id, id), isNull(adminUsers.deactivatedAt)));
      return row?.role ?? null;
    },
  };
}
