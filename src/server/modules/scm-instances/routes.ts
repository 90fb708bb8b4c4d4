import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pageQuerySchema, TOTAL_COUNT_HEADER } from '@shared/contracts/common';
import {
  createScmInstanceSchema,
  scmInstanceListSchema,
  scmInstanceSchema,
} from '@shared/contracts/scm-instances';

/** /api/admin/scm-instances (product §7), behind the one admin guard like every /api/admin path. */
export const scmInstancesRoutes: FastifyPluginAsyncZod = async (app) => {
  const instances = app.deps.scmInstances;

  app.get(
    '/api/admin/scm-instances',
    { schema: { querystring: pageQuerySchema, response: { 200: scmInstanceListSchema } } },
    async (request, reply) => {
      const { items, total } = await instances.list(request.query.limit, request.query.offset);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.post(
    '/api/admin/scm-instances',
    { schema: { body: createScmInstanceSchema, response: { 201: scmInstanceSchema } } },
    async (request, reply) => reply.code(201).send(await instances.create(request.body)),
  );

  app.delete(
    '/api/admin/scm-instances/:id',
    { schema: { params: idParamsSchema } },
    async (request, reply) => {
      await instances.delete(request.params.id);
      return reply.code(204).send();
    },
  );
};
