import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uuidParamsSchema as params } from '@shared/contracts/common';
import {
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceMonthQuerySchema,
  invoiceSummarySchema,
} from '@shared/contracts/invoices';
import {
  KSEF_CHECK_PATH,
  KSEF_OUTAGES_PATH,
  KSEF_OVERVIEW_PATH,
  ksefCheckSchema,
  ksefOutageInputSchema,
  ksefOutageSchema,
  ksefOverviewSchema,
} from '@shared/contracts/ksef-sending';

/**
 * 'Faktury' in the back office (under /api/admin, so the session plugin guards them):
 *   GET /api/admin/invoices?month=YYYY-MM&ksefStatus=…   the invoices and corrections, newest first
 *   GET /api/admin/invoices/:id/upo              KSeF's official receipt (404 until there is one)
 *   POST /api/admin/invoices/:id/resend          'Wyślij ponownie' for one KSeF rejected
 *   GET /api/admin/ksef, POST /api/admin/ksef/check   the 'KSeF' screen, 'Sprawdź połączenie'
 *   POST /api/admin/ksef/outages, DELETE …/:id   an announced unavailability or failure declared (from–to)
 *   GET /api/admin/invoices/:id/pdf | /xml       one document, as a download
 *   GET /api/admin/invoices/month.zip?month=…    the month's FA(3) XML files and their PDFs in one ZIP
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invoices, ksefSender } = app.deps;

  app.get(
    '/api/admin/invoices',
    { schema: { querystring: invoiceListQuerySchema, response: { 200: invoiceListSchema } } },
    async (request) => invoices.list(request.query),
  );

  app.get('/api/admin/invoices/:id/upo', { schema: { params } }, async (request, reply) => {
    const { filename, xml } = await invoices.upo(request.params.id);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(xml);
  });

  app.post(
    '/api/admin/invoices/:id/resend',
    { schema: { params, response: { 200: invoiceSummarySchema } } },
    async (request) => invoices.resend(request.params.id),
  );

  app.get(KSEF_OVERVIEW_PATH, { schema: { response: { 200: ksefOverviewSchema } } }, async () =>
    ksefSender.overview(),
  );

  app.post(KSEF_CHECK_PATH, { schema: { response: { 200: ksefCheckSchema } } }, async () =>
    ksefSender.check(),
  );

  app.post(
    KSEF_OUTAGES_PATH,
    { schema: { body: ksefOutageInputSchema, response: { 201: ksefOutageSchema } } },
    async (request, reply) => reply.code(201).send(await ksefSender.outages.add(request.body)),
  );

  app.delete(`${KSEF_OUTAGES_PATH}/:id`, { schema: { params } }, async (request, reply) => {
    await ksefSender.outages.remove(request.params.id);
    return reply.code(204).send();
  });

  app.get('/api/admin/invoices/:id/pdf', { schema: { params } }, async (request, reply) => {
    const { filename, pdf } = await invoices.pdf(request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.get('/api/admin/invoices/:id/xml', { schema: { params } }, async (request, reply) => {
    const { filename, xml } = await invoices.xml(request.params.id);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(xml);
  });

  app.get(
    '/api/admin/invoices/month.zip',
    { schema: { querystring: invoiceMonthQuerySchema } },
    async (request, reply) => {
      const { filename, zip } = await invoices.monthZip(request.query.month);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  );
};
