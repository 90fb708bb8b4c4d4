import type { AppInfrastructure } from '../../infrastructure';
import type { PublicFormGuard } from '../../public-forms/guard';
import type { IdempotentWrites } from '../../public-forms/idempotency';
import type { PrivacyService } from './service';

export const RETENTION_JOB = 'privacy-retention';
/** Daily at 03:15 business time, when nobody is filling forms; pg-boss runs each tick once across processes. */
export const RETENTION_CRON = '15 3 * * *';

/**
 * Retention as a daily singleton: anonymise what has expired (by the injected clock), then forget used proof-of-work
 * challenges, week-old refusal counts and the public forms' idempotency keys past their 24 hours.
 * Idempotent: a second run the same day finds nothing to do.
 */
export function registerPrivacyJobs({
  privacy,
  publicFormGuard,
  idempotentWrites,
  jobs,
  log,
}: Pick<AppInfrastructure, 'jobs' | 'log'> & {
  privacy: PrivacyService;
  publicFormGuard: PublicFormGuard;
  idempotentWrites: IdempotentWrites;
}) {
  jobs.every(
    RETENTION_JOB,
    RETENTION_CRON,
    async () => {
      const counts = await privacy.runRetention();
      await publicFormGuard.forgetExpired();
      await idempotentWrites.forgetExpired();
      const total = Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
      if (total > 0) log.info({ counts }, 'retention: personal data anonymised');
    },
    // A first run over a large database can take minutes; the default 45 s lease would start a second one.
    { expireInSeconds: 30 * 60 },
  );
}
