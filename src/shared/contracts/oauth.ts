import { z } from 'zod';

/**
 * The OAuth 2.0 token endpoint for tenant systems: client credentials grant (RFC 6749 §4.4), errors in the
 * shape of RFC 6749 §5.2 — the one endpoint whose error body differs from the house `{ error, fields }`.
 */
export const CLIENT_CREDENTIALS_GRANT = 'client_credentials';
export const TOKEN_TYPE = 'Bearer';
/** Short-lived: a leaked token is useful for an hour at most; clients fetch a new one when it expires. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 60 * 60;

export const OAUTH_ERRORS = [
  'invalid_request',
  'invalid_client',
  'unsupported_grant_type',
  'invalid_scope',
  'too_many_requests',
  'server_error',
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERRORS)[number];

/**
 * The token request, form-encoded (or JSON). Every parameter is optional here so that the endpoint itself
 * answers a missing one with the right OAuth error; a parameter sent twice arrives as an array and is refused.
 */
const parameter = (name: string) =>
  z.string({ error: `The ${name} parameter must be sent once, as a string` }).optional();

export const tokenRequestSchema = z.object(
  {
    grant_type: parameter('grant_type'),
    scope: parameter('scope'),
    client_id: parameter('client_id'),
    client_secret: parameter('client_secret'),
  },
  { error: 'Send the token request as application/x-www-form-urlencoded parameters' },
);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal(TOKEN_TYPE),
  expires_in: z.number().int(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const oauthErrorSchema = z.object({
  error: z.enum(OAUTH_ERRORS),
  error_description: z.string(),
});
export type OAuthErrorBody = z.infer<typeof oauthErrorSchema>;
