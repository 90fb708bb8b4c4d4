import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderCustomerSchema,
  orderFulfilmentSchema,
  orderPaymentRequestSchema,
  orderPaymentSchema,
} from '@shared/contracts/order-admin';
import { signedInAdmin } from '../../plugins/session';
import { createOrderAdminService } from './admin-service';
import { createOrderProvisioning } from './provisioning';

const params = z.object({ id: z.uuid() });

/**
 * The order's pro forma and payment in the back office (under /api/admin, so the session plugin guards them):
 *   GET  /api/admin/orders/:id/proforma.pdf   the pro forma, as a download
 *   POST /api/admin/orders/:id/payment        'Opłacone' with the booking date and the full gross amount
 *   GET  /api/admin/orders/:id/fulfilment     pro forma, payment, and the tenant and instance it became
 *   POST /api/admin/orders/:id/customer       'Utwórz klienta': tenant + instance, linked, welcome e-mail
 */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOrderAdminService(app.db, app.mail, { config: app.config, clock: app.clock });
  const provisioning = createOrderProvisioning(app.db, {
    cipher: app.cipher,
    mail: app.mail,
    clock: app.clock,
  });

  app.get(
    '/api/admin/orders/:id/fulfilment',
    { schema: { params, response: { 200: orderFulfilmentSchema } } },
    async (request) => service.fulfilment(request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/customer',
    { schema: { params, response: { 201: orderCustomerSchema } } },
    async (request, reply) => {
      const admin = signedInAdmin(request).email;
      const customer = await provisioning.createCustomer(request.params.id, admin);
      request.log.info(
        { orderId: customer.orderId, tenantId: customer.tenant.id, admin },
        'customer created from order',
      );
      return reply.code(201).send(customer);
    },
  );

  app.get('/api/admin/orders/:id/proforma.pdf', { schema: { params } }, async (request, reply) => {
    const { filename, pdf } = await service.proformaPdf(request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.post(
    '/api/admin/orders/:id/payment',
    { schema: { params, body: orderPaymentRequestSchema, response: { 200: orderPaymentSchema } } },
    async (request) => service.markPaid(request.params.id, request.body, signedInAdmin(request).email),
  );
};
