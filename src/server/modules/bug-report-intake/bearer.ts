import type { FastifyRequest } from 'fastify';
import { BUG_REPORT_SCOPE } from '@shared/bug-reports';
import { HttpError } from '../../lib/http-errors';
import type { OAuthService } from '../oauth/public';

const REALM = 'realm="api"';

/**
 * RFC 6750 §3: a request without a token gets only the challenge; a bad one is invalid_token (401); a token
 * without the scope is insufficient_scope (403). Bodies keep the house `{ error }` shape of /api.
 */
const missingToken = () =>
  new HttpError(401, 'Authentication required: send Authorization: Bearer <access token>', undefined, {
    'www-authenticate': `Bearer ${REALM}`,
  });
const invalidToken = () =>
  new HttpError(401, 'The access token is invalid, expired or revoked', undefined, {
    'www-authenticate': `Bearer ${REALM}, error="invalid_token", error_description="The access token is invalid, expired or revoked"`,
  });
const insufficientScope = (scope: string) =>
  new HttpError(403, `The access token lacks the ${scope} scope`, undefined, {
    'www-authenticate': `Bearer ${REALM}, error="insufficient_scope", scope="${scope}"`,
  });

export type TokenTenant = { tenantId: string };

/** Resolves the tenant of the request's Bearer token holding `scope`, or throws the RFC 6750 answer. */
export async function requireBearer(
  oauth: OAuthService,
  request: FastifyRequest,
  scope = BUG_REPORT_SCOPE,
): Promise<TokenTenant> {
  const header = request.headers.authorization;
  if (!header) throw missingToken();
  const match = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)[ ]*$/i.exec(header);
  if (!match) {
    // Another scheme is "no bearer credentials"; a malformed Bearer value is a bad token.
    if (/^Bearer\b/i.test(header)) throw invalidToken();
    throw missingToken();
  }
  const token = await oauth.authenticateBearer(match[1]!);
  if (!token) throw invalidToken();
  if (!token.scope.split(' ').includes(scope)) throw insufficientScope(scope);
  return { tenantId: token.tenantId };
}
