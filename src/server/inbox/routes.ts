import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_ESTIMATED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@shared/contracts/common';
import {
  bulkStatusResultSchema,
  bulkStatusUpdateSchema,
  statusByFilterResultSchema,
  statusByFilterSchema,
  type StatusByFilter,
  INBOX_ITEM_SCHEMAS,
  inboxListQuerySchema,
  inboxPath,
  inboxSummarySchema,
  isReplyable,
  recordReplySchema,
  statusChangeSchema,
  statusUpdateSchema,
} from '@shared/contracts/inbox';
import { isLanguage } from '@shared/language';
import { HttpError } from '../lib/http-errors';
import { signedInAdmin } from '../plugins/session';
import { csvFormat, csvHeader, csvRows } from './csv';
import type { CsvColumn, CsvFormat, InboxKindDefinition } from './definition';

/** Admin data is personal data: no browser or proxy keeps a copy. */
const PRIVATE = 'private, no-store';

/**
 * CSV exports running at once in one process, all kinds together. Each streams a whole table through the
 * event loop; past two, the others wait their turn (429 with Retry-After) rather than slowing every request.
 */
export const MAX_CONCURRENT_EXPORTS = 2;
export const EXPORT_BUSY_MESSAGE = 'Trwają już inne eksporty; spróbuj ponownie za chwilę';
/** Two exports of 100,000 records take about 16 s on 2 cores (docs/operations.md, budgets): half of that. */
const EXPORT_RETRY_AFTER_SECONDS = 10;
/**
 * Records turned into CSV text in one go, then the event loop serves others: about 20 µs of CPU a record
 * (mostly the two dates in the business zone), so 2 ms a slice. The repository reads 500 per query.
 */
const CSV_SLICE_ROWS = 100;

/** The export slots of one process: `take()` gives a release (idempotent), or null when all are taken. */
function exportSlots(size: number) {
  let taken = 0;
  return {
    take() {
      if (taken >= size) return null;
      taken++;
      let released = false;
      return () => {
        if (!released) taken--;
        released = true;
      };
    },
  };
}

/** The rows as CSV text in slices, each after a turn of the event loop. */
async function* csvSlices<T>(columns: CsvColumn<T>[], rows: T[], format: CsvFormat) {
  for (let start = 0; start < rows.length; start += CSV_SLICE_ROWS) {
    await nextTurn();
    yield csvRows(columns, rows.slice(start, start + CSV_SLICE_ROWS), format);
  }
}

/**
 * The HTTP face of the lifecycle, the same for every kind (product §7 plus the operator's extras):
 *   GET  /api/admin/<kind>               list: newest first, filters, paging, X-Total-Count
 *   GET  /api/admin/<kind>/summary       total and count per status
 *   GET  /api/admin/<kind>/export.csv    the filtered list as CSV
 *   PUT  /api/admin/<kind>/status        one status for many records
 *   PUT  /api/admin/<kind>/:id/status    status and notes of one record
 *   GET  /api/admin/<kind>/:id           one record (links in e-mails open it)
 *   GET  /api/admin/<kind>/:id/history   its audit trail
 * The admin guard (plugins/session.ts) covers all of /api/admin.
 */
export function inboxRoutes(definitions: readonly InboxKindDefinition[]): FastifyPluginAsyncZod {
  return async (app) => {
    const exportsRunning = exportSlots(MAX_CONCURRENT_EXPORTS);
    for (const definition of definitions) {
      const { kind } = definition;
      const base = inboxPath(kind);
      // Built once per app with what its status changes cause (services.ts).
      const service = app.deps.inbox[kind];
      const listQuery = inboxListQuerySchema(kind);
      // The route's response schema types the rows: the generic repository cannot.
      const itemSchema = INBOX_ITEM_SCHEMAS[kind] as z.ZodObject;

      app.get(
        base,
        { schema: { querystring: listQuery, response: { 200: z.array(itemSchema) } } },
        async (request, reply) => {
          const { items, total, estimated, nextCursor } = await service.list(request.query);
          reply.header(TOTAL_COUNT_HEADER, total).header('cache-control', PRIVATE);
          if (estimated) reply.header(TOTAL_COUNT_ESTIMATED_HEADER, '1');
          if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
          return items;
        },
      );

      app.get(
        `${base}/summary`,
        { schema: { response: { 200: inboxSummarySchema } } },
        async (_request, reply) => {
          reply.header('cache-control', PRIVATE);
          return service.summary();
        },
      );

      app.get(
        `${base}/export.csv`,
        { schema: { querystring: listQuery.omit({ limit: true, offset: true }) } },
        async (request, reply) => {
          const release = exportsRunning.take();
          if (!release) {
            throw new HttpError(429, EXPORT_BUSY_MESSAGE, undefined, {
              'retry-after': String(EXPORT_RETRY_AFTER_SECONDS),
            });
          }
          try {
            const format = csvFormat(app.deps.config.businessTimeZone);
            const columns = definition.csv;
            // The first batch is read before the status line is sent: a query the database refuses then
            // answers as an error, not as a 200 whose file is cut short. Later batches stream.
            const batches = service.exportBatches(request.query);
            const first = await batches.next();
            async function* lines() {
              yield csvHeader(columns);
              if (first.done) return;
              yield* csvSlices(columns, first.value as never[], format);
              for await (const batch of batches) yield* csvSlices(columns, batch as never[], format);
            }
            // Bytes, not objects, so the stream keeps one slice ahead of the socket, not 16: a slow reader
            // pauses the reading of batches (pipe's back-pressure) instead of filling memory.
            const body = Readable.from(lines(), { objectMode: false });
            // Freed when the file has been sent, the database failed mid-way, or the client went away
            // (Fastify destroys the stream then): 'close' follows each.
            body.once('close', release);
            const date = new Date().toISOString().slice(0, 10);
            return reply
              .header('content-type', 'text/csv; charset=utf-8')
              .header('content-disposition', `attachment; filename="${kind}-${date}.csv"`)
              .header('cache-control', PRIVATE)
              .send(body);
          } catch (error) {
            release();
            throw error;
          }
        },
      );

      app.get(
        `${base}/:id`,
        { schema: { params: idParamsSchema, response: { 200: itemSchema } } },
        async (request, reply) => {
          reply.header('cache-control', PRIVATE);
          return service.get(request.params.id);
        },
      );

      app.put(
        `${base}/status`,
        { schema: { body: bulkStatusUpdateSchema(kind), response: { 200: bulkStatusResultSchema } } },
        async (request) =>
          service.updateManyStatuses(request.body.ids, request.body.status, signedInAdmin(request)),
      );

      app.put(
        `${base}/status-by-filter`,
        {
          schema: { body: statusByFilterSchema(kind), response: { 200: statusByFilterResultSchema } },
        },
        async (request) =>
          service.updateStatusesMatching(request.body as StatusByFilter, signedInAdmin(request)),
      );

      app.put(
        `${base}/:id/status`,
        {
          schema: {
            params: idParamsSchema,
            body: statusUpdateSchema(kind),
            response: { 200: itemSchema },
          },
        },
        async (request) =>
          service.updateStatus(
            request.params.id,
            request.body.status,
            request.body.adminNotes,
            signedInAdmin(request),
          ),
      );

      if (isReplyable(kind)) {
        app.post(
          `${base}/:id/reply`,
          {
            schema: { params: idParamsSchema, body: recordReplySchema(kind), response: { 201: itemSchema } },
          },
          async (request, reply) => {
            const admin = signedInAdmin(request);
            const { subject, message, signature } = request.body;
            const record = await service.reply(request.params.id, request.body, admin, (tx, row) =>
              app.deps.mail
                .enqueue(tx, {
                  template: 'operator-reply',
                  to: String(row.email),
                  language: request.body.language ?? (isLanguage(row.language) ? row.language : 'pl'),
                  data: {
                    recordId: String(row.id),
                    name: String(row.name),
                    subject,
                    message,
                    signature: signature ?? null,
                    operatorEmail: admin.email,
                  },
                  related: { kind, id: String(row.id) },
                  replyTo: admin.email,
                })
                .then(() => undefined),
            );
            return reply.code(201).send(record);
          },
        );
      }

      app.get(
        `${base}/:id/history`,
        { schema: { params: idParamsSchema, response: { 200: z.array(statusChangeSchema) } } },
        async (request, reply) => {
          reply.header('cache-control', PRIVATE);
          return service.history(request.params.id);
        },
      );
    }
  };
}
