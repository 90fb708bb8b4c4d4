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
    /**
     * The client the key belongs to: SHA-256 of its address and User-Agent. The same key from another
     * client is a submission of its own, never answered with this one's stored answer.
     */
    client: text('client').notNull(),
    key: text('key').notNull(),
    /**
     * SHA-256 of the request's method, URL and raw body: a replay answers only a byte-identical request;
     * the same key with anything else is refused (422).
     */
    fingerprint: text('fingerprint').notNull(),
    /** The answer's status; null while the first request is in flight. */
    status: integer('status'),
    /** The answer's JSON as it was sent, less what a replay withholds (secrets such as a manage link). */
    body: text('body'),
    /** When the first request claimed the key (the injected clock). */
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.route, table.client, table.key] }),
    index('idempotent_requests_created_at_idx').on(table.createdAt),
  ],
);
