import type { Jobs } from '../jobs/jobs';
import { DELIVER_JOB, SWEEP_JOB, type MailService } from './mail-service';

/** How often every worker process looks for mail that came due without a wake-up (retries, lapsed leases). */
export const SWEEP_SECONDS = 5;
/** A run claims no new batch after this: it ends well within the job's expiry (jobs.ts), the sweep goes on. */
const RUN_BUDGET_MS = 20_000;

/**
 * Delivery runs on two triggers: a wake-up job queued in the same transaction as each message (at most one
 * waiting, so a burst of messages is one run), and a sweep every SWEEP_SECONDS in every worker process for
 * retries after backoff and for anything a killed process left behind (its leases lapse within LEASE_MS,
 * mail-service.ts; the sweep has no job a dead process could hold). Both only call deliverDue(), which
 * claims messages exclusively.
 */
export function registerMailJobs(jobs: Jobs, mail: MailService) {
  const deliver = async () => void (await mail.deliverDue({ budgetMs: RUN_BUDGET_MS }));
  jobs.define(DELIVER_JOB, deliver, { policy: 'stately', retryLimit: 0 });
  jobs.poll(SWEEP_JOB, SWEEP_SECONDS, deliver);
}
