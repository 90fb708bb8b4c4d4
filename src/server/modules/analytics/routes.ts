import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VISIT_BEACON_PATH } from '@shared/analytics';
import {
  TRAFFIC_PATH,
  trafficQuerySchema,
  trafficReportSchema,
  visitBeaconSchema,
} from '@shared/contracts/analytics';
import { beaconFrontDoor, MAX_BEACON_BYTES } from './beacon-front-door';
import { visitorSignals } from './visitor';

/**
 * POST /api/visit: the public pages' beacon. Answers 204 at once whatever is counted (a bot, a browser
 * asking not to be tracked: nothing), with no session, rate limit or idempotency lookup: the view waits in
 * memory and is written with others in one insert.
 * GET /api/admin/analytics/traffic: the dashboard's 'Ruch i konwersja'.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const analytics = app.deps.analytics;
  app.addHook('onClose', () => analytics.flush());

  // On a listening server the plain beacon never reaches the route below: it is served at the front door
  // (beacon-front-door.ts), with the same answer. The route serves the rest, and every inject().
  app.frontDoor.take(VISIT_BEACON_PATH, beaconFrontDoor({ analytics, config: app.deps.config }), {
    maxBodyBytes: MAX_BEACON_BYTES,
  });
  app.post(VISIT_BEACON_PATH, { schema: { body: visitBeaconSchema } }, async (request, reply) => {
    await analytics.record(request.body, visitorSignals(request));
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  app.get(
    TRAFFIC_PATH,
    { schema: { querystring: trafficQuerySchema, response: { 200: trafficReportSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return analytics.report(request.query);
    },
  );
};
