import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { createMetrics, UNMATCHED_ROUTE } from './metrics';

/**
 * Prometheus metrics at /metrics, only for a scraper presenting METRICS_TOKEN as a bearer token; without the
 * token configured the path does not exist (404). Every answered request is counted by route pattern.
 */
export const metricsPlugin = fp(
  async (app) => {
    const token = app.deps.config.metricsToken;
    const metrics = createMetrics({ defaultMetrics: token !== null });
    app.decorate('metrics', metrics);

    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    if (token === null) return;
    const expected = Buffer.from(`Bearer ${token}`);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const presented = Buffer.from(request.headers.authorization ?? '');
      const allowed = presented.length === expected.length && timingSafeEqual(presented, expected);
      reply.header('cache-control', 'no-store');
      if (!allowed) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ error: 'A valid metrics token is required' });
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics' },
);
