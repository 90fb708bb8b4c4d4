import { createEvent } from 'ics';

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export type Invitation = {
  /** Stable per booking (e.g. `demo-<bookingId>@<host>`): a later update or cancellation names the same event. */
  uid: string;
  /** 0 for the first invitation; every update or cancellation of the same UID sends a higher number. */
  sequence: number;
  method: CalendarMethod;
  start: Date;
  durationMinutes: number;
  title: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  url?: string;
};

/**
 * An iCalendar invitation (RFC 5546): METHOD REQUEST adds or updates the event in the attendee's calendar,
 * METHOD CANCEL with the same UID and a higher SEQUENCE removes it. Times are written in UTC.
 */
export function buildInvitation(invitation: Invitation): string {
  const { error, value } = createEvent({
    productId: 'strzelnica-cloud/mail',
    method: invitation.method,
    uid: invitation.uid,
    sequence: invitation.sequence,
    start: invitation.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: invitation.durationMinutes },
    title: invitation.title,
    description: invitation.description,
    status: invitation.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: invitation.organizer,
    attendees: [
      {
        name: invitation.attendee.name,
        email: invitation.attendee.email,
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
    ...(invitation.url ? { url: invitation.url } : {}),
  });
  if (error || !value) throw error ?? new Error('ics: no calendar produced');
  return value;
}
