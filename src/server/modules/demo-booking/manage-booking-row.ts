import { eq } from 'drizzle-orm';
import type { DemoLockReason } from '@shared/contracts/demo-manage';
import type { Tx } from '../../db/client';
import { demoBookings } from '../../db/schema/index';

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

/** The statuses after which the visitor's link only shows the booking. */
const FINAL_STATUSES: Record<string, DemoLockReason> = { cancelled: 'cancelled', completed: 'completed' };

export function lockReason(
  booking: Pick<BookingRow, 'status' | 'selectedSlot'>,
  now: Date,
): DemoLockReason | null {
  return FINAL_STATUSES[booking.status] ?? (booking.selectedSlot <= now ? 'past' : null);
}

/** The booking's row, locked for the caller's transaction (two changes of one booking queue up). */
export async function lockBooking(tx: Tx, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx
    .select(bookingColumns)
    .from(demoBookings)
    .where(eq(demoBookings.id, id))
    .for('update');
  return row;
}
