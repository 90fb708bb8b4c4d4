import {
  DEMO_DURATION_MINUTES,
  type DemoRecordResult,
  type DemoRecordUpdate,
  NO_SHOW_ERRORS,
  NO_SHOW_LABEL,
  UPCOMING_DEMOS_DAYS,
  type UpcomingDemo,
} from '@shared/contracts/demo-manage';
import type { AppInfrastructure } from '../../infrastructure';
import type { Tx } from '../../db/client';
import { invalidField, notFound } from '../../lib/http-errors';
import type { LinkTokens } from '../../lib/link-tokens';
import type { SlotsChanged } from '../slots/public';
import { enqueueDemoInvitationMail } from './mail';
import { lockReason, type BookingRow } from './manage-booking-row';
import type { DemoManageRepository } from './manage-repository';
import { HOUR, manageLinkExpiry, type DemoManageViews } from './manage-views';
import { applyDemoStatusChange, type IssueManageUrl } from './status-change';

/**
 * The no-show flag after the operator's save: marked only once the demo has begun (by the app's clock) and
 * never on a demo that is or becomes cancelled; marking again keeps the first time, absent keeps it as it is.
 */
function noShowAfter(before: BookingRow, update: DemoRecordUpdate, now: Date): Date | null {
  if (update.noShow === undefined) return before.noShowAt;
  if (!update.noShow) return null;
  if (update.status === 'cancelled') throw invalidField('noShow', NO_SHOW_ERRORS.cancelled);
  if (before.selectedSlot > now) throw invalidField('noShow', NO_SHOW_ERRORS.notStarted);
  return before.noShowAt ?? now;
}

/** The operator's side of a demo: its dialog, its meeting link, its deleted slot and the coming days. */
export function createDemoManageOperator({
  clock,
  mail,
  slotsChanged,
  links,
  repository,
  issueManageUrl,
  views: { manageUrl, bookAgainUrl, visitorOf },
}: Pick<AppInfrastructure, 'clock' | 'mail'> & {
  slotsChanged: SlotsChanged;
  links: LinkTokens;
  repository: DemoManageRepository;
  issueManageUrl: IssueManageUrl;
  views: DemoManageViews;
}) {
  const statusEffects = { mail, slotsChanged, issueManageUrl };

  /** The meeting link, set or changed, to the visitor of a coming demo with a fresh manage link. */
  async function sendMeetingLink(tx: Tx, booking: BookingRow, changed: boolean) {
    const token = await links.issue('demo-manage', booking.id, manageLinkExpiry(booking.selectedSlot), tx);
    await enqueueDemoInvitationMail(mail, tx, {
      ...visitorOf(booking),
      template: 'demo-meeting-link',
      changed,
      manageUrl: manageUrl(token, booking.language),
    });
  }

  return {
    /**
     * The operator deleted the booking's slot (slots call this in the deletion's transaction). Told, the
     * visitor gets a cancellation with a link to book again.
     */
    async slotDeleted(tx: Tx, bookingId: string, deletion: { notify: boolean; changedBy: string }) {
      const booking = await repository.markSlotDeleted(tx, bookingId, { ...deletion, at: clock.now() });
      if (!booking || !deletion.notify) return;
      await enqueueDemoInvitationMail(mail, tx, {
        ...visitorOf(booking),
        template: 'demo-cancelled',
        status: 'cancelled',
        cause: 'slot-deleted',
        reason: null,
        bookAgainUrl: bookAgainUrl(booking.language),
      });
    },

    /**
     * The operator sets, changes or clears the meeting link. A set or changed link goes to the
     * visitor at once with the updated invitation — for a pending or confirmed demo still to come; the
     * history notes every change.
     */
    async setMeetingUrl(id: string, meetingUrl: string | null, changedBy: string) {
      const now = clock.now();
      const outcome = await repository.setMeetingUrl(id, meetingUrl, async (tx, previous, booking) => {
        if (previous === meetingUrl) return false;
        await repository.audit(tx, {
          recordId: booking.id,
          fromStatus: booking.status,
          toStatus: booking.status,
          detail: meetingUrl ? `Link do spotkania: ${meetingUrl}` : 'Link do spotkania usunięty.',
          changedBy,
          at: now,
        });
        if (!meetingUrl || lockReason(booking, now)) return false;
        await sendMeetingLink(tx, booking, previous !== null);
        return true;
      });
      if (!outcome) throw notFound('Nie znaleziono rekordu');
      return { meetingUrl: outcome.booking.meetingUrl, mailed: outcome.effect };
    },

    /**
     * The demo's one dialog: status, notes, meeting link and the no-show flag saved in one transaction with
     * one line of history, and at most one e-mail to the visitor: a confirmation or cancellation carries the
     * link as it is now; otherwise a set or changed link of a coming demo is sent with the updated invitation.
     */
    async updateRecord(id: string, update: DemoRecordUpdate, changedBy: string): Promise<DemoRecordResult> {
      const now = clock.now();
      const outcome = await repository.updateRecord(
        id,
        (before) => ({
          status: update.status,
          adminNotes: update.adminNotes ?? null,
          meetingUrl: update.meetingUrl,
          noShowAt: noShowAfter(before, update, now),
          followUpOff: update.followUp === undefined ? undefined : !update.followUp,
        }),
        async (tx, before, booking): Promise<DemoRecordResult['mailed']> => {
          const linkChanged = before.meetingUrl !== booking.meetingUrl;
          const details = [
            linkChanged &&
              (booking.meetingUrl
                ? `Link do spotkania: ${booking.meetingUrl}`
                : 'Link do spotkania usunięty.'),
            !before.noShowAt && booking.noShowAt && `Oznaczono: ${NO_SHOW_LABEL}`,
            before.noShowAt && !booking.noShowAt && `Cofnięto: ${NO_SHOW_LABEL}`,
            before.followUpOff !== booking.followUpOff &&
              (booking.followUpOff
                ? 'Podziękowanie po prezentacji wyłączone.'
                : 'Podziękowanie po prezentacji włączone.'),
          ].filter((detail): detail is string => typeof detail === 'string');
          await repository.audit(tx, {
            recordId: booking.id,
            fromStatus: before.status,
            toStatus: booking.status,
            adminNotes: update.adminNotes ?? null,
            detail: details.length > 0 ? details.join(' · ') : null,
            changedBy,
            at: now,
          });
          const change = { from: before.status, to: booking.status };
          if (change.from !== change.to && (await applyDemoStatusChange(tx, booking, change, statusEffects)))
            return 'status';
          if (!linkChanged || !booking.meetingUrl || lockReason(booking, now)) return null;
          await sendMeetingLink(tx, booking, before.meetingUrl !== null);
          return 'meeting-link';
        },
      );
      if (!outcome) throw notFound('Nie znaleziono rekordu');
      const { booking, effect } = outcome;
      return {
        status: booking.status,
        adminNotes: update.adminNotes ?? null,
        meetingUrl: booking.meetingUrl,
        followUp: !booking.followUpOff,
        noShow: booking.noShowAt !== null,
        mailed: effect,
      };
    },

    /** 'Najbliższe prezentacje': booked demos from an hour ago (one may be running) to 7 days ahead. */
    async upcoming(): Promise<UpcomingDemo[]> {
      const now = clock.now();
      const rows = await repository.between(
        new Date(now.getTime() - DEMO_DURATION_MINUTES * 60_000),
        new Date(now.getTime() + UPCOMING_DEMOS_DAYS * 24 * HOUR),
      );
      return rows.map((row) => ({
        id: row.id,
        selectedSlot: row.selectedSlot.toISOString(),
        name: row.name,
        email: row.email,
        clubName: row.clubName,
        status: row.status,
        slotDeleted: row.slotDeletedAt !== null,
      }));
    },
  };
}
