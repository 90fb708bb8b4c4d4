import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { demoBookings, slots } from '../../db/schema/index';

export type SlotRow = { id: string; datetime: Date; bookedBy: string | null };
export type AdminSlotRow = SlotRow & { bookerName: string | null; createdAt: Date };

export function createSlotsRepository(db: Database) {
  return {
    /** Null when a slot at that instant already exists: the unique index decides, so racing creates are safe. */
    async insert(datetime: Date): Promise<SlotRow | null> {
      const [row] = await db
        .insert(slots)
        .values({ datetime })
        .onConflictDoNothing({ target: slots.datetime })
        .returning({ id: slots.id, datetime: slots.datetime, bookedBy: slots.bookedBy });
      return row ?? null;
    },

    /** Deletes the slot only; a booking that held it stays (its selectedSlot keeps the time). */
    async delete(id: string): Promise<SlotRow | null> {
      const [row] = await db
        .delete(slots)
        .where(eq(slots.id, id))
        .returning({ id: slots.id, datetime: slots.datetime, bookedBy: slots.bookedBy });
      return row ?? null;
    },

    /** Slots starting inside [start, end], earliest first. */
    async listBetween(start: Date, end: Date): Promise<SlotRow[]> {
      return db
        .select({ id: slots.id, datetime: slots.datetime, bookedBy: slots.bookedBy })
        .from(slots)
        .where(and(gte(slots.datetime, start), lte(slots.datetime, end)))
        .orderBy(asc(slots.datetime));
    },

    /**
     * The operator's list: coming slots first (soonest on top), then past ones (latest on top), so what
     * matters next is on the first page however much history piles up.
     */
    async listForAdmin(limit: number, offset: number): Promise<AdminSlotRow[]> {
      const isPast = sql`(${slots.datetime} < now())`;
      return db
        .select({
          id: slots.id,
          datetime: slots.datetime,
          bookedBy: slots.bookedBy,
          bookerName: demoBookings.name,
          createdAt: slots.createdAt,
        })
        .from(slots)
        .leftJoin(demoBookings, eq(demoBookings.id, slots.bookedBy))
        .orderBy(
          asc(isPast),
          asc(sql`case when ${slots.datetime} >= now() then ${slots.datetime} end`),
          desc(slots.datetime),
          asc(slots.id),
        )
        .limit(limit)
        .offset(offset);
    },

    async counts(): Promise<{ total: number; booked: number }> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int`, booked: sql<number>`count(${slots.bookedBy})::int` })
        .from(slots);
      return { total: row?.total ?? 0, booked: row?.booked ?? 0 };
    },
  };
}
export type SlotsRepository = ReturnType<typeof createSlotsRepository>;
