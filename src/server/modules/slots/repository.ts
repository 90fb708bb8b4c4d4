import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { demoBookings, slots } from '../../db/schema/index';
import type { SlotsChanged } from './public-slots';

export type SlotRow = { id: string; datetime: Date; bookedBy: string | null };
export type AdminSlotRow = SlotRow & { bookerName: string | null; createdAt: Date };

export function createSlotsRepository(db: Database, slotsChanged: SlotsChanged) {
  return {
    /** Null when a slot at that instant already exists: the unique index decides, so racing creates are safe. */
    async insert(datetime: Date): Promise<SlotRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(slots)
          .values({ datetime })
          .onConflictDoNothing({ target: slots.datetime })
          .returning({ id: slots.id, datetime: slots.datetime, bookedBy: slots.bookedBy });
        if (row) await slotsChanged(tx);
        return row ?? null;
      });
    },

    /** The instants in [start, end] that already have a slot. */
    async existingBetween(start: Date, end: Date): Promise<Set<number>> {
      const rows = await db
        .select({ datetime: slots.datetime })
        .from(slots)
        .where(and(gte(slots.datetime, start), lte(slots.datetime, end)));
      return new Set(rows.map((row) => row.datetime.getTime()));
    },

    /**
     * Creates the slots in one transaction, skipping instants taken meanwhile (the unique index decides);
     * returns how many were created.
     */
    async insertMany(instants: Date[]): Promise<number> {
      if (instants.length === 0) return 0;
      return db.transaction(async (tx) => {
        let created = 0;
        for (let index = 0; index < instants.length; index += 1000) {
          const rows = await tx
            .insert(slots)
            .values(instants.slice(index, index + 1000).map((datetime) => ({ datetime })))
            .onConflictDoNothing({ target: slots.datetime })
            .returning({ id: slots.id });
          created += rows.length;
        }
        if (created > 0) await slotsChanged(tx);
        return created;
      });
    },

    /** Deletes the free slots in [start, end]; booked ones stay. */
    async deleteFreeBetween(start: Date, end: Date): Promise<{ deleted: number; kept: number }> {
      return db.transaction(async (tx) => {
        const range = and(gte(slots.datetime, start), lte(slots.datetime, end));
        const deleted = await tx
          .delete(slots)
          .where(and(range, isNull(slots.bookedBy)))
          .returning({ id: slots.id });
        if (deleted.length > 0) await slotsChanged(tx);
        const [kept] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(slots)
          .where(range);
        return { deleted: deleted.length, kept: kept?.count ?? 0 };
      });
    },

    /**
     * Deletes the slot; `bookedSlotDeleted` gets the booking that held it, in the same transaction (the
     * booking stays, its selectedSlot keeping the time).
     */
    async delete(
      id: string,
      bookedSlotDeleted: (tx: Tx, bookingId: string) => Promise<void>,
    ): Promise<SlotRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(slots)
          .where(eq(slots.id, id))
          .returning({ id: slots.id, datetime: slots.datetime, bookedBy: slots.bookedBy });
        if (row) await slotsChanged(tx);
        if (row?.bookedBy) await bookedSlotDeleted(tx, row.bookedBy);
        return row ?? null;
      });
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
