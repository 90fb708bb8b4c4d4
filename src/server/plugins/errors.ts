import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { badRequest, HttpError } from '../lib/http-errors';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../lib/json-depth';
import { keepRawJsonBody } from '../lib/raw-json-body';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../lib/storable-text';
import { databaseErrorCode } from '../observability/metrics';
import { isDatabaseUnavailable, unavailableCode } from '../observability/database-errors';

/**
 * One error shape for the whole API: { error, fields? } (product §7; docs/contributing.md, 'Errors'). Bad
 * input is 400 and names the field; anything unexpected is logged with its request id and answered without
 * internals, with the request id (also in every answer's X-Request-Id header) so a caller's report can be
 * found in the log.
 */
export const errorsPlugin = fp(async (app) => {
  // JSON nested deeper than any contract is refused before it is parsed: the allowed body size could hold
  // half a million levels, and every walk over such a value (validation, the text check below) pays per level.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (exceedsJsonDepth(body as string, MAX_JSON_DEPTH)) {
      return done(badRequest(`The request body is nested too deeply (over ${MAX_JSON_DEPTH} levels)`));
    }
    keepRawJsonBody(request, body as string);
    parseJson(request, body as string, done);
  });

  // One check for every route, before its own schema: a NUL byte or a broken surrogate anywhere in the
  // parameters, query or body is bad input (400 naming the field), never a database error.
  app.addHook('preValidation', (request, _reply, done) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const;
    for (const [part, value] of parts) {
      const path = findUnstorableText(value);
      if (path === null) continue;
      const field = path.join('.') || part;
      return done(
        new HttpError(400, `${field}: ${UNSTORABLE_TEXT_MESSAGE}`, { [field]: UNSTORABLE_TEXT_MESSAGE }),
      );
    }
    done();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send({
        error: error.message,
        ...(error.fields && { fields: error.fields }),
        ...(error.code && { code: error.code }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        fields[field] ??= issue.message ?? 'Invalid value';
      }
      const [first] = Object.entries(fields);
      const message = first ? `${first[0]}: ${first[1]}` : 'Invalid request';
      return reply.code(400).send({ error: message, fields });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: clientErrorMessage(error, status) });
    }
    // The database restarting or out of reach is not a bug: the caller may try again in a moment.
    if (isDatabaseUnavailable(error)) {
      app.metrics.dbQueryError(unavailableCode(error));
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const databaseError = databaseErrorCode(error);
    if (databaseError) app.metrics.dbQueryError(databaseError);
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Internal server error', requestId: String(request.id) });
  });
});

/** What a request that could not reach the database is told (503), and when to try again. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable, try again in a moment';
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own 4xx messages are fine for callers, but a few deserve plainer words. */
function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json';
    default:
      return status === 404 ? 'Not found' : error.message;
  }
}

export function sendApiNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ error: 'Not found' });
}
