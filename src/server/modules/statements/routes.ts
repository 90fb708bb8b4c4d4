import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uuidParamsSchema as params } from '@shared/contracts/common';
import {
  csvMappingResponseSchema,
  MAX_STATEMENT_BYTES,
  STATEMENT_TOO_LARGE,
  statementConfirmRequestSchema,
  statementImportRequestSchema,
  statementImportSchema,
  statementLineSchema,
  statementLinesSchema,
  unpaidOrdersSchema,
} from '@shared/contracts/statements';
import { HttpError } from '../../lib/http-errors';
import { signedInAdmin } from '../../plugins/session';

/**
 * The largest body the import reads: the largest file in base64 (a third more than its bytes) with room
 * for the rest of the request; the contract refuses a larger file inside it, naming the field.
 */
const STATEMENT_BODY_LIMIT = Math.ceil((MAX_STATEMENT_BYTES * 4) / 3) + 1_000_000;

/**
 * 'Faktury' → 'Import wyciągu' (under /api/admin, so the session plugin guards them):
 *   POST /api/admin/statements                     a statement file (MT940 or CSV): its credits, matched
 *   GET  /api/admin/statements/lines               the credits still waiting for the operator
 *   GET  /api/admin/statements/unpaid-orders       the orders a credit may be paired with by hand
 *   POST /api/admin/statements/lines/:id/confirm   book one as its order's payment (→ VAT invoice)
 *   GET  /api/admin/statements/csv-mapping         the CSV columns remembered from the last import
 */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { statements } = app.deps;

  app.post(
    '/api/admin/statements',
    {
      schema: { body: statementImportRequestSchema, response: { 200: statementImportSchema } },
      bodyLimit: STATEMENT_BODY_LIMIT,
      // A body past even that is refused before it is read: told about the file, like the contract's refusal.
      // (What this handler throws goes on to the app's one error handler.)
      errorHandler: (error) => {
        if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
        throw new HttpError(413, STATEMENT_TOO_LARGE, { file: STATEMENT_TOO_LARGE });
      },
    },
    async (request) => statements.import(request.body),
  );

  app.get(
    '/api/admin/statements/lines',
    { schema: { response: { 200: statementLinesSchema } } },
    async () => ({
      items: await statements.openLines(),
    }),
  );

  app.get(
    '/api/admin/statements/unpaid-orders',
    { schema: { response: { 200: unpaidOrdersSchema } } },
    async () => ({ items: await statements.unpaidOrders() }),
  );

  app.post(
    '/api/admin/statements/lines/:id/confirm',
    { schema: { params, body: statementConfirmRequestSchema, response: { 200: statementLineSchema } } },
    async (request) => statements.confirm(request.params.id, request.body, signedInAdmin(request).email),
  );

  app.get(
    '/api/admin/statements/csv-mapping',
    { schema: { response: { 200: csvMappingResponseSchema } } },
    async () => ({
      mapping: await statements.csvMapping(),
    }),
  );
};
