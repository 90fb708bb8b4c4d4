import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { livenessSchema, notReadySchema, readinessSchema } from '@shared/contracts/operations';
import { databaseChecks } from './database-checks';
import { createReadiness } from './readiness';

/**
 * /healthz (alive: answers without touching anything) and /readyz (may take traffic: every registered
 * readiness check passes). Other parts add their checks with `app.readiness.register(name, check)`.
 * Neither is logged on success (observability/logger.ts).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const readiness = createReadiness();
  app.decorate('readiness', readiness);
  const database = databaseChecks(app.deps.db);
  readiness.register('database', database.database);
  readiness.register('migrations', database.migrations);
  // While the process drains (shutdown.ts), every answer closes its connection, so a client with a
  // kept-alive connection opens its next one to a process that stays.
  app.addHook('onRequest', (_request, reply, done) => {
    if (readiness.shuttingDown) reply.header('connection', 'close');
    done();
  });

  app.get(
    '/healthz',
    { schema: { tags: ['operations'], summary: 'Liveness', response: { 200: livenessSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness',
        description:
          'Database reachable, migrations applied, job worker running. 503 at once while the process shuts down.',
        response: { 200: readinessSchema, 503: notReadySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const report = await readiness.report();
      if (report.ready) return { status: 'ready' as const, checks: report.checks };
      return reply.code(503).send({
        status: 'not ready' as const,
        error: `Not ready: ${report.failing.join(', ')}`,
        checks: report.checks,
      });
    },
  );
};

export const healthPlugin = fp(healthRoutes, { name: 'health' });
