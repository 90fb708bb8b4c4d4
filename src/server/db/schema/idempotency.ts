import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/**
 * The answers of public form writes sent with an Idempotency-Key, so a retry of one submission (the first
 * request arrived, its answer did not) is answered again instead of stored and mailed twice. A row without
 * a status is a request still being processed; the primary key lets exactly one request of a key in,
 * whichever server process gets it. Kept 24 hours (the daily retention job forgets older rows).
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** The route's path (e.g. /api/order): a key names one submission to one route. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** The answer's status; null while the first request is in flight. */
    status: integer('status'),
    /** The answer's JSON, as it was sent. */
    body: text('body'),
    /** When the first request claimed the key (app.clock). */
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.route, table.key] }),
    index('idempotent_requests_created_at_idx').on(table.createdAt),
  ],
);
