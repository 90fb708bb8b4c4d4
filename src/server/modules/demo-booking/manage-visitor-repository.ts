import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { BookingRuleRefusal } from '@shared/booking-rules';
import type { DemoLockReason } from '@shared/contracts/demo-manage';
import type { Database, Tx } from '../../db/client';
import { demoBookings, slots } from '../../db/schema/index';
import { bookingRuleRefusalIn, type SlotsChanged } from '../slots/public';
import { bookingColumns, lockBooking, lockReason, type BookingRow } from './manage-booking-row';

export type ChangeRefusal = 'missing-booking' | DemoLockReason;
export type MoveRefusal =
  ChangeRefusal | 'same' | 'slot-missing' | 'slot-taken' | 'slot-past' | BookingRuleRefusal;

/** Rolls a move back when the booking rules refuse it. */
class MoveRefused extends Error {
  constructor(readonly reason: BookingRuleRefusal) {
    super(reason);
  }
}

/** The visitor's own changes through the manage link: a move to another slot, a cancellation. */
export function createDemoVisitorChangesRepository(
  db: Database,
  slotsChanged: SlotsChanged,
  timeZone: string,
) {
  return {
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
  };
}
