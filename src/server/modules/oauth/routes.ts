import type { FastifyError } from 'fastify';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { OAUTH_TOKEN_PATH } from '@shared/bug-reports';
import type { OAuthErrorBody } from '@shared/contracts/oauth';
import { tokenRequestSchema, tokenResponseSchema } from '@shared/contracts/oauth';
import { HttpError } from '../../lib/http-errors';
import { readClientCredentials } from './client-credentials';
import { OAuthError } from './oauth-error';

/** RFC 6749 §5.1: token responses, and their errors, must never be cached. */
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

/** Anything that is not an OAuthError, in RFC 6749 §5.2 shape rather than the house `{ error, fields }`. */
function toOAuthError(error: FastifyError): OAuthError {
  if (error instanceof OAuthError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new OAuthError('invalid_request', 400, error.validation[0]?.message ?? 'Malformed token request');
  }
  if (error instanceof HttpError) {
    // From the shared hooks, e.g. the cross-site refusal.
    const code = error.statusCode === 429 ? 'too_many_requests' : 'invalid_request';
    return new OAuthError(code, error.statusCode, error.message, error.headers);
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return new OAuthError('invalid_request', 413, 'The request body is too large');
  if (status >= 400 && status < 500) {
    // Unparseable JSON, an unsupported content type: the request is malformed (§5.2 invalid_request).
    return new OAuthError(
      'invalid_request',
      400,
      'Send the token request as application/x-www-form-urlencoded parameters',
    );
  }
  return new OAuthError('server_error', 500, 'The server could not issue a token, try again later');
}

/** POST /oauth/token: the OAuth 2.0 client credentials grant for tenant systems (RFC 6749 §4.4). */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const oauth = app.deps.oauth;
  // RFC 6749 §4.4 sends the token request as a form. Registered in this plugin only: every other endpoint
  // takes JSON and answers a form body with 415.
  await app.register(formbody);

  // Scoped to this plugin: only the token endpoint answers errors in the OAuth shape.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const oauthError = toOAuthError(error);
    if (oauthError.statusCode >= 500) request.log.error({ err: error }, 'token request failed');
    const body: OAuthErrorBody = { error: oauthError.code, error_description: oauthError.message };
    return reply
      .code(oauthError.statusCode)
      .headers({ ...NO_STORE, ...oauthError.headers })
      .send(body);
  });

  app.post(
    OAUTH_TOKEN_PATH,
    { schema: { body: tokenRequestSchema, response: { 200: tokenResponseSchema } } },
    async (request, reply) => {
      const body = request.body;
      const credentials = readClientCredentials(request.headers.authorization, body);
      const token = await oauth.issueToken({
        credentials,
        grantType: body.grant_type,
        scope: body.scope,
        ip: request.ip,
      });
      return reply.headers(NO_STORE).send(token);
    },
  );
};
