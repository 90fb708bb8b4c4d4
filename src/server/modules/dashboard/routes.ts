import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_PATH, dashboardSchema } from '@shared/contracts/dashboard';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = app.deps.dashboard;
  app.get(DASHBOARD_PATH, { schema: { response: { 200: dashboardSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return dashboard.read();
  });
};
