import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { demoBookings, slots, statusChanges } from '../../db/schema/index';
import type { Tx } from '../demo-booking/manage-repository';
import type { SlotsChanged } from './public-slots';

export type SlotRow = { id: string; datetime: Date; bookedBy: string | null };
export type AdminSlotRow = SlotRow & { bookerName: string | null; createdAt: Date };

/** The booking that held a deleted slot, as the deletion left it. */
export type AffectedBooking = { id: string; status: string; fromStatus: string };

export type SlotDeletion = {
  at: Date;
  changedBy: string;
  /** Tell the visitor: the booking is cancelled (its invitation withdrawn) and `after` sends the e-mail. */
  notify: boolean;
  after?(tx: Tx, booking: AffectedBooking): Promise<void>;
};

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

    /**
     * Deletes the slot; a booking that held it stays (its selectedSlot keeps the time), marked 'slot
     * usunięty' with a line in its history, and cancelled when the visitor is told. One transaction.
     */
    async delete(id: string, deletion: SlotDeletion): Promise<SlotRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(slots)
          .where(eq(slots.id, id))
          .returning({ id: slots.id, datetime: slots.datetime, bookedBy: slots.bookedBy });
        if (row) await slotsChanged(tx);
        if (!row?.bookedBy) return row ?? null;
        const [before] = await tx
          .select({ status: demoBookings.status })
          .from(demoBookings)
          .where(eq(demoBookings.id, row.bookedBy))
          .for('update');
        if (!before) return row;
        const status = deletion.notify ? 'cancelled' : before.status;
        await tx
          .update(demoBookings)
          .set({ slotDeletedAt: deletion.at, status })
          .where(eq(demoBookings.id, row.bookedBy));
        await tx.insert(statusChanges).values({
          recordKind: 'demo-bookings',
          recordId: row.bookedBy,
          fromStatus: before.status,
          toStatus: status,
          detail: deletion.notify
            ? 'Slot usunięty przez operatora; odwiedzający powiadomiony e-mailem o odwołaniu.'
            : 'Slot usunięty przez operatora (bez powiadomienia odwiedzającego).',
          changedBy: deletion.changedBy,
          changedAt: deletion.at,
        });
        await deletion.after?.(tx, { id: row.bookedBy, status, fromStatus: before.status });
        return row;
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
