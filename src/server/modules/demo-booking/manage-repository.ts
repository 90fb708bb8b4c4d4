import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DemoLockReason } from '@shared/contracts/demo-manage';
import type { Database, Tx } from '../../db/client';
import { demoBookings, slots, statusChanges } from '../../db/schema/index';
import { bookingRuleRefusalIn, type SlotsChanged } from '../slots/public';
import type { BookingRuleRefusal } from '@shared/booking-rules';

export const bookingColumns = {
  id: demoBookings.id,
  name: demoBookings.name,
  email: demoBookings.email,
  phone: demoBookings.phone,
  clubName: demoBookings.clubName,
  selectedSlot: demoBookings.selectedSlot,
  status: demoBookings.status,
  language: demoBookings.language,
  slotDeletedAt: demoBookings.slotDeletedAt,
  meetingUrl: demoBookings.meetingUrl,
  memberCount: demoBookings.memberCount,
  followUpOff: demoBookings.followUpOff,
  noShowAt: demoBookings.noShowAt,
  visitorTimeZone: demoBookings.visitorTimeZone,
};
export type BookingRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  clubName: string | null;
  selectedSlot: Date;
  status: string;
  language: string;
  slotDeletedAt: Date | null;
  meetingUrl: string | null;
  memberCount: number | null;
  followUpOff: boolean;
  noShowAt: Date | null;
  visitorTimeZone: string | null;
};

/** Who the audit trail names for a change made through the visitor's link. */
export const VISITOR_ACTOR = 'Odwiedzający (link do rezerwacji)';

export type ChangeRefusal = 'missing-booking' | DemoLockReason;
export type MoveRefusal =
  ChangeRefusal | 'same' | 'slot-missing' | 'slot-taken' | 'slot-past' | BookingRuleRefusal;

/** Rolls a move back when the booking rules refuse it. */
class MoveRefused extends Error {
  constructor(readonly reason: BookingRuleRefusal) {
    super(reason);
  }
}

/** The statuses after which the visitor's link only shows the booking. */
const FINAL_STATUSES: Record<string, DemoLockReason> = { cancelled: 'cancelled', completed: 'completed' };

export function lockReason(
  booking: Pick<BookingRow, 'status' | 'selectedSlot'>,
  now: Date,
): DemoLockReason | null {
  return FINAL_STATUSES[booking.status] ?? (booking.selectedSlot <= now ? 'past' : null);
}

async function lockBooking(tx: Tx, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx
    .select(bookingColumns)
    .from(demoBookings)
    .where(eq(demoBookings.id, id))
    .for('update');
  return row;
}

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

    /**
     * Moves the booking to the slot at `to` and frees the old one, in one transaction. The booking row is
     * locked first (two moves of one booking queue up); the new slot is claimed with the same conditional
     * update as a booking (`booked_by IS NULL`), so of two visitors taking one slot exactly one wins.
     * `after` writes what the move causes (e-mails, link expiry) in the same transaction.
     */
    async move(
      id: string,
      to: Date,
      preferredDate: string,
      now: Date,
      after: (tx: Tx, before: BookingRow, moved: BookingRow) => Promise<void>,
    ): Promise<{ kind: 'moved'; before: BookingRow; booking: BookingRow } | { kind: MoveRefusal }> {
      const run = () =>
        db.transaction(async (tx) => {
          const before = await lockBooking(tx, id);
          if (!before) return { kind: 'missing-booking' as const };
          const locked = lockReason(before, now);
          if (locked) return { kind: locked };
          if (before.selectedSlot.getTime() === to.getTime()) return { kind: 'same' as const };
          const [claimed] = await tx
            .update(slots)
            .set({ bookedBy: id })
            .where(and(eq(slots.datetime, to), isNull(slots.bookedBy), gt(slots.datetime, now)))
            .returning({ id: slots.id });
          if (!claimed) {
            const [slot] = await tx
              .select({ bookedBy: slots.bookedBy })
              .from(slots)
              .where(eq(slots.datetime, to));
            return {
              kind: !slot
                ? ('slot-missing' as const)
                : slot.bookedBy
                  ? ('slot-taken' as const)
                  : ('slot-past' as const),
            };
          }
          await tx
            .update(slots)
            .set({ bookedBy: null })
            .where(and(eq(slots.bookedBy, id), ne(slots.id, claimed.id)));
          // The booking rules for the new time, with the old one already freed; a refusal rolls all back.
          const refused = await bookingRuleRefusalIn(tx, { start: to, bookingId: id, now, timeZone });
          if (refused) throw new MoveRefused(refused);
          await slotsChanged(tx);
          const [booking] = await tx
            .update(demoBookings)
            .set({
              selectedSlot: to,
              preferredDate,
              slotChosenAt: now,
              reminder24hSentAt: null,
              reminder1hSentAt: null,
              slotDeletedAt: null,
              // A change of the case: retention counts from the last one (privacy/retention-rules.ts).
              processedAt: now,
            })
            .where(eq(demoBookings.id, id))
            .returning(bookingColumns);
          await after(tx, before, booking!);
          return { kind: 'moved' as const, before, booking: booking! };
        });
      try {
        return await run();
      } catch (error) {
        if (error instanceof MoveRefused) return { kind: error.reason };
        throw error;
      }
    },

    /** Cancels and frees the slot, in one transaction; refused when past, cancelled or completed. */
    async cancel(
      id: string,
      now: Date,
      after: (tx: Tx, cancelled: BookingRow) => Promise<void>,
    ): Promise<{ kind: 'done'; booking: BookingRow } | { kind: ChangeRefusal }> {
      return db.transaction(async (tx) => {
        const before = await lockBooking(tx, id);
        if (!before) return { kind: 'missing-booking' as const };
        const locked = lockReason(before, now);
        if (locked) return { kind: locked };
        await tx.update(slots).set({ bookedBy: null }).where(eq(slots.bookedBy, id));
        await slotsChanged(tx);
        const [booking] = await tx
          .update(demoBookings)
          .set({ status: 'cancelled', processedAt: now })
          .where(eq(demoBookings.id, id))
          .returning(bookingColumns);
        await after(tx, booking!);
        return { kind: 'done' as const, booking: booking! };
      });
    },

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
