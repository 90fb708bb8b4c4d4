import { z } from 'zod';
import { INBOX_KINDS } from '../inbox';
import { pageQuerySchema } from './common';

/**
 * A message's life (docs/decisions/0004-mail-outbox-and-job-queue.md): queued until delivered ('sent') or
 * given up after the last retry.
 */
export const OUTBOX_STATES = ['queued', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** The back office's words for each state (admin screens are Polish). */
export const OUTBOX_STATE_LABELS: Record<OutboxState, string> = {
  queued: 'W kolejce',
  sent: 'Wysłana',
  failed: 'Błąd wysyłki',
};

/** What a message can be about: an inbox record kind (its id in relatedId). */
export const OUTBOX_RELATED_KINDS = INBOX_KINDS;

const timestamp = z.string();

/** GET /api/admin/outbox: one row of the list (no bodies). */
export const outboxListItemSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  template: z.string(),
  language: z.string(),
  relatedKind: z.string().nullable(),
  relatedId: z.string().nullable(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When the worker tries next (queued only). */
  nextAttemptAt: timestamp.nullable(),
  sentAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type OutboxListItem = z.infer<typeof outboxListItemSchema>;

/** An attachment as the back office shows it: its name and size, never its bytes. */
export const outboxAttachmentInfoSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  /** Bytes of the decoded file. */
  size: z.number().int(),
  method: z.string().nullable(),
});

/** GET /api/admin/outbox/:id: the message with both bodies for the preview. */
export const outboxDetailsSchema = outboxListItemSchema.extend({
  html: z.string(),
  text: z.string(),
  attachments: z.array(outboxAttachmentInfoSchema),
});
export type OutboxDetails = z.infer<typeof outboxDetailsSchema>;

/** '' in a query string means "no filter" (a cleared select or input), not a bad value. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/admin/outbox: newest first, paged; filter by state, recipient (substring) or related record. */
export const outboxListQuerySchema = pageQuerySchema.extend({
  state: z.preprocess(
    blankAsAbsent,
    z.enum(OUTBOX_STATES, `Nieznany stan: dozwolone ${OUTBOX_STATES.join(', ')}`).optional(),
  ),
  recipient: z.preprocess(blankAsAbsent, z.string().trim().max(320, 'Maksymalnie 320 znaków').optional()),
  relatedKind: z.preprocess(
    blankAsAbsent,
    z.enum(OUTBOX_RELATED_KINDS, `Nieznany rodzaj: dozwolone ${OUTBOX_RELATED_KINDS.join(', ')}`).optional(),
  ),
  relatedId: z.preprocess(blankAsAbsent, z.uuid('Nieprawidłowy identyfikator').optional()),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

/** GET /api/admin/outbox/summary: counts per state (the dashboard shows the failed count). */
export const outboxSummarySchema = z.object({
  byState: z.record(z.string(), z.number().int()),
  /** False without SMTP_URL: nothing is sent, messages stay queued (the screen says so). */
  sending: z.boolean(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

export const OUTBOX_PATH = '/api/admin/outbox';
