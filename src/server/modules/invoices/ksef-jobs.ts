import type { AppInfrastructure } from '../../infrastructure';
import type { KsefSender } from './ksef-sender';
import { KSEF_SEND_JOB } from './service';

/** Every worker process looks this often for invoices that came due without a wake-up (retries, offline). */
export const KSEF_SWEEP_JOB = 'ksef.sweep';
export const KSEF_SWEEP_SECONDS = 10;
/** A run claims no new batch after this, so it ends well within its expiry; the sweep goes on. */
const RUN_BUDGET_MS = 30_000;

/**
 * Sending to KSeF runs on two triggers, as e-mail does (src/server/jobs/README.md): the wake-up job of the
 * issuing transaction and a sweep in every worker process. Both only call sendDue(), which claims invoices
 * exclusively; the sweep also tells the operators of offline invoices at their deadline.
 */
export function registerKsefJobs({
  jobs,
  ksefSender,
}: Pick<AppInfrastructure, 'jobs'> & { ksefSender: KsefSender }) {
  const send = async () => void (await ksefSender.sendDue({ budgetMs: RUN_BUDGET_MS }));
  jobs.define(KSEF_SEND_JOB, send, { policy: 'stately', retryLimit: 0, expireInSeconds: 120 });
  jobs.poll(KSEF_SWEEP_JOB, KSEF_SWEEP_SECONDS, async () => {
    await ksefSender.sendDue({ budgetMs: RUN_BUDGET_MS });
    await ksefSender.notifyDeadlines();
  });
}
