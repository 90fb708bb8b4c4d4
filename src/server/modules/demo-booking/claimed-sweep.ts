import type { SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { demoBookings } from '../../db/schema/index';
import { bookingColumns, type BookingRow } from './manage-booking-row';

/**
 * The demo e-mail sweeps' (reminders, follow-up) one way to send each booking's e-mail at most once with any
 * number of workers sweeping at once: a bounded batch of the `candidates`, the earliest start first (the next
 * tick takes the rest), each claimed with a conditional UPDATE (`set` where `claim` of its id still holds) in
 * the transaction in which `send` then queues its e-mail. A booking another worker claimed first, or that no
 * longer qualifies, is passed over. Resolves with how many were claimed.
 */
export async function sendToEachClaimed(
  db: Database,
  {
    candidates,
    claim,
    set,
    send,
  }: {
    candidates: SQL | undefined;
    claim(id: string): SQL | undefined;
    set: PgUpdateSetSource<typeof demoBookings>;
    send(tx: Tx, booking: BookingRow): Promise<void>;
  },
): Promise<number> {
  const found = await db
    .select({ id: demoBookings.id })
    .from(demoBookings)
    .where(candidates)
    .orderBy(demoBookings.selectedSlot)
    .limit(100);
  let sent = 0;
  for (const { id } of found) {
    const claimed = await db.transaction(async (tx) => {
      const [booking] = (await tx
        .update(demoBookings)
        .set(set)
        .where(claim(id))
        .returning(bookingColumns)) as BookingRow[];
      if (!booking) return false;
      await send(tx, booking);
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}
