import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactCreatedSchema, contactRequestSchema } from '@shared/contracts/contact';
import { publicFormHeadersSchema, withoutGuardFields } from '@shared/contracts/public-form';
import { randomUUID } from 'node:crypto';
import { visitorSignals } from '../analytics/public';

/** POST /api/contact: the landing page's contact form (product §7); answers 201 with the new message's id. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contact: contacts, publicFormGuard: guard, idempotentWrites } = app.deps;
  app.post(
    '/api/contact',
    {
      schema: {
        body: contactRequestSchema,
        headers: publicFormHeadersSchema,
        response: { 201: contactCreatedSchema },
      },
      ...idempotentWrites.hooks(),
    },
    async (request, reply) => {
      // A bot is told it succeeded; nothing is stored.
      if ((await guard.check('contact', request.body)) === 'bot')
        return reply.code(201).send({ id: randomUUID() });
      const contact = withoutGuardFields(request.body);
      const created = await app.deps.analytics.attributeLead(
        'contacts',
        visitorSignals(request),
        request.language,
        (attribution) => contacts.submit({ ...contact, ...attribution }, request.ip, request.language),
      );
      return reply.code(201).send(created);
    },
  );
};
