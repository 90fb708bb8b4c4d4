import { z } from 'zod';

/**
 * Every /api error answers this shape (product §7; docs/contributing.md, 'Errors'). `fields` names each bad
 * input with its message.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
