import {
  DEMO_BOOKING_ERRORS,
  type DemoBookingCreated,
  type DemoBookingRequest,
} from '@shared/contracts/demo';
import type { Language } from '@shared/language';
import { formatSlotDateTime } from '@shared/slot-rules';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { conflict, invalidField, notFound, tooManyRequests } from '../../lib/http-errors';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter';
import { createDemoBookingRepository } from './repository';
import { createDemoManageService } from './manage-service';

/**
 * Successful bookings per client IP: enough for a real club (and a second try after a mistake), too few
 * for a script to book out the operator's whole calendar. Refusals (409/404) do not count.
 */
export const BOOKINGS_PER_IP: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

const blankToNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

export function createDemoBookingService(db: Database, timeZone: string, clock: Clock) {
  const repository = createDemoBookingRepository(db);
  const manage = createDemoManageService({ db, clock, timeZone });
  const limiter = createRateLimiter(db);
  return {
    /** Books the slot or refuses with nothing stored: 404 no such slot, 409 taken or already past. */
    async book(request: DemoBookingRequest, language: Language, ip: string): Promise<DemoBookingCreated> {
      const ipKey = `demo-booking:ip:${ip}`;
      const attempts = await limiter.check(ipKey, BOOKINGS_PER_IP);
      if (attempts.count >= BOOKINGS_PER_IP.limit) throw tooManyRequests(attempts.retryAfterSeconds);
      const selectedSlot = new Date(request.selectedSlot);
      // The text the operator reads must be the very slot the visitor took, in the business zone.
      if (formatSlotDateTime(selectedSlot, timeZone) !== request.preferredDate) {
        throw invalidField('preferredDate', DEMO_BOOKING_ERRORS.preferredDateMismatch);
      }
      const outcome = await repository.bookSlot(
        {
          name: request.name,
          email: request.email,
          phone: blankToNull(request.phone),
          clubName: blankToNull(request.clubName),
          preferredDate: request.preferredDate,
          selectedSlot,
          language,
          slotChosenAt: clock.now(),
        },
        async (tx, booking) => {
          await manage.issueLink(tx, booking.id, booking.selectedSlot);
        },
      );
      switch (outcome.kind) {
        case 'booked':
          await limiter.hit(ipKey, BOOKINGS_PER_IP);
          return { ...outcome.booking, selectedSlot: outcome.booking.selectedSlot.toISOString() };
        case 'missing':
          throw notFound(DEMO_BOOKING_ERRORS.slotMissing);
        case 'taken':
          throw conflict(DEMO_BOOKING_ERRORS.slotTaken);
        case 'past':
          throw conflict(DEMO_BOOKING_ERRORS.slotPast);
      }
    },
  };
}
