import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderCreatedSchema, orderRequestSchema } from '@shared/contracts/order';
import { createOrderService } from './service';

/** POST /api/order: both order forms (SPEC §7). 201 with the order's id and its server-computed net total. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = createOrderService(app.db, app.cipher, app.mail, app.config.eurRate);

  app.post(
    '/api/order',
    { schema: { body: orderRequestSchema, response: { 201: orderCreatedSchema } } },
    async (request, reply) => {
      const created = await orders.placeOrder(request.body, request.language);
      return reply.code(201).send(created);
    },
  );
};
