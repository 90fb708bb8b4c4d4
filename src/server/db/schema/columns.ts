import { sql, type SQL } from 'drizzle-orm';
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column helpers every table shares, so ids and timestamps are the same everywhere. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

/** The fields every inbox record has (product §3): a status from its vocabulary, notes, when it was processed. */
export const inboxColumns = (defaultStatus: string) => ({
  status: text('status').notNull().default(defaultStatus),
  adminNotes: text('admin_notes'),
  processedAt: timestampTz('processed_at'),
  createdAt: createdAt(),
});

/**
 * A lower-cased concatenation of the searchable fields, kept by PostgreSQL itself, so free-text search is
 * one trigram-indexed LIKE instead of an OR over columns.
 */
export const searchText = (...columns: string[]): SQL =>
  sql.raw(`lower(${columns.map((column) => `coalesce(${column}, '')`).join(` || ' ' || `)})`);
