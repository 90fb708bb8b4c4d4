import { randomBytes } from 'node:crypto';
import {
  DEMO_BOOKING_ERRORS,
  DEMO_EMAIL_HAS_BOOKING,
  type DemoBookingCreated,
  type DemoBookingRequest,
} from '@shared/contracts/demo';
import type { Language } from '@shared/language';
import { zoneWords } from '@shared/date-format';
import { formatSlotDateTime } from '@shared/slot-rules';
import { demoManageApiPath } from '@shared/demo-manage';
import type { AppInfrastructure } from '../../infrastructure';
import type { Tx } from '../../db/client';
import type { LeadAttribution } from '../../db/schema/index';
import { conflict, invalidField, notFound, tooManyRequests } from '../../lib/http-errors';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter';
import { enqueueDemoInvitationMail } from './mail';
import type { DemoManageService } from './manage-service';
import { slotsChangedIn } from '../slots/public';
import { createDemoBookingRepository, type BookedDemo } from './repository';

/**
 * Successful bookings per client IP: enough for a real club (and a second try after a mistake), too few
 * for a script to book out the operator's whole calendar. Refusals (409/404) do not count.
 */
export const BOOKINGS_PER_IP: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

/**
 * A second booking from an address re-sends the first one's manage link to that address; at most this
 * often, so the refusal cannot be used to flood someone's mailbox. The answer is the same either way.
 */
export const MANAGE_LINK_RESENDS_PER_ADDRESS: RateLimitRule = { limit: 3, windowSeconds: 60 * 60 };

const blankToNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

export type DemoBookingDeps = Pick<AppInfrastructure, 'db' | 'mail' | 'clock' | 'config' | 'sharedCache'> & {
  demoManage: DemoManageService;
};

export function createDemoBookingService({
  db,
  mail,
  clock,
  config,
  sharedCache,
  demoManage: manage,
}: DemoBookingDeps) {
  const timeZone = config.businessTimeZone;
  const repository = createDemoBookingRepository(
    db,
    slotsChangedIn(sharedCache),
    () => clock.now(),
    timeZone,
  );
  const limiter = createRateLimiter(db);
  // 128 random bits: a meeting room nobody can guess from another booking's.
  const newMeetingUrl = () =>
    config.meetingUrlTemplate?.replaceAll('{token}', randomBytes(16).toString('hex')) ?? null;

  /** The demo the address already has: its manage link again, to that address only. */
  async function resendManageLink(existingId: string, email: string) {
    const key = `demo-booking:resend:${email.toLowerCase()}`;
    await db.transaction(async (tx) => {
      // Counted first, in the transaction of the e-mail it allows: concurrent requests queue on the
      // counter row, so exactly the limit are mailed.
      const sent = await limiter.hit(key, MANAGE_LINK_RESENDS_PER_ADDRESS, tx);
      if (sent.count > MANAGE_LINK_RESENDS_PER_ADDRESS.limit) return;
      const existing = await manage.find(existingId, tx);
      if (!existing) return;
      const token = await manage.issueLink(tx, existing.id, existing.selectedSlot);
      await enqueueDemoInvitationMail(mail, tx, {
        ...manage.visitorOf(existing),
        template: 'demo-manage-link',
        manageUrl: manage.manageUrl(token, existing.language),
      });
    });
  }

  return {
    /** Books the slot or refuses with nothing stored: 404 no such slot, 409 taken or already past. */
    async book(
      request: DemoBookingRequest,
      language: Language,
      ip: string,
      attribution: LeadAttribution,
    ): Promise<DemoBookingCreated> {
      // The visitor saw the privacy notice when sending the form.
      const noticeSeenAt = clock.now();
      const ipKey = `demo-booking:ip:${ip}`;
      const selectedSlot = new Date(request.selectedSlot);
      // The text the operator reads must be the very slot the visitor took, in the business zone.
      if (formatSlotDateTime(selectedSlot, timeZone) !== request.preferredDate) {
        throw invalidField('preferredDate', DEMO_BOOKING_ERRORS.preferredDateMismatch);
      }
      const booking = {
        name: request.name,
        email: request.email,
        phone: blankToNull(request.phone),
        clubName: blankToNull(request.clubName),
        memberCount: request.memberCount ?? null,
        preferredDate: request.preferredDate,
        selectedSlot,
        language,
        visitorTimeZone: request.visitorTimeZone ?? null,
        noticeVersion: request.noticeVersion,
        noticeSeenAt,
        slotChosenAt: clock.now(),
        meetingUrl: newMeetingUrl(),
        ...attribution,
      };
      // Counted first in the booking's own transaction: a refused or failed booking takes its count back
      // with it, and concurrent bookings from one address queue on the counter row (exactly the limit pass).
      const countBooking = async (tx: Tx) => {
        const booked = await limiter.hit(ipKey, BOOKINGS_PER_IP, tx);
        if (booked.count > BOOKINGS_PER_IP.limit) throw tooManyRequests(booked.retryAfterSeconds);
      };
      let issued = '';
      const confirm = async (tx: Tx, { id }: BookedDemo) => {
        // The visitor's manage link exists only in this e-mail and the answer: the database keeps its hash.
        const token = await manage.issueLink(tx, id, selectedSlot);
        issued = token;
        await enqueueDemoInvitationMail(mail, tx, {
          template: 'demo-booking-confirmation',
          status: 'pending',
          bookingId: id,
          name: booking.name,
          email: booking.email,
          clubName: booking.clubName,
          start: selectedSlot,
          language,
          manageUrl: manage.manageUrl(token, language),
          meetingUrl: booking.meetingUrl,
          visitorTimeZone: booking.visitorTimeZone,
        });
        await mail.notifyOperators(tx, {
          kind: 'demo-bookings',
          recordId: id,
          headline: `${request.preferredDate}, ${booking.clubName ?? booking.name}`,
          fields: [
            { label: 'Termin', value: `${request.preferredDate} (${zoneWords(timeZone)})` },
            { label: 'Imię i nazwisko', value: booking.name },
            { label: 'Email', value: booking.email },
            { label: 'Telefon', value: booking.phone },
            { label: 'Klub', value: booking.clubName },
            { label: 'Liczba członków', value: booking.memberCount?.toString() ?? null },
            { label: 'Język', value: language === 'en' ? 'angielski' : 'polski' },
            { label: 'Link do spotkania', value: booking.meetingUrl },
          ],
        });
      };
      const outcome = await repository.bookSlot(booking, confirm, countBooking);
      switch (outcome.kind) {
        case 'booked':
          return {
            ...outcome.booking,
            selectedSlot: outcome.booking.selectedSlot.toISOString(),
            manageUrl: manage.manageUrl(issued, language),
            invitationUrl: `${demoManageApiPath(issued)}/invitation.ics`,
            meetingUrl: booking.meetingUrl,
          };
        case 'missing':
          throw notFound(DEMO_BOOKING_ERRORS.slotMissing);
        case 'taken':
          throw conflict(DEMO_BOOKING_ERRORS.slotTaken);
        case 'past':
          throw conflict(DEMO_BOOKING_ERRORS.slotPast);
        case 'too-soon':
          throw conflict(DEMO_BOOKING_ERRORS.slotTooSoon);
        case 'buffer':
          throw conflict(DEMO_BOOKING_ERRORS.slotUnavailable);
        case 'day-full':
          throw conflict(DEMO_BOOKING_ERRORS.dayFull);
        case 'email-has-booking':
          await resendManageLink(outcome.existingId, booking.email);
          throw conflict(DEMO_EMAIL_HAS_BOOKING[language], { email: DEMO_EMAIL_HAS_BOOKING[language] });
      }
    },
  };
}
export type DemoBookingService = ReturnType<typeof createDemoBookingService>;
