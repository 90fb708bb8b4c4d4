import { OAUTH_ERRORS } from '@shared/contracts/oauth';
import {
  IDEMPOTENCY_ERRORS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_REUSED,
} from '@shared/contracts/headers';

const IN_FLIGHT =
  'the first request with this Idempotency-Key is still being processed: try again in a moment';

/** The house error shape (src/shared/contracts/errors.ts) as the document shows it, with an example. */
function apiError(description: string, example: Record<string, unknown>) {
  return {
    description,
    type: 'object',
    required: ['error'],
    properties: {
      error: { type: 'string' },
      fields: { type: 'object', additionalProperties: { type: 'string' } },
      requestId: { type: 'string' },
    },
    examples: [example],
  };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Paths with a database-backed attempt limit (login, forms, tenant reports). */
const RATE_LIMITED = ['/api/admin/login', '/api/contact', '/api/demo-booking', '/api/bug-report'];

/** The errors a route can answer besides its own declared responses, from what kind of route it is. */
export function errorResponsesFor(route: {
  method: string;
  url: string;
  hasInput: boolean;
  admin: boolean;
  /** Takes an Idempotency-Key (the public form writes). */
  idempotent?: boolean;
}) {
  const responses: Record<string, ReturnType<typeof apiError>> = {};
  if (route.hasInput) {
    responses['400'] = apiError('Bad input: `fields` names each invalid field; nothing was changed', {
      error: 'email: Nieprawidłowy adres email',
      fields: { email: 'Nieprawidłowy adres email' },
    });
  }
  if (route.admin) responses['401'] = apiError('Not signed in', { error: 'Not signed in' });
  if (route.url === '/api/bug-report') {
    responses['401'] = apiError('Missing, invalid, expired or revoked access token', {
      error: 'Authentication required: send Authorization: Bearer <access token>',
    });
  }
  if (STATE_CHANGING.has(route.method)) {
    responses['403'] = apiError('Sent by another site’s page (Origin / Sec-Fetch-Site)', {
      error: 'Cross-site request refused',
    });
  }
  if (route.url.includes(':')) responses['404'] = apiError('No record with this id', { error: 'Not found' });
  if (route.url === '/api/demo-booking') {
    responses['409'] = apiError(
      `The slot was taken or has passed meanwhile${route.idempotent ? '; or ' + IN_FLIGHT : ''}`,
      { error: 'Ten termin został już zarezerwowany. Wybierz inny.' },
    );
  } else if (route.idempotent) {
    responses['409'] = apiError(IN_FLIGHT, { error: IDEMPOTENCY_ERRORS.inFlight });
  }
  if (route.idempotent) {
    responses['422'] = apiError('The Idempotency-Key was already used by this client for another request', {
      error: IDEMPOTENCY_KEY_REUSED.pl,
      fields: { [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_KEY_REUSED.pl },
    });
  }
  if (STATE_CHANGING.has(route.method) && route.hasInput) {
    responses['413'] = apiError('Body over 1 MB', { error: 'The request body is too large' });
  }
  if (RATE_LIMITED.includes(route.url)) {
    responses['429'] = apiError('Too many attempts; the Retry-After header says when to try again', {
      error: 'Too many attempts, try again later',
    });
  }
  responses['500'] = apiError('A bug on our side; quote the request id', {
    error: 'Internal server error',
    requestId: '6f0c5a2e-3b7d-4f1a-9c8e-2d4b6a8f0e13',
  });
  responses['503'] = apiError(
    'The database is restarting or out of reach; the Retry-After header says when to try again',
    { error: 'The service is temporarily unavailable, try again in a moment' },
  );
  return responses;
}

/** The token endpoint answers RFC 6749 §5.2 errors instead of the house shape. */
export function oauthErrorResponses() {
  const oauthError = (description: string, error: string, errorDescription: string) => ({
    description,
    type: 'object',
    required: ['error', 'error_description'],
    properties: { error: { type: 'string', enum: [...OAUTH_ERRORS] }, error_description: { type: 'string' } },
    examples: [{ error, error_description: errorDescription }],
  });
  return {
    '400': oauthError('Malformed request, unsupported grant type or scope', 'invalid_scope', 'Unknown scope'),
    '401': oauthError(
      'Unknown client, wrong secret or deactivated tenant',
      'invalid_client',
      'Client authentication failed',
    ),
    '429': oauthError(
      'Too many failed attempts; see Retry-After',
      'too_many_requests',
      'Too many failed attempts',
    ),
  };
}
