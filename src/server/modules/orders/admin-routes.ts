import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParamsSchema as params } from '@shared/contracts/common';
import {
  acceptDifferenceRequestSchema,
  orderCustomerSchema,
  orderFulfilmentSchema,
  orderPaymentRequestSchema,
  orderPaymentSchema,
  orderPaymentsSchema,
} from '@shared/contracts/order-admin';
import {
  correctionDraftSchema,
  invoiceSummarySchema,
  orderRefundRequestSchema,
} from '@shared/contracts/invoices';
import { orderBuyerSchema } from '@shared/contracts/order';
import { HttpError } from '../../lib/http-errors';
import { signedInAdmin } from '../../plugins/session';
import { RenderPoolBusyError } from './proforma/render-pool';

/**
 * Every pro forma thread busy and the queue full. 503, not 429: the server is out of capacity for a moment,
 * whoever asks; 429 would tell this caller they sent too much, and the operator who clicks once did not.
 */
export const PDF_BUSY_MESSAGE = 'Serwer generuje teraz wiele dokumentów; spróbuj ponownie za chwilę';
/** About one full queue's worth of rendering (render-pool.ts: a second or so), in whole seconds. */
const PDF_RETRY_AFTER_SECONDS = 2;

/**
 * The order's pro forma and payment in the back office (under /api/admin, so the session plugin guards them):
 *   GET  /api/admin/orders/:id/proforma.pdf   the pro forma, as a download
 *   POST /api/admin/orders/:id/payment        a payment of any amount with its booking date (the ledger)
 *   GET  /api/admin/orders/:id/payments       the payments ledger: paid X of Y, overpayment, deadline
 *   POST /api/admin/orders/:id/accept-difference   paid with what came, for a reason (kept in the history)
 *   GET  /api/admin/orders/:id/fulfilment     pro forma, payment, and the tenant and instance it became
 *   POST /api/admin/orders/:id/customer       'Utwórz klienta': tenant + instance, linked, welcome e-mail
 *   POST /api/admin/orders/:id/refund         money returned, whole or part: the invoice's correction (FK/)
 *   POST /api/admin/orders/:id/refund/preview      the same body: the correction as a draft (nothing stored)
 *   POST /api/admin/orders/:id/refund/preview.pdf  the draft's PDF, marked 'PROJEKT'
 *   POST /api/admin/orders/:id/invoice        the paid order's VAT invoice again, after the schema refused it
 *   POST /api/admin/orders/:id/buyer          the invoice's buyer of a short-form order (a waiting invoice issued)
 */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orderAdmin: service, orderProvisioning: provisioning, pdfThreads } = app.deps;

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

  const busy = () =>
    new HttpError(503, PDF_BUSY_MESSAGE, undefined, { 'retry-after': String(PDF_RETRY_AFTER_SECONDS) });
  app.get('/api/admin/orders/:id/proforma.pdf', { schema: { params } }, async (request, reply) => {
    // Refused before reading the order when the queue is already full: a flood costs as little as it can.
    if (pdfThreads.full) throw busy();
    const { filename, pdf } = await service.proformaPdf(request.params.id).catch((error: unknown) => {
      throw error instanceof RenderPoolBusyError ? busy() : error;
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.post(
    '/api/admin/orders/:id/payment',
    { schema: { params, body: orderPaymentRequestSchema, response: { 200: orderPaymentSchema } } },
    async (request) => service.recordPayment(request.params.id, request.body, signedInAdmin(request).email),
  );

  app.get(
    '/api/admin/orders/:id/payments',
    { schema: { params, response: { 200: orderPaymentsSchema } } },
    async (request) => service.payments(request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/accept-difference',
    { schema: { params, body: acceptDifferenceRequestSchema, response: { 200: orderPaymentSchema } } },
    async (request) =>
      service.acceptDifference(request.params.id, request.body.reason, signedInAdmin(request).email),
  );

  app.post(
    '/api/admin/orders/:id/invoice',
    { schema: { params, response: { 201: invoiceSummarySchema } } },
    async (request, reply) => reply.code(201).send(await service.retryInvoice(request.params.id)),
  );

  app.post(
    '/api/admin/orders/:id/buyer',
    {
      schema: {
        params,
        body: orderBuyerSchema,
        response: {
          200: z.object({ invoice: invoiceSummarySchema.nullable(), failure: z.string().nullable() }),
        },
      },
    },
    async (request) => service.giveBuyer(request.params.id, request.body, signedInAdmin(request).email),
  );

  app.post(
    '/api/admin/orders/:id/refund',
    { schema: { params, body: orderRefundRequestSchema, response: { 201: invoiceSummarySchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.refund(request.params.id, request.body, signedInAdmin(request).email)),
  );

  app.post(
    '/api/admin/orders/:id/refund/preview',
    { schema: { params, body: orderRefundRequestSchema, response: { 200: correctionDraftSchema } } },
    async (request) => service.refundPreview(request.params.id, request.body),
  );

  app.post(
    '/api/admin/orders/:id/refund/preview.pdf',
    { schema: { params, body: orderRefundRequestSchema } },
    async (request, reply) => {
      const { filename, pdf } = await service.refundPreviewPdf(request.params.id, request.body);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
