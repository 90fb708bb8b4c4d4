import { z } from 'zod';
import {
  BUG_REPORT_PRIORITIES,
  BUG_REPORT_TYPES,
  DEFAULT_BUG_REPORT_PRIORITY,
  type BugReportType,
} from '../bug-reports';

/**
 * POST /api/bug-report: what a tenant's system sends with its Bearer token (product §3 bug report fields).
 * Messages are English: the readers are the tenants' developers. Blank or null optional fields are absent.
 */
export const DEFAULT_BUG_REPORT_TYPE: BugReportType = 'bug';
export const BUG_REPORT_TEXT_MAX = 10_000;

const required = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must have at most ${max} characters`);

const optional = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .max(max, `${field} must have at most ${max} characters`)
    .nullish()
    .transform((value) => value || undefined);

export const bugReportIntakeSchema = z.object({
  title: required('title', 200),
  description: required('description', BUG_REPORT_TEXT_MAX),
  type: z
    .enum(BUG_REPORT_TYPES, { error: `type must be one of: ${BUG_REPORT_TYPES.join(', ')}` })
    .nullish()
    .transform((value) => value ?? DEFAULT_BUG_REPORT_TYPE),
  priority: z
    .enum(BUG_REPORT_PRIORITIES, { error: `priority must be one of: ${BUG_REPORT_PRIORITIES.join(', ')}` })
    .nullish()
    .transform((value) => value ?? DEFAULT_BUG_REPORT_PRIORITY),
  category: optional('category', 100),
  reporterName: optional('reporterName', 200),
  reporterEmail: z
    .string({ error: 'reporterEmail must be a valid email address' })
    .trim()
    .max(320, 'reporterEmail must be a valid email address')
    .pipe(z.union([z.literal(''), z.email('reporterEmail must be a valid email address')]))
    .nullish()
    .transform((value) => value || undefined),
  reproductionSteps: optional('reproductionSteps', BUG_REPORT_TEXT_MAX),
  expectedBehavior: optional('expectedBehavior', BUG_REPORT_TEXT_MAX),
  actualBehavior: optional('actualBehavior', BUG_REPORT_TEXT_MAX),
});
export type BugReportIntakeRequest = z.input<typeof bugReportIntakeSchema>;
export type BugReportIntakeValues = z.output<typeof bugReportIntakeSchema>;

export const bugReportIntakeResponseSchema = z.object({ id: z.string(), status: z.string() });
export type BugReportIntakeResponse = z.infer<typeof bugReportIntakeResponseSchema>;
