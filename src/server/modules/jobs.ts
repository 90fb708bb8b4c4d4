import type { FastifyInstance } from 'fastify';
import { registerPrivacyJobs } from './privacy/jobs';
import { registerDemoReminderJobs } from './demo-booking/reminders';

/**
 * Each module's background work (modules/<domain>/jobs.ts), registered by app.ts before the queue starts:
 * a function that calls app.jobs.define(...) and app.jobs.every(...). See src/server/jobs/README.md.
 */
export const moduleJobs: ((app: FastifyInstance) => void)[] = [registerPrivacyJobs, registerDemoReminderJobs];
