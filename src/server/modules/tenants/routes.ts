import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pageQuerySchema, TOTAL_COUNT_HEADER } from '@shared/contracts/common';
import {
  createTenantSchema,
  tenantListSchema,
  tenantSchema,
  tenantStatusSchema,
} from '@shared/contracts/tenants';
import { signedInAdmin } from '../../plugins/session';

/** /api/admin/tenants (product §7), behind the one admin guard like every /api/admin path. */
export const tenantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tenants = app.deps.tenants;

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
    async (request) => {
      const tenant = await tenants.setActive(request.params.id, request.body.isActive);
      // Who switched a customer's API access on or off is worth finding in the logs later.
      request.log.info(
        { tenantId: tenant.id, isActive: tenant.isActive, admin: signedInAdmin(request).email },
        'tenant status changed',
      );
      return tenant;
    },
  );

  // Beyond docs/product.md: a leaked secret can be replaced; the old one and its tokens stop working at once.
  app.post(
    '/api/admin/tenants/:id/rotate-secret',
    { schema: { params: idParamsSchema, response: { 200: tenantSchema } } },
    async (request) => {
      const tenant = await tenants.rotateSecret(request.params.id);
      request.log.info({ tenantId: tenant.id, admin: signedInAdmin(request).email }, 'tenant secret rotated');
      return tenant;
    },
  );
};
