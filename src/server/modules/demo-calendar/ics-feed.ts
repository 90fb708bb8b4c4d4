import { createEvents, type EventAttributes } from 'ics';
import { DEMO_DURATION_MINUTES } from '@shared/demo-manage';
import { icsCalendar, icsText } from '../../mail/ics';
import type { FeedBooking } from './repository';

/** One event identity per booking, shared by the visitor's invitations and the operator's feed. */
export const demoEventUid = (bookingId: string, publicUrl: string) =>
  `demo-${bookingId}@${new URL(publicUrl).hostname}`;

type FeedOptions = { publicUrl: string; adminBookingUrl(id: string): string };

/**
 * The operator's subscribed calendar (RFC 5545): each booked demo with the same UID as the visitor's
 * invitation, pending ones as TENTATIVE (a subscription is read whole each time: no SEQUENCE needed). The person's details are in the description: the
 * feed is private to the operator who holds its secret address. The person is named in text values, not
 * as an ATTENDEE: this is the operator's own published calendar, not a scheduling message. The values go
 * through the same RFC 5545 helpers as the e-mailed invitation (mail/ics.ts).
 */
export function renderDemoFeed(bookings: FeedBooking[], { publicUrl, adminBookingUrl }: FeedOptions): string {
  const events: EventAttributes[] = bookings.map((booking) => ({
    uid: demoEventUid(booking.id, publicUrl),
    start: booking.selectedSlot.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: DEMO_DURATION_MINUTES },
    title: icsText(`Prezentacja: ${booking.clubName ?? booking.name}`),
    description: icsText(
      [
        `Osoba: ${booking.name}`,
        `E-mail: ${booking.email}`,
        booking.phone ? `Telefon: ${booking.phone}` : null,
        booking.clubName ? `Klub: ${booking.clubName}` : null,
        `Status: ${booking.status}`,
        `Rezerwacja: ${adminBookingUrl(booking.id)}`,
      ]
        .filter(Boolean)
        .join('\n'),
    ),
    url: adminBookingUrl(booking.id),
    status: booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
    busyStatus: 'BUSY',
  }));
  return icsCalendar(
    createEvents(events, {
      productId: 'strzelnica-cloud/demo-feed',
      calName: 'Prezentacje Strzelnica Cloud',
    }),
  );
}
