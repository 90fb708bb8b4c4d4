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
 * one trigram-indexed LIKE instead of an OR over columns. `digitsOf` fields (phones) are there a second time
 * as bare digits, so '600100200' finds '+48 600 100 200' as well as the number as written.
 */
export const searchText = (...columns: string[]): SQL =>
  sql.raw(`lower(${columns.map((column) => `coalesce(${column}, '')`).join(` || ' ' || `)})`);

/** A column's digits alone, for searchText: regexp_replace is immutable, as a generated column requires. */
export const digitsOf = (column: string) => `regexp_replace(${column}, '[^0-9]', '', 'g')`;
