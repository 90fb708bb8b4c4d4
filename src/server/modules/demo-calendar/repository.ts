import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
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

    /** The feed's owner must still be an operator: a removed account's feed stops working. */
    async adminRole(id: string): Promise<string | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const [row] = await db.select({ role: adminUsers.role }).from(adminUsers).where(eq(adminUsers.id, id));
      return row?.role ?? null;
    },
  };
}
