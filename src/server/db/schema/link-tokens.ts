import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';

/**
 * Secret links sent to people or pasted into their tools: the demo manage link, the operator's
 * calendar feed, the admin invitation. Only the SHA-256 of the token is kept, like session ids, so a leaked
 * table opens nothing. `purpose` keeps one kind of link from opening another; `subjectId` is the record the
 * link grants access to. One helper (server/lib/link-tokens.ts) creates and checks them all.
 */
export const linkTokens = pgTable(
  'link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    subjectId: text('subject_id').notNull(),
    /** Null: valid until revoked (the calendar feed). */
    expiresAt: timestampTz('expires_at'),
    createdAt: createdAt(),
    lastUsedAt: timestampTz('last_used_at'),
  },
  (table) => [index('link_tokens_subject_idx').on(table.purpose, table.subjectId)],
);
