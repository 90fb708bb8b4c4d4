import { and, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import { DEMO_DURATION_MINUTES } from '@shared/demo-manage';
import { planForMemberCount } from '@shared/pricing/catalogue';
import type { AppInfrastructure } from '../../infrastructure';
import { demoBookings } from '../../db/schema/index';
import { sendToEachClaimed } from './claimed-sweep';
import { auditDemo } from './manage-repository';
import type { DemoManageService } from './manage-service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The thank-you goes out an hour after the demo's end. */
export const FOLLOW_UP_AFTER_END = HOUR;
/**
 * Until when a missed follow-up is still sent (the queue was down): a thank-you a week late reads odd, and
 * demos that ended before this feature existed must not all be thanked on its first run.
 */
export const FOLLOW_UP_LATEST = 3 * 24 * HOUR;
const DEMO_LENGTH = DEMO_DURATION_MINUTES * MINUTE;

/** Who the record's history names for the follow-up. */
export const FOLLOW_UP_ACTOR = 'System (podziękowanie po prezentacji)';
export const FOLLOW_UP_HISTORY = 'Wysłano podziękowanie po prezentacji.';

export const FOLLOW_UP_SWEEP_JOB = 'demo.follow-up';

/**
 * Sends the thank-you e-mail an hour after each demo's end (by the injected clock), in the booking's language, with the
 * order link of the plan that fits the member count given. Not for a cancelled demo, one whose slot the
 * operator deleted, one marked as a no-show, one the operator turned the follow-up off for, or an anonymised
 * one. Each booking is claimed with a conditional UPDATE (follow_up_sent_at IS NULL and every condition again)
 * in the transaction that queues its e-mail and writes its history line, as the reminders are
 * (reminders.ts): with any number of workers sweeping at once it goes out at most once, and the outbox
 * retries the delivery until SMTP takes it.
 */
export function createFollowUpSweep({
  db,
  clock,
  mail,
  demoManage: manage,
}: Pick<AppInfrastructure, 'db' | 'clock' | 'mail'> & { demoManage: DemoManageService }) {
  /** The conditions, checked by the search and again by the claim (the operator may change them meanwhile). */
  const due = (now: Date) => {
    // start + length + 1 h <= now, and not more than FOLLOW_UP_LATEST later than that.
    const startedBy = new Date(now.getTime() - DEMO_LENGTH - FOLLOW_UP_AFTER_END);
    const startedAfter = new Date(startedBy.getTime() - FOLLOW_UP_LATEST);
    return and(
      isNull(demoBookings.followUpSentAt),
      eq(demoBookings.followUpOff, false),
      isNull(demoBookings.noShowAt),
      ne(demoBookings.status, 'cancelled'),
      isNull(demoBookings.slotDeletedAt),
      isNull(demoBookings.anonymizedAt),
      lte(demoBookings.selectedSlot, startedBy),
      gt(demoBookings.selectedSlot, startedAfter),
    );
  };

  return {
    /** The follow-ups due now by the injected clock; how many were queued. */
    async run(): Promise<number> {
      const now = clock.now();
      return sendToEachClaimed(db, {
        candidates: due(now),
        claim: (id) => and(eq(demoBookings.id, id), due(now)),
        set: { followUpSentAt: now },
        send: async (tx, booking) => {
          const visitor = manage.visitorOf(booking);
          await mail.enqueue(tx, {
            template: 'demo-follow-up',
            to: visitor.email,
            language: visitor.language,
            related: { kind: 'demo-bookings', id: booking.id },
            data: {
              bookingId: booking.id,
              name: booking.name,
              clubName: booking.clubName,
              start: booking.selectedSlot.toISOString(),
              memberCount: booking.memberCount,
              plan: planForMemberCount(booking.memberCount),
            },
          });
          await auditDemo(tx, {
            recordId: booking.id,
            fromStatus: booking.status,
            toStatus: booking.status,
            detail: FOLLOW_UP_HISTORY,
            changedBy: FOLLOW_UP_ACTOR,
            at: now,
          });
        },
      });
    },
  };
}

/** Registered in modules/jobs.ts: every five minutes, in whichever process pg-boss picks. */
export function registerDemoFollowUpJobs({
  jobs,
  demoFollowUps,
}: Pick<AppInfrastructure, 'jobs'> & { demoFollowUps: FollowUpSweep }) {
  jobs.every(FOLLOW_UP_SWEEP_JOB, '*/5 * * * *', async () => void (await demoFollowUps.run()));
}
export type FollowUpSweep = ReturnType<typeof createFollowUpSweep>;
