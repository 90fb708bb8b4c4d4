import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, TOTAL_COUNT_HEADER } from '@shared/contracts/common';
import {
  OUTBOX_PATH,
  outboxDetailsSchema,
  outboxListItemSchema,
  outboxListQuerySchema,
  outboxSummarySchema,
} from '@shared/contracts/outbox';

/** Messages hold personal data: no browser or proxy keeps a copy. */
const PRIVATE = 'private, no-store';

/**
 * The back office's outbox, under /api/admin so the one admin guard (plugins/session.ts) covers it:
 *   GET  /api/admin/outbox              newest first, paged (X-Total-Count), by state, recipient, record
 *   GET  /api/admin/outbox/summary      count per state
 *   GET  /api/admin/outbox/:id          one message with its HTML and text bodies
 *   POST /api/admin/outbox/:id/resend   a failed message back to the queue (409 for any other state)
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = app.deps.outboxAdmin;

  app.get(
    OUTBOX_PATH,
    { schema: { querystring: outboxListQuerySchema, response: { 200: z.array(outboxListItemSchema) } } },
    async (request, reply) => {
      const { items, total } = await outbox.list(request.query);
      reply.header(TOTAL_COUNT_HEADER, total).header('cache-control', PRIVATE);
      return items;
    },
  );

  app.get(
    `${OUTBOX_PATH}/summary`,
    { schema: { response: { 200: outboxSummarySchema } } },
    async (_request, reply) => {
      reply.header('cache-control', PRIVATE);
      return outbox.summary();
    },
  );

  app.get(
    `${OUTBOX_PATH}/:id`,
    { schema: { params: idParamsSchema, response: { 200: outboxDetailsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return outbox.details(request.params.id);
    },
  );

  app.post(
    `${OUTBOX_PATH}/:id/resend`,
    { schema: { params: idParamsSchema, response: { 200: outboxListItemSchema } } },
    async (request) => outbox.resend(request.params.id),
  );
};
