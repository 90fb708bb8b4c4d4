import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactCreatedSchema, contactRequestSchema } from '@shared/contracts/contact';
import { createContactService } from './service';

/** POST /api/contact: the landing page's contact form (SPEC §7); answers 201 with the new message's id. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contacts = createContactService(app.db, app.mail);
  app.post(
    '/api/contact',
    { schema: { body: contactRequestSchema, response: { 201: contactCreatedSchema } } },
    async (request, reply) =>
      reply.code(201).send(await contacts.submit(request.body, request.ip, request.language)),
  );
};
