import { invalidClient, invalidRequest } from './oauth-error';

export type ClientCredentials = { clientId: string; clientSecret: string };

/** application/x-www-form-urlencoded decoding, which RFC 6749 §2.3.1 applies to both Basic halves. */
function formDecode(value: string): string {
  return decodeURIComponent(value.replace(/\+/g, ' '));
}

function fromBasicHeader(header: string): ClientCredentials {
  const match = /^Basic[ ]+([A-Za-z0-9+/=_-]+)[ ]*$/i.exec(header);
  if (!match) throw invalidClient('Use HTTP Basic authentication with the client id and secret');
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw invalidClient('The Basic credentials must be client_id:client_secret');
  try {
    return {
      clientId: formDecode(decoded.slice(0, colon)),
      clientSecret: formDecode(decoded.slice(colon + 1)),
    };
  } catch {
    throw invalidClient('The Basic credentials are not valid URL-encoded text');
  }
}

/**
 * Client authentication (RFC 6749 §2.3.1): HTTP Basic, or client_id + client_secret in the body — exactly
 * one method. No credentials at all is a failed authentication, not a malformed request (§5.2).
 */
export function readClientCredentials(
  authorization: string | undefined,
  body: { client_id?: string | undefined; client_secret?: string | undefined },
): ClientCredentials {
  const inBody = body.client_id !== undefined || body.client_secret !== undefined;
  if (authorization !== undefined) {
    if (inBody) throw invalidRequest('Use one client authentication method: HTTP Basic or body parameters');
    return fromBasicHeader(authorization);
  }
  if (!inBody) throw invalidClient('Client authentication is missing: use HTTP Basic authentication');
  if (!body.client_id || !body.client_secret) {
    throw invalidRequest('Send both client_id and client_secret');
  }
  return { clientId: body.client_id, clientSecret: body.client_secret };
}
