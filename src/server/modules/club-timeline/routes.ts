import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLUB_TIMELINE_PATH,
  clubTimelineQuerySchema,
  clubTimelineSchema,
} from '@shared/contracts/club-timeline';

export const clubTimelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clubTimeline } = app.deps;
  app.get(
    CLUB_TIMELINE_PATH,
    { schema: { querystring: clubTimelineQuerySchema, response: { 200: clubTimelineSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return clubTimeline.read(request.query);
    },
  );
};
