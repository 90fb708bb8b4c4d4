import type { OAuthErrorCode } from '@shared/contracts/oauth';

/** RFC 6749 §5.2: the token endpoint's errors, answered as { error, error_description }. */
export class OAuthError extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    readonly statusCode: number,
    description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
  }
}

/** RFC 6749 §5.2: 401 with a challenge naming the scheme the client may use. */
export const BASIC_CHALLENGE = 'Basic realm="oauth", charset="UTF-8"';

export const invalidRequest = (description: string) => new OAuthError('invalid_request', 400, description);
export const invalidClient = (description = 'Client authentication failed') =>
  new OAuthError('invalid_client', 401, description, { 'www-authenticate': BASIC_CHALLENGE });
export const unsupportedGrantType = (description: string) =>
  new OAuthError('unsupported_grant_type', 400, description);
export const invalidScope = (description: string) => new OAuthError('invalid_scope', 400, description);
export const tooManyTokenRequests = (retryAfterSeconds: number) =>
  new OAuthError('too_many_requests', 429, 'Too many token requests, try again later', {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
