import type { FastifyRequest } from 'fastify';

/**
 * A JSON request's body as it arrived, before parsing (plugins/errors.ts keeps it): what an Idempotency-Key's
 * fingerprint is made of, so a replay answers only the very same bytes, not an equal-looking parse.
 */
const rawBodies = new WeakMap<FastifyRequest, string>();

export function keepRawJsonBody(request: FastifyRequest, body: string) {
  rawBodies.set(request, body);
}

/** The raw JSON body, or '' for a request without one. */
export function rawJsonBodyOf(request: FastifyRequest): string {
  return rawBodies.get(request) ?? '';
}
