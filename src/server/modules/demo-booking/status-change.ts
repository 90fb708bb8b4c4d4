import { isLanguage } from '@shared/language';
import type { Tx } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import type { MailService } from '../../mail/mail-service';
import type { SlotsChanged } from '../slots/public';
import { enqueueDemoInvitationMail } from './mail';
import { followStatusWithSlot, SLOT_RETAKEN } from './manage-repository';

export type DemoStatusSubject = {
  id: string;
  name: string;
  email: string;
  clubName: string | null;
  selectedSlot: Date;
  language: string;
  meetingUrl: string | null;
  /** The visitor's browser's zone at booking, when the caller's row has it. */
  visitorTimeZone?: string | null;
};

/** A fresh manage link of the booking (its e-mail carries it), issued in `tx`. */
export type IssueManageUrl = (
  tx: Tx,
  booking: { id: string; selectedSlot: Date; language: string },
) => Promise<string>;

/**
 * What the operator's status change of a demo causes, in the change's transaction, wherever it is made (the
 * inbox's status, a bulk change, the demo's own dialog): the slot follows the status (409 when a cancelled
 * demo's slot was taken meanwhile), and a confirmation or cancellation is e-mailed to the visitor with the
 * updated invitation and the meeting link as it is now. True when an e-mail went out.
 */
export async function applyDemoStatusChange(
  tx: Tx,
  booking: DemoStatusSubject,
  change: { from: string; to: string },
  {
    mail,
    slotsChanged,
    issueManageUrl,
  }: { mail: MailService; slotsChanged: SlotsChanged; issueManageUrl: IssueManageUrl },
): Promise<boolean> {
  if ((await followStatusWithSlot(tx, booking, change, slotsChanged)) === 'taken')
    throw conflict(SLOT_RETAKEN);
  if (change.to !== 'confirmed' && change.to !== 'cancelled') return false;
  await enqueueDemoInvitationMail(mail, tx, {
    template: 'demo-booking-status',
    status: change.to,
    // A confirmed demo may still be moved or cancelled by the visitor: the message says where.
    ...(change.to === 'confirmed' && { manageUrl: await issueManageUrl(tx, booking) }),
    bookingId: booking.id,
    name: booking.name,
    email: booking.email,
    clubName: booking.clubName,
    start: booking.selectedSlot,
    language: isLanguage(booking.language) ? booking.language : 'pl',
    meetingUrl: booking.meetingUrl,
    visitorTimeZone: booking.visitorTimeZone ?? null,
  });
  return true;
}
