import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessCheck, badRequest, route } from './replies';
import type { SimulatorState } from './state';

/** A sent invoice's status and its UPO, by its reference or its KSeF number. */
export function registerInvoiceRoutes(app: FastifyInstance, state: SimulatorState) {
  const { sessions } = state;
  const accessOf = accessCheck(state.accessTokens);

  const findInvoice = (
    params: { referenceNumber: string; invoiceReferenceNumber?: string; ksefNumber?: string },
    nip: string,
  ) => {
    const session = sessions.get(params.referenceNumber);
    if (!session || session.nip !== nip) return null;
    return (
      session.invoices.find((invoice) =>
        params.ksefNumber
          ? invoice.ksefNumber === params.ksefNumber
          : invoice.referenceNumber === params.invoiceReferenceNumber,
      ) ?? null
    );
  };

  app.route({
    ...route(
      'GET',
      '/sessions/:referenceNumber/invoices/:invoiceReferenceNumber',
      '/sessions/{referenceNumber}/invoices/{invoiceReferenceNumber}',
    ),
    handler: async (request, reply) => {
      const access = accessOf(request, reply);
      if (!access) return reply;
      const invoice = findInvoice(
        request.params as { referenceNumber: string; invoiceReferenceNumber: string },
        access.nip,
      );
      if (!invoice) return badRequest(reply, 21164, 'Faktura o podanym numerze referencyjnym nie istnieje.');
      return {
        ordinalNumber: invoice.ordinalNumber,
        invoiceNumber: invoice.invoiceNumber,
        ksefNumber: invoice.ksefNumber,
        referenceNumber: invoice.referenceNumber,
        invoiceHash: invoice.invoiceHash,
        acquisitionDate: invoice.acquisitionDate?.toISOString() ?? null,
        invoicingDate: invoice.sentAt.toISOString(),
        invoicingMode: invoice.offlineMode ? 'Offline' : 'Online',
        status: invoice.status,
      };
    },
  });

  const upoHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const access = accessOf(request, reply);
    if (!access) return reply;
    const invoice = findInvoice(request.params as { referenceNumber: string }, access.nip);
    if (!invoice?.upo) return badRequest(reply, 21178, 'UPO o podanych kryteriach nie zostało odnalezione.');
    return reply.code(200).type('application/xml').send(invoice.upo);
  };
  app.route({
    ...route(
      'GET',
      '/sessions/:referenceNumber/invoices/:invoiceReferenceNumber/upo',
      '/sessions/{referenceNumber}/invoices/{invoiceReferenceNumber}/upo',
    ),
    handler: upoHandler,
  });
  app.route({
    ...route(
      'GET',
      '/sessions/:referenceNumber/invoices/ksef/:ksefNumber/upo',
      '/sessions/{referenceNumber}/invoices/ksef/{ksefNumber}/upo',
    ),
    handler: upoHandler,
  });
}
