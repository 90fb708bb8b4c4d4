import type { Jobs } from '../jobs/jobs';
import { DELIVER_JOB, SWEEP_JOB, type MailService } from './mail-service';

/**
 * Delivery runs on two triggers: a wake-up job queued in the same transaction as each message (at most one
 * waiting, so a burst of messages is one run), and a sweep every minute for retries after backoff and for
 * anything a killed process left behind. Both only call deliverDue(), which claims messages exclusively.
 */
export function registerMailJobs(jobs: Jobs, mail: MailService) {
  jobs.define(DELIVER_JOB, async () => void (await mail.deliverDue()), { policy: 'stately', retryLimit: 0 });
  jobs.every(SWEEP_JOB, '* * * * *', async () => void (await mail.deliverDue()));
}
