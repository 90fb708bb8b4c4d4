import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestampTz } from './columns';

/**
 * Which information notice a visitor saw under the form, and when (RODO art. 13 accountability). Null on
 * records stored before notices were versioned.
 */
export const noticeColumns = () => ({
  noticeVersion: text('notice_version'),
  noticeSeenAt: timestampTz('notice_seen_at'),
});

/** When retention or an erasure request replaced the record's personal fields; null while it holds them. */
export const anonymizedAt = () => timestampTz('anonymized_at');

/**
 * What the operator did with personal data (export, erasure, revealing a PESEL) and what the retention job
 * anonymised: who, when, what and how many, never the data itself.
 */
export const privacyAuditLog = pgTable(
  'privacy_audit_log',
  {
    id: id(),
    action: text('action').notNull(),
    /** The admin's e-mail, or 'system' for the retention job. */
    actor: text('actor').notNull(),
    /** Records concerned per kind, e.g. { "contacts": 2, "orders": 1 }. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    /** The one record concerned, when there is one (the order whose PESEL was shown). */
    recordId: uuid('record_id'),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (table) => [index('privacy_audit_log_at_idx').on(table.at.desc())],
);

/** Proof-of-work solutions already used: a solution is good for one submission on any server process. */
export const usedChallenges = pgTable(
  'used_challenges',
  {
    challengeId: text('challenge_id').primaryKey(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (table) => [index('used_challenges_expires_idx').on(table.expiresAt)],
);

/** One row per refused public-form submission (no content: the form, why, when), counted for 7 days. */
export const formRefusals = pgTable(
  'form_refusals',
  {
    id: id(),
    form: text('form').notNull(),
    reason: text('reason').notNull(),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (table) => [index('form_refusals_at_idx').on(table.at)],
);
