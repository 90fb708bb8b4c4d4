import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderPaymentRequestSchema, orderPaymentSchema } from '@shared/contracts/order-admin';
import { signedInAdmin } from '../../plugins/session';
import { createOrderAdminService } from './admin-service';

const params = z.object({ id: z.uuid() });

/**
 * The order's pro forma and payment in the back office (under /api/admin, so the session plugin guards them):
 *   GET  /api/admin/orders/:id/proforma.pdf   the pro forma, as a download
 *   POST /api/admin/orders/:id/payment        'Opłacone' with the booking date and the full gross amount
 */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOrderAdminService(app.db, app.mail, { config: app.config, clock: app.clock });

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
