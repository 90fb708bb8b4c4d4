import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderCreatedSchema, orderRequestSchema } from '@shared/contracts/order';
import { randomUUID } from 'node:crypto';
import { publicFormHeadersSchema } from '@shared/contracts/public-form';
import { publicFormGuardOf } from '../../public-forms/guard';
import { idempotentWritesOf } from '../../public-forms/idempotency';
import { visitorSignals } from '../analytics/public';

/** POST /api/order: both order forms (product §7). 201 with the order's id and its server-computed net total. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = app.deps.orders;
  const guard = publicFormGuardOf(app);
  const idempotent = idempotentWritesOf(app);

  app.post(
    '/api/order',
    {
      schema: {
        body: orderRequestSchema,
        headers: publicFormHeadersSchema,
        response: { 201: orderCreatedSchema },
      },
      ...idempotent.hooks,
    },
    async (request, reply) => {
      const form = request.body.form === 'full' ? 'order-full' : 'order-simple';
      if ((await guard.check(form, request.body)) === 'bot') {
        // Priced like a real order so the answer looks the same; nothing is stored.
        return reply.code(201).send(await orders.decoyAnswer(randomUUID(), request.body, request.language));
      }
      const created = await app.deps.analytics.attributeLead(
        'orders',
        visitorSignals(request),
        request.language,
        (attribution) => orders.placeOrder(request.body, request.language, app.clock.now(), attribution),
      );
      return reply.code(201).send(created);
    },
  );
};
