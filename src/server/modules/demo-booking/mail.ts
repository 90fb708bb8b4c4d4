import { DEMO_DURATION_MINUTES, type DemoStatus } from '@shared/demo-manage';
import type { Language } from '@shared/language';
import type { Tx } from '../../db/client';
import { demoInvitationDetails } from '../../mail/templates/index';
import type { EventStatus } from '../../mail/ics';
import type { MailService } from '../../mail/mail-service';

export type DemoMail = {
  bookingId: string;
  name: string;
  email: string;
  clubName: string | null;
  start: Date;
  language: Language;
  /** The online meeting's address: in the message and the invitation when set. */
  meetingUrl?: string | null;
  /** The visitor's browser's zone at booking: the message gives the meeting's time in it too. */
  visitorTimeZone?: string | null;
  /** The booking's state as the message leaves: its words and the invitation's STATUS follow it. */
  status: DemoStatus;
} & (
  | { template: 'demo-booking-confirmation'; status: 'pending'; manageUrl: string }
  | { template: 'demo-booking-status'; status: 'confirmed' | 'cancelled'; manageUrl?: string }
  | { template: 'demo-rescheduled'; previousStart: Date; manageUrl: string }
  | { template: 'demo-meeting-link'; changed: boolean; manageUrl: string }
  | { template: 'demo-manage-link'; manageUrl: string }
  | {
      template: 'demo-cancelled';
      status: 'cancelled';
      cause: 'visitor' | 'slot-deleted';
      reason: string | null;
      bookAgainUrl: string;
    }
);

/**
 * The calendar's word for the booking's state (product §4): reserved and waiting for the operator's
 * confirmation is TENTATIVE, confirmed (and done) CONFIRMED, cancelled CANCELLED.
 */
export const DEMO_EVENT_STATUS: Record<DemoStatus, EventStatus> = {
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

/**
 * The booking's calendar event: one UID for life, so the e-mail's attachment and the file the booking's
 * success view and manage page offer are the same event, in the booking's state.
 */
export function demoInvitation(
  mail: MailService,
  demo: Pick<DemoMail, 'bookingId' | 'start' | 'language' | 'name' | 'email' | 'meetingUrl' | 'status'>,
  sequence: number,
) {
  const status = DEMO_EVENT_STATUS[demo.status];
  const cancel = status === 'CANCELLED';
  const details = demoInvitationDetails(demo.language, mail.companyName, demo.status);
  return mail.invitation(
    {
      uid: mail.invitationUid('demo', demo.bookingId),
      sequence,
      method: cancel ? 'CANCEL' : 'REQUEST',
      status,
      start: demo.start,
      durationMinutes: DEMO_DURATION_MINUTES,
      title: details.title,
      description: details.description,
      attendee: { name: demo.name, email: demo.email },
      ...(demo.meetingUrl && !cancel ? { url: demo.meetingUrl } : {}),
    },
    details.filename,
  );
}

/**
 * A message to the visitor about their demo with the calendar invitation attached: the booking's event has
 * one UID for life; each message carries the next SEQUENCE, and a cancellation sends METHOD CANCEL, so the
 * visitor's calendar follows (a changed time reuses it).
 */
export async function enqueueDemoInvitationMail(mail: MailService, tx: Tx, demo: DemoMail) {
  const related = { kind: 'demo-bookings' as const, id: demo.bookingId };
  const invitation = demoInvitation(mail, demo, await mail.nextInvitationSequence(tx, related));
  const data = {
    bookingId: demo.bookingId,
    name: demo.name,
    clubName: demo.clubName,
    start: demo.start.toISOString(),
    meetingUrl: demo.meetingUrl ?? null,
  };
  const request = {
    to: demo.email,
    language: demo.language,
    related,
    attachments: [invitation],
    readerTimeZone: demo.visitorTimeZone ?? null,
  };
  switch (demo.template) {
    case 'demo-booking-confirmation':
      return mail.enqueue(tx, {
        ...request,
        template: demo.template,
        data: { ...data, status: demo.status, manageUrl: demo.manageUrl },
      });
    case 'demo-booking-status':
      return mail.enqueue(tx, {
        ...request,
        template: demo.template,
        data: { ...data, status: demo.status, ...(demo.manageUrl && { manageUrl: demo.manageUrl }) },
      });
    case 'demo-rescheduled':
      return mail.enqueue(tx, {
        ...request,
        template: demo.template,
        data: {
          ...data,
          status: demo.status,
          previousStart: demo.previousStart.toISOString(),
          manageUrl: demo.manageUrl,
        },
      });
    case 'demo-meeting-link':
      return mail.enqueue(tx, {
        ...request,
        template: demo.template,
        data: {
          ...data,
          meetingUrl: demo.meetingUrl ?? '',
          changed: demo.changed,
          status: demo.status,
          manageUrl: demo.manageUrl,
        },
      });
    case 'demo-manage-link':
      return mail.enqueue(tx, {
        ...request,
        template: demo.template,
        data: { ...data, status: demo.status, manageUrl: demo.manageUrl },
      });
    case 'demo-cancelled':
      return mail.enqueue(tx, {
        ...request,
        template: demo.template,
        data: { ...data, cause: demo.cause, reason: demo.reason, bookAgainUrl: demo.bookAgainUrl },
      });
  }
}
