import type { AppInfrastructure } from '../../infrastructure';
import type { AnalyticsService } from './service';

export const TRAFFIC_HOUSEKEEPING_JOB = 'traffic-housekeeping';
/** Hourly, a few minutes past: the day's salt is destroyed within the hour after midnight. */
export const TRAFFIC_HOUSEKEEPING_CRON = '2 * * * *';

/** Salts destroyed, finished days rolled up, old raw views deleted (idempotent; services.ts builds it). */
export function registerAnalyticsJobs({
  jobs,
  analytics,
}: Pick<AppInfrastructure, 'jobs'> & { analytics: AnalyticsService }) {
  jobs.every(TRAFFIC_HOUSEKEEPING_JOB, TRAFFIC_HOUSEKEEPING_CRON, () => analytics.housekeeping(), {
    expireInSeconds: 10 * 60,
  });
}
