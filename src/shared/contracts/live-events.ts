import { z } from 'zod';
import { INBOX_KINDS } from '../inbox';

/** The back office's stream of committed changes (Server-Sent Events, admin only). */
export const LIVE_EVENTS_PATH = '/api/admin/events';

/** What is told live: the inbox kinds, and the invoices (issued, or moving through KSeF). */
export const LIVE_KINDS = [...INBOX_KINDS, 'invoices'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/**
 * One committed write to an inbox kind or an invoice: `id` is the record when the write touched exactly one, null for a
 * write of several (a bulk status change), `count` how many. Sent as the SSE event `change`.
 */
export const liveChangeSchema = z.object({
  kind: z.enum(LIVE_KINDS),
  id: z.string().nullable(),
  change: z.enum(['created', 'updated']),
  count: z.number().int().min(1),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

/**
 * The SSE event names: `change` carries a LiveChange; `resync` says changes may have been missed (the
 * server's own database connection was lost for a while), so everything shown should be read again;
 * `session-ended` is the stream's last event when its session is over (signed out elsewhere, revoked,
 * the admin deactivated or their factors reset, expired): the back office shows the sign-in.
 */
export const LIVE_EVENT = { change: 'change', resync: 'resync', sessionEnded: 'session-ended' } as const;
