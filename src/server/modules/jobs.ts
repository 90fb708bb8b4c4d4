import { registerPrivacyJobs } from './privacy/jobs';
import { registerDemoReminderJobs } from './demo-booking/reminders';
import { registerDemoFollowUpJobs } from './demo-booking/follow-up';
import { registerAnalyticsJobs } from './analytics/jobs';
import { registerAuthJobs } from './auth/jobs';
import { registerKsefJobs } from './invoices/public';

/**
 * What the modules' jobs need together: each register function declares its own deps, and app.ts passes
 * the composition root's, which holds them all. A function needing deps not named here fails to type-check
 * in the list below.
 */
export type ModuleJobsDeps = Parameters<typeof registerPrivacyJobs>[0] &
  Parameters<typeof registerDemoReminderJobs>[0] &
  Parameters<typeof registerDemoFollowUpJobs>[0] &
  Parameters<typeof registerAnalyticsJobs>[0] &
  Parameters<typeof registerAuthJobs>[0] &
  Parameters<typeof registerKsefJobs>[0];

/**
 * Each module's background work (modules/<domain>/jobs.ts), registered by app.ts before the queue starts:
 * a function of its own deps that calls jobs.define(...) and jobs.every(...). See src/server/jobs/README.md.
 */
export const moduleJobs: ((deps: ModuleJobsDeps) => void)[] = [
  registerPrivacyJobs,
  registerDemoReminderJobs,
  registerDemoFollowUpJobs,
  registerAnalyticsJobs,
  registerAuthJobs,
  registerKsefJobs,
];
