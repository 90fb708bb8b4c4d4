import { z } from 'zod';

/** GET /healthz: the process is alive (no database call). */
export const livenessSchema = z.object({ status: z.literal('ok') });

/** GET /readyz: 200 when every registered check passes; 503 naming the failing parts otherwise. */
export const readinessSchema = z.object({
  status: z.literal('ready'),
  checks: z.record(z.string(), z.literal('ok')),
});
export const notReadySchema = z.object({
  status: z.literal('not ready'),
  error: z.string(),
  checks: z.record(z.string(), z.string()),
});
