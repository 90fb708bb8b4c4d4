import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParamsSchema } from '@shared/contracts/common';
import { orderBuyerUpdateSchema, orderCreatedSchema, orderRequestSchema } from '@shared/contracts/order';
import { randomUUID } from 'node:crypto';
import { publicFormHeadersSchema } from '@shared/contracts/public-form';
import { visitorSignals } from '../analytics/public';

/** Who gave the buyer, as the order's history says it. */
const BUYER_FROM_CONFIRMATION = 'klient (potwierdzenie zamówienia)';

/**
 * POST /api/order: both order forms (product §7). 201 with the order's id and its server-computed net total.
 * POST /api/order/:id/buyer: a short-form order's invoice buyer from its confirmation; the order's buyer token
 * (in the 201) is the credential.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, publicFormGuard: guard, idempotentWrites } = app.deps;

  app.post(
    '/api/order',
    {
      schema: {
        body: orderRequestSchema,
        headers: publicFormHeadersSchema,
        response: { 201: orderCreatedSchema },
      },
      ...idempotentWrites.hooks(),
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
        (attribution) => orders.placeOrder(request.body, request.language, attribution),
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/order/:id/buyer',
    {
      schema: {
        params: uuidParamsSchema,
        body: orderBuyerUpdateSchema,
        response: { 200: z.object({ invoiceIssued: z.boolean() }) },
      },
    },
    async (request) => {
      const { token, ...buyer } = request.body;
      await orders.checkBuyerToken(request.params.id, token);
      const result = await app.deps.orderAdmin.giveBuyer(request.params.id, buyer, BUYER_FROM_CONFIRMATION);
      return { invoiceIssued: result.invoice !== null };
    },
  );
};
