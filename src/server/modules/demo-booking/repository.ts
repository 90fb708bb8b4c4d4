import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { demoBookings, slots, type LeadAttribution } from '../../db/schema/index';
import { bookingRuleRefusalIn, type SlotsChanged } from '../slots/public';
import type { BookingRuleRefusal } from '@shared/booking-rules';

export type NewDemoBooking = LeadAttribution & {
  name: string;
  email: string;
  phone: string | null;
  clubName: string | null;
  memberCount: number | null;
  preferredDate: string;
  selectedSlot: Date;
  language: string;
  noticeVersion: string;
  noticeSeenAt: Date;
  slotChosenAt: Date;
  meetingUrl: string | null;
};

export type BookedDemo = { id: string; status: string; preferredDate: string; selectedSlot: Date };

export type BookingOutcome =
  | { kind: 'booked'; booking: BookedDemo }
  | { kind: 'missing' | 'taken' | 'past' | BookingRuleRefusal }
  /** The address already holds an upcoming demo: `existingId` is that booking. */
  | { kind: 'email-has-booking'; existingId: string };

/** The statuses of a demo that still holds its time: an address may hold one such upcoming demo. */
export const HOLDING_STATUSES = ['pending', 'confirmed'];

/** Thrown inside the transaction to roll it back: the booking row goes away with it. */
class SlotUnavailable extends Error {
  constructor(
    readonly reason: 'missing' | 'taken' | 'past' | 'email-has-booking' | BookingRuleRefusal,
    readonly existingId = '',
  ) {
    super(reason);
  }
}

/** `now` is the app's clock: "upcoming" and "past" mean the same here as in the inbox and the reminders. */
export function createDemoBookingRepository(
  db: Database,
  slotsChanged: SlotsChanged,
  now: () => Date,
  timeZone: string,
) {
  return {
    /**
     * One transaction (product §7, Decided: atomically): store the booking, then claim the slot with a
     * conditional update. PostgreSQL row locking makes the update the referee: of two racing visitors the
     * second waits for the first, re-reads the row, finds booked_by set and updates nothing, so exactly one
     * wins on any number of server processes. The loser's booking row is rolled back with its transaction.
     * `first` runs before anything else in it (the per-address count: a throw there refuses the booking).
     */
    async bookSlot(
      values: NewDemoBooking,
      andThen: (tx: Tx, booking: BookedDemo) => Promise<void>,
      first: (tx: Tx) => Promise<void> = async () => {},
    ): Promise<BookingOutcome> {
      try {
        const booking = await db.transaction(async (tx) => {
          await first(tx);
          // One upcoming demo per address, race-safe: two bookings for one address queue up on this
          // transaction-scoped lock, so the second sees the first (committed) before it inserts.
          const address = values.email.toLowerCase();
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`demo-email:${address}`}))`);
          const [held] = await tx
            .select({ id: demoBookings.id })
            .from(demoBookings)
            .where(
              and(
                sql`lower(${demoBookings.email}) = ${address}`,
                inArray(demoBookings.status, HOLDING_STATUSES),
                gt(demoBookings.selectedSlot, now()),
                // A demo marked 'Nie pojawił się' never holds the address: the visitor may book again.
                isNull(demoBookings.noShowAt),
              ),
            )
            .limit(1);
          if (held) throw new SlotUnavailable('email-has-booking', held.id);
          const [created] = await tx.insert(demoBookings).values(values).returning({
            id: demoBookings.id,
            status: demoBookings.status,
            preferredDate: demoBookings.preferredDate,
            selectedSlot: demoBookings.selectedSlot,
          });
          const [claimed] = await tx
            .update(slots)
            .set({ bookedBy: created!.id })
            .where(
              and(eq(slots.datetime, values.selectedSlot), isNull(slots.bookedBy), gt(slots.datetime, now())),
            )
            .returning({ id: slots.id });
          if (!claimed) {
            const [slot] = await tx
              .select({ bookedBy: slots.bookedBy })
              .from(slots)
              .where(eq(slots.datetime, values.selectedSlot));
            throw new SlotUnavailable(!slot ? 'missing' : slot.bookedBy ? 'taken' : 'past');
          }
          // The operator's booking rules, with the slot claimed: a refusal rolls the claim back.
          const refused = await bookingRuleRefusalIn(tx, {
            start: values.selectedSlot,
            bookingId: created!.id,
            now: now(),
            timeZone,
          });
          if (refused) throw new SlotUnavailable(refused);
          await slotsChanged(tx);
          // What the booking causes (its manage link, its e-mails) commits or rolls back with it.
          await andThen(tx, created!);
          return created!;
        });
        return { kind: 'booked', booking };
      } catch (error) {
        if (error instanceof SlotUnavailable) {
          return error.reason === 'email-has-booking'
            ? { kind: error.reason, existingId: error.existingId }
            : { kind: error.reason };
        }
        throw error;
      }
    },
  };
}
