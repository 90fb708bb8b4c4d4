import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BUG_REPORT_PATH } from '@shared/bug-reports';
import { bugReportIntakeResponseSchema, bugReportIntakeSchema } from '@shared/contracts/bug-report-intake';
import { requireBearer, type TokenTenant } from './bearer';

/** POST /api/bug-report: tenant systems file bug reports with a Bearer token (product §6, §7). */
export const bugReportIntakeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { oauth, bugReportIntake: intake } = app.deps;
  const tenantOf = new WeakMap<FastifyRequest, TokenTenant>();

  app.post(
    BUG_REPORT_PATH,
    {
      schema: { body: bugReportIntakeSchema, response: { 201: bugReportIntakeResponseSchema } },
      // Before the body is parsed: a caller without a valid token learns nothing about the payload rules.
      onRequest: async (request) => {
        tenantOf.set(request, await requireBearer(oauth, request));
      },
    },
    async (request, reply) => {
      const { tenantId } = tenantOf.get(request)!;
      return reply.code(201).send(await intake.file(tenantId, request.body));
    },
  );
};
