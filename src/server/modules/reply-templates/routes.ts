import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPLY_TEMPLATES_PATH, replyTemplatesSchema } from '@shared/contracts/reply-templates';

/** The operator's reply templates, read by the record's 'Odpowiedz' and edited on 'Treści strony'. */
export const replyTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deps.replyTemplates;

  app.get(REPLY_TEMPLATES_PATH, { schema: { response: { 200: replyTemplatesSchema } } }, async () =>
    service.read(),
  );

  app.put(
    REPLY_TEMPLATES_PATH,
    { schema: { body: replyTemplatesSchema, response: { 200: replyTemplatesSchema } } },
    async (request) => service.save(request.body),
  );
};
