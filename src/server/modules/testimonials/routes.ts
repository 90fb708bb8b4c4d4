import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROLE } from '@shared/contracts/auth';
import { idParamsSchema, pageQuerySchema, TOTAL_COUNT_HEADER } from '@shared/contracts/common';
import {
  publicTestimonialSchema,
  testimonialInputSchema,
  testimonialSchema,
  testimonialUpdateSchema,
} from '@shared/contracts/testimonials';
import { sendJson } from '../../lib/json-reply';

/**
 * product §7 testimonial calls. The writes are admin-only though outside /api/admin: the one guard in
 * plugins/session.ts refuses them before these handlers run, so none checks again.
 */
export const testimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  const testimonials = app.deps.testimonials;

  app.get(
    '/api/testimonials',
    {
      schema: {
        querystring: pageQuerySchema,
        // The admin's shape first: a public item lacks isActive and matches the second.
        response: { 200: z.array(z.union([testimonialSchema, publicTestimonialSchema])) },
      },
    },
    async (request, reply) => {
      // One address, two audiences (product §7, Decided): the answer depends on the session cookie.
      reply.header('vary', 'Cookie');
      if (request.adminUser?.role !== ADMIN_ROLE) {
        return sendJson(reply, await testimonials.listPublicJson(request.language));
      }
      reply.header('cache-control', 'private, no-store');
      const { items, total } = await testimonials.listAll(request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );

  app.post(
    '/api/testimonials',
    { schema: { body: testimonialInputSchema, response: { 201: testimonialSchema } } },
    async (request, reply) => reply.code(201).send(await testimonials.create(request.body)),
  );

  app.put(
    '/api/testimonials/:id',
    {
      schema: { params: idParamsSchema, body: testimonialUpdateSchema, response: { 200: testimonialSchema } },
    },
    async (request) => testimonials.update(request.params.id, request.body),
  );

  app.delete('/api/testimonials/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await testimonials.remove(request.params.id);
    return reply.code(204).send();
  });
};
