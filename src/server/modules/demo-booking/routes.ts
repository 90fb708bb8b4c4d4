import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoBookingCreatedSchema, demoBookingRequestSchema } from '@shared/contracts/demo';
import { createDemoBookingService } from './service';

/** POST /api/demo-booking (SPEC §7): a visitor books a demo slot. */
export const demoBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDemoBookingService(app);

  app.post(
    '/api/demo-booking',
    { schema: { body: demoBookingRequestSchema('pl'), response: { 201: demoBookingCreatedSchema } } },
    async (request, reply) =>
      reply.code(201).send(await service.book(request.body, request.language, request.ip)),
  );
};
