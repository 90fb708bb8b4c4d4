import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { demoBookings, slots, statusChanges } from '../../db/schema/index';
import type { SlotsChanged } from '../slots/public';
import { bookingColumns, lockBooking, type BookingRow } from './manage-booking-row';
import { createDemoVisitorChangesRepository } from './manage-visitor-repository';

export { bookingColumns, lockReason, type BookingRow } from './manage-booking-row';
export type { ChangeRefusal, MoveRefusal } from './manage-visitor-repository';

/** Who the audit trail names for a change made through the visitor's link. */
export const VISITOR_ACTOR = 'Odwiedzający (link do rezerwacji)';

export const SLOT_RETAKEN =
  'Termin tej rezerwacji zajęła w międzyczasie inna rezerwacja: zmień najpierw termin albo zostaw ją anulowaną.';

/**
 * The slot follows the operator's status change, in the change's transaction: a cancelled demo
 * frees its slot for other visitors; a cancelled demo brought back takes its slot again — 'taken' when
 * another booking holds it meanwhile (the caller refuses the change), 'ok' otherwise (also when the slot
 * was deleted: the booking keeps its time, marked 'slot usunięty').
 */
export async function followStatusWithSlot(
  tx: Tx,
  booking: { id: string; selectedSlot: Date },
  change: { from: string; to: string },
  slotsChanged: SlotsChanged,
): Promise<'ok' | 'taken'> {
  if (change.to === 'cancelled') {
    const freed = await tx
      .update(slots)
      .set({ bookedBy: null })
      .where(eq(slots.bookedBy, booking.id))
      .returning({ id: slots.id });
    if (freed.length > 0) await slotsChanged(tx);
    return 'ok';
  }
  if (change.from !== 'cancelled') return 'ok';
  const [claimed] = await tx
    .update(slots)
    .set({ bookedBy: booking.id })
    .where(and(eq(slots.datetime, booking.selectedSlot), isNull(slots.bookedBy)))
    .returning({ id: slots.id });
  if (claimed) {
    await slotsChanged(tx);
    return 'ok';
  }
  const [slot] = await tx
    .select({ bookedBy: slots.bookedBy })
    .from(slots)
    .where(eq(slots.datetime, booking.selectedSlot));
  return slot && slot.bookedBy !== booking.id ? 'taken' : 'ok';
}

/** One line of a demo's audit trail (the record's history), written in the caller's transaction. */
export async function auditDemo(
  tx: Tx,
  entry: {
    recordId: string;
    fromStatus: string;
    toStatus: string;
    detail: string | null;
    adminNotes?: string | null;
    changedBy: string;
    at: Date;
  },
) {
  await tx.insert(statusChanges).values({
    recordKind: 'demo-bookings',
    recordId: entry.recordId,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    detail: entry.detail,
    adminNotes: entry.adminNotes ?? null,
    changedBy: entry.changedBy,
    changedAt: entry.at,
  });
}

export function createDemoManageRepository(db: Database, slotsChanged: SlotsChanged, timeZone: string) {
  return {
    async find(id: string, executor: Pick<Database, 'select'> = db): Promise<BookingRow | null> {
      const [row] = await executor.select(bookingColumns).from(demoBookings).where(eq(demoBookings.id, id));
      return row ?? null;
    },

    ...createDemoVisitorChangesRepository(db, slotsChanged, timeZone),

    /**
     * Sets the booking's meeting link (locked, so two saves queue up); `after` gets the previous link and
     * writes what the change causes in the same transaction. Null for an unknown booking.
     */
    async setMeetingUrl<T>(
      id: string,
      meetingUrl: string | null,
      after: (tx: Tx, previous: string | null, booking: BookingRow) => Promise<T>,
    ): Promise<{ booking: BookingRow; effect: T } | null> {
      return db.transaction(async (tx) => {
        const before = await lockBooking(tx, id);
        if (!before) return null;
        const [booking] = await tx
          .update(demoBookings)
          .set({ meetingUrl })
          .where(eq(demoBookings.id, id))
          .returning(bookingColumns);
        return { booking: booking!, effect: await after(tx, before.meetingUrl, booking!) };
      });
    },

    /**
     * The operator's dialog of a demo: status, notes, meeting link and the no-show flag written together on
     * the locked row (processed_at as the inbox's own save sets it). `change` reads the locked row (a throw
     * there refuses the save before anything is written); `after` gets the row before and after, in the same
     * transaction.
     */
    async updateRecord<T>(
      id: string,
      change: (before: BookingRow) => {
        status: string;
        adminNotes: string | null;
        meetingUrl: string | null;
        noShowAt: Date | null;
        followUpOff?: boolean;
      },
      after: (tx: Tx, before: BookingRow, booking: BookingRow) => Promise<T>,
    ): Promise<{ booking: BookingRow; effect: T } | null> {
      return db.transaction(async (tx) => {
        const before = await lockBooking(tx, id);
        if (!before) return null;
        const [booking] = await tx
          .update(demoBookings)
          .set({ ...change(before), processedAt: sql`now()` })
          .where(eq(demoBookings.id, id))
          .returning(bookingColumns);
        return { booking: booking!, effect: await after(tx, before, booking!) };
      });
    },

    /**
     * The operator deleted the booking's slot: the booking stays, marked 'slot usunięty' with a line in its
     * history, and is cancelled when the visitor is told. In the deletion's transaction; null for an unknown
     * booking.
     */
    async markSlotDeleted(
      tx: Tx,
      id: string,
      deletion: { notify: boolean; changedBy: string; at: Date },
    ): Promise<BookingRow | null> {
      const before = await lockBooking(tx, id);
      if (!before) return null;
      const status = deletion.notify ? 'cancelled' : before.status;
      const [booking] = await tx
        .update(demoBookings)
        // A change of the case either way: retention counts from the last one (privacy/retention-rules.ts).
        .set({ slotDeletedAt: deletion.at, status, processedAt: deletion.at })
        .where(eq(demoBookings.id, id))
        .returning(bookingColumns);
      await auditDemo(tx, {
        recordId: id,
        fromStatus: before.status,
        toStatus: status,
        detail: deletion.notify
          ? 'Slot usunięty przez operatora; odwiedzający powiadomiony e-mailem o odwołaniu.'
          : 'Slot usunięty przez operatora (bez powiadomienia odwiedzającego).',
        changedBy: deletion.changedBy,
        at: deletion.at,
      });
      return booking!;
    },

    audit: auditDemo,

    /** Booked demos (not cancelled) starting in [from, to), earliest first: the operator's coming days. */
    async between(from: Date, to: Date, limit = 500): Promise<BookingRow[]> {
      return db
        .select(bookingColumns)
        .from(demoBookings)
        .where(
          and(
            gte(demoBookings.selectedSlot, from),
            lt(demoBookings.selectedSlot, to),
            inArray(demoBookings.status, ['pending', 'confirmed', 'completed']),
          ),
        )
        .orderBy(asc(demoBookings.selectedSlot), asc(demoBookings.id))
        .limit(limit);
    },
  };
}
export type DemoManageRepository = ReturnType<typeof createDemoManageRepository>;
