import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, TOTAL_COUNT_HEADER } from '@shared/contracts/common';
import {
  adminSlotListQuerySchema,
  adminSlotSchema,
  BOOKED_COUNT_HEADER,
  BOOKING_RULES_PATH,
  bookingRulesSchema,
  bulkSlotsRequestSchema,
  bulkSlotsResultSchema,
  deleteDaySlotsQuerySchema,
  deleteDaySlotsResultSchema,
  createSlotRequestSchema,
  slotAvailabilityQuerySchema,
  slotAvailabilitySchema,
  slotSchema,
  slotWindowQuerySchema,
} from '@shared/contracts/demo';
import { deleteSlotQuerySchema } from '@shared/contracts/demo-manage';
import { signedInAdmin } from '../../plugins/session';
import { sendJson } from '../../lib/json-reply';

/** Demo slots: the operator creates and deletes them (guarded by the /api/admin hook); visitors read them. */
export const slotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deps.slots;

  app.get(
    '/api/slots',
    { schema: { querystring: slotWindowQuerySchema, response: { 200: z.array(slotSchema) } } },
    async (request, reply) =>
      sendJson(reply, await service.listBetweenJson(request.query.start, request.query.end)),
  );

  app.get(
    '/api/slots/availability',
    { schema: { querystring: slotAvailabilityQuerySchema, response: { 200: slotAvailabilitySchema } } },
    async (request) => service.availability(request.query.month),
  );

  app.get(
    '/api/admin/slots',
    { schema: { querystring: adminSlotListQuerySchema, response: { 200: z.array(adminSlotSchema) } } },
    async (request, reply) => {
      const { items, total, booked } = await service.listForAdmin(request.query.limit, request.query.offset);
      reply.header(TOTAL_COUNT_HEADER, String(total)).header(BOOKED_COUNT_HEADER, String(booked));
      return items;
    },
  );

  app.get(BOOKING_RULES_PATH, { schema: { response: { 200: bookingRulesSchema } } }, async () =>
    service.rules(),
  );

  app.put(
    BOOKING_RULES_PATH,
    { schema: { body: bookingRulesSchema, response: { 200: bookingRulesSchema } } },
    async (request) => service.setRules(request.body),
  );

  app.post(
    '/api/admin/slots',
    { schema: { body: createSlotRequestSchema, response: { 201: slotSchema } } },
    async (request, reply) => reply.code(201).send(await service.create(request.body.datetime)),
  );

  // Weekly availability: the preview (dryRun) and the creation answer 200 with the counts.
  app.post(
    '/api/admin/slots/bulk',
    { schema: { body: bulkSlotsRequestSchema, response: { 200: bulkSlotsResultSchema } } },
    async (request) => service.createMany(request.body),
  );

  app.delete(
    '/api/admin/slots',
    { schema: { querystring: deleteDaySlotsQuerySchema, response: { 200: deleteDaySlotsResultSchema } } },
    async (request) => service.deleteFreeOfDay(request.query.date),
  );

  app.delete(
    '/api/admin/slots/:id',
    { schema: { params: idParamsSchema, querystring: deleteSlotQuerySchema, response: { 200: slotSchema } } },
    async (request) =>
      service.delete(request.params.id, {
        notify: request.query.notify,
        changedBy: signedInAdmin(request).email,
      }),
  );
};
