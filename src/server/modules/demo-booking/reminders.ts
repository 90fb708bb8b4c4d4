import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppInfrastructure } from '../../infrastructure';
import { demoBookings } from '../../db/schema/index';
import { createLinkTokens } from '../../lib/link-tokens';
import { sendToEachClaimed } from './claimed-sweep';
import { manageLinkExpiry, type DemoManageService } from './manage-service';

const HOUR = 60 * 60 * 1000;

/**
 * The two reminders: from how long before the start each is due and until when (the day-before one is not
 * sent once the hour-before one is due), and the column that records it was sent.
 */
export const REMINDERS = {
  '24h': {
    before: 24 * HOUR,
    until: HOUR,
    column: demoBookings.reminder24hSentAt,
    field: 'reminder24hSentAt',
  },
  '1h': { before: HOUR, until: 0, column: demoBookings.reminder1hSentAt, field: 'reminder1hSentAt' },
} as const;
export type ReminderLead = keyof typeof REMINDERS;

/** Statuses that still get reminders; a cancelled (or completed) demo gets none. */
const REMINDED_STATUSES = ['pending', 'confirmed'];

export const REMINDER_SWEEP_JOB = 'demo.reminders';

/**
 * Sends the reminders that are due by the injected clock. A reminder is due from `before` ahead of the start until
 * the start, for a pending or confirmed booking whose time was chosen before that moment (booked 3 hours
 * ahead, nobody needs a "tomorrow" e-mail), and whose slot the operator did not delete. Each booking is
 * claimed with a conditional UPDATE (sent-at IS NULL) in the transaction that queues its e-mail, so with
 * any number of workers sweeping at once each reminder goes out at most once. A moved booking starts
 * afresh (the move clears both columns), so the old time's reminders never go out.
 */
export function createReminderSweep({
  db,
  clock,
  mail,
  demoManage: manage,
}: Pick<AppInfrastructure, 'db' | 'clock' | 'mail'> & { demoManage: DemoManageService }) {
  const links = createLinkTokens(db);

  async function sendDue(lead: ReminderLead): Promise<number> {
    const { before, until, column } = REMINDERS[lead];
    const now = clock.now();
    const dueBy = new Date(now.getTime() + before);
    const notBefore = new Date(now.getTime() + until);
    return sendToEachClaimed(db, {
      candidates: and(
        isNull(column),
        isNull(demoBookings.slotDeletedAt),
        inArray(demoBookings.status, REMINDED_STATUSES),
        gt(demoBookings.selectedSlot, notBefore),
        lte(demoBookings.selectedSlot, dueBy),
        sql`${demoBookings.slotChosenAt} <= ${demoBookings.selectedSlot} - make_interval(secs => ${before / 1000})`,
      ),
      claim: (id) =>
        and(
          eq(demoBookings.id, id),
          isNull(column),
          inArray(demoBookings.status, REMINDED_STATUSES),
          isNull(demoBookings.slotDeletedAt),
          gt(demoBookings.selectedSlot, notBefore),
          lte(demoBookings.selectedSlot, dueBy),
        ),
      set: { [REMINDERS[lead].field]: now },
      send: async (tx, booking) => {
        const token = await links.issue(
          'demo-manage',
          booking.id,
          manageLinkExpiry(booking.selectedSlot),
          tx,
        );
        const visitor = manage.visitorOf(booking);
        await mail.enqueue(tx, {
          template: 'demo-reminder',
          to: visitor.email,
          language: visitor.language,
          related: { kind: 'demo-bookings', id: booking.id },
          readerTimeZone: visitor.visitorTimeZone,
          data: {
            bookingId: booking.id,
            name: booking.name,
            clubName: booking.clubName,
            start: booking.selectedSlot.toISOString(),
            lead,
            status: visitor.status,
            meetingUrl: booking.meetingUrl,
            manageUrl: manage.manageUrl(token, booking.language),
          },
        });
      },
    });
  }

  return {
    /** Both reminders, as due now by the injected clock. */
    async run(): Promise<{ '24h': number; '1h': number }> {
      const oneHour = await sendDue('1h');
      const day = await sendDue('24h');
      return { '24h': day, '1h': oneHour };
    },
  };
}

/** Registered in modules/jobs.ts: every five minutes, in whichever process pg-boss picks. */
export function registerDemoReminderJobs({
  jobs,
  demoReminders,
}: Pick<AppInfrastructure, 'jobs'> & { demoReminders: ReminderSweep }) {
  jobs.every(REMINDER_SWEEP_JOB, '*/5 * * * *', async () => void (await demoReminders.run()));
}
export type ReminderSweep = ReturnType<typeof createReminderSweep>;
