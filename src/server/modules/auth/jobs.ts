import type { AppInfrastructure } from '../../infrastructure';
import type { MfaService } from './mfa/service';

export const SIGN_IN_HISTORY_JOB = 'admin-sign-in-history';
/** Daily at 03:40 business time, after the privacy retention; pg-boss runs each tick once across processes. */
export const SIGN_IN_HISTORY_CRON = '40 3 * * *';

export type AuthJobsDeps = Pick<AppInfrastructure, 'jobs' | 'log'> & { mfa: MfaService };

/** The admins' sign-in history kept to the 90 days the Security screen shows (services.ts builds mfa). */
export function registerAuthJobs({ jobs, mfa, log }: AuthJobsDeps) {
  jobs.every(SIGN_IN_HISTORY_JOB, SIGN_IN_HISTORY_CRON, async () => {
    const forgotten = await mfa.forgetOldSignIns();
    if (forgotten > 0) log.info({ forgotten }, 'sign-in history: entries older than 90 days removed');
  });
}
