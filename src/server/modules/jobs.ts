import type { AppDeps } from '../app-deps';
import { registerPrivacyJobs } from './privacy/jobs';
import { registerDemoReminderJobs } from './demo-booking/reminders';
import { registerDemoFollowUpJobs } from './demo-booking/follow-up';
import { registerAnalyticsJobs } from './analytics/jobs';
import { registerAuthJobs } from './auth/jobs';
import { registerKsefJobs } from './invoices/public';

/**
 * Each module's background work (modules/<domain>/jobs.ts), registered by app.ts before the queue starts:
 * a function of the app's deps (app-deps.ts) that calls jobs.define(...) and jobs.every(...). See src/server/jobs/README.md.
 */
export const moduleJobs: ((deps: AppDeps) => void)[] = [
  registerPrivacyJobs,
  registerDemoReminderJobs,
  registerDemoFollowUpJobs,
  registerAnalyticsJobs,
  registerAuthJobs,
  registerKsefJobs,
];
