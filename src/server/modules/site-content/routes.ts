import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteContentSchema } from '@shared/contracts/site-content';
import { SITE_CONTENT_PATH } from '@shared/site-content';

/** The site texts: public read (pages not rendered by the server), the back office's 'Treści strony' edit. */
export const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deps.siteContent;

  app.get(SITE_CONTENT_PATH, { schema: { response: { 200: siteContentSchema } } }, async () =>
    service.read(),
  );

  app.get(
    '/api/admin/site-content',
    { schema: { response: { 200: siteContentSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.read();
    },
  );

  app.put(
    '/api/admin/site-content',
    { schema: { body: siteContentSchema, response: { 200: siteContentSchema } } },
    async (request) => service.save(request.body),
  );
};
