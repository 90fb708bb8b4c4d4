import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { demoBookings, slots, statusChanges } from '../../db/schema/index';
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
          // A change of the case either way: retention counts from the last one (privacy/retention-rules.ts).
          .set({ slotDeletedAt: deletion.at, status, processedAt: deletion.at })
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
