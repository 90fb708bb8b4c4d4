import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns';

/** One attached file, stored with its bytes so a retry sends exactly what was rendered at enqueue time. */
export type OutboxAttachment = {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  content: string;
  /** Set for a calendar invitation (.ics): the iTIP method the mail client acts on. */
  method?: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  /** Set for an image the HTML shows inline (`<img src="cid:…">`): its Content-ID. */
  cid?: string;
};

/**
 * The durable outbox (docs/decisions/0004-mail-outbox-and-job-queue.md): every e-mail the product sends,
 * written in the same transaction as the record that causes it and rendered then, so a delivery retry or a
 * resend sends the same bytes.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** Where the recipient's answer goes: the operator who wrote a reply from a record; else the sender. */
    replyTo: text('reply_to'),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** The template's name, e.g. 'demo-booking-confirmation'. */
    template: text('template').notNull(),
    language: text('language').notNull().default('pl'),
    /** The record the message is about (an inbox kind such as 'demo-bookings', and its id). */
    relatedKind: text('related_kind'),
    relatedId: uuid('related_id'),
    /** queued | sent | failed (src/shared/contracts/outbox.ts). */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the worker may try next (backoff); null once sent or failed for good. */
    nextAttemptAt: timestampTz('next_attempt_at'),
    sentAt: timestampTz('sent_at'),
    /**
     * The message this one follows (an invoice after its payment's confirmation): it is not sent while
     * that one is still queued, and goes once that one is sent or has failed for good. A message removed
     * from the outbox holds nothing back.
     */
    deliverAfterId: uuid('deliver_after_id').references((): AnyPgColumn => outboxMessages.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_messages_created_idx').on(table.createdAt.desc(), table.id),
    index('outbox_messages_state_created_idx').on(table.state, table.createdAt.desc()),
    index('outbox_messages_recipient_created_idx').on(table.recipient, table.createdAt.desc()),
    index('outbox_messages_related_idx').on(table.relatedKind, table.relatedId),
    // Deleting an old message looks up the few that follow it (the foreign key's ON DELETE).
    index('outbox_messages_deliver_after_idx')
      .on(table.deliverAfterId)
      .where(sql`${table.deliverAfterId} is not null`),
    // The back office finds a part of the address in any case (lower(recipient) LIKE '%…%'): trigrams.
    index('outbox_messages_recipient_search_idx').using('gin', sql`lower(${table.recipient}) gin_trgm_ops`),
  ],
);
