import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALENDAR_FEED_PATH, calendarFeedStateSchema } from '@shared/contracts/demo-manage';
import { notFound } from '../../lib/http-errors';
import { signedInAdmin } from '../../plugins/session';
import { FEED_NOT_FOUND } from './service';

/**
 * The operator's calendar feed. Managing it (read, create, revoke) is behind the admin guard; the feed
 * itself (/api/admin/calendar/<token>.ics) is the one /api/admin path the guard lets through, because a
 * calendar app cannot sign in: the secret token is the credential (`calendarFeed`, plugins/session.ts).
 */
export const demoCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deps.demoCalendar;

  app.get(CALENDAR_FEED_PATH, { schema: { response: { 200: calendarFeedStateSchema } } }, async (request) =>
    service.state(signedInAdmin(request)),
  );
  app.post(
    CALENDAR_FEED_PATH,
    { schema: { response: { 201: calendarFeedStateSchema } } },
    async (request, reply) => reply.code(201).send(await service.create(signedInAdmin(request))),
  );
  app.delete(
    CALENDAR_FEED_PATH,
    { schema: { response: { 200: calendarFeedStateSchema } } },
    async (request) => service.revoke(signedInAdmin(request)),
  );

  app.get(
    '/api/admin/calendar/:file',
    { config: { calendarFeed: true }, schema: { params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const match = /^(.+)\.ics$/.exec(request.params.file);
      if (!match) throw notFound(FEED_NOT_FOUND);
      const body = await service.feed(match[1]!, request.ip);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="prezentacje.ics"')
        .send(body);
    },
  );
};
