import type { FastifyReply } from 'fastify';

/**
 * Sends JSON made earlier (a shared-cache value): Fastify skips serialization for a string, so a kept
 * answer costs neither the response schema's check nor JSON.stringify again. The route still declares its
 * response schema (the OpenAPI document and the fuzz suite read it); the cached value was checked against
 * it when it was made.
 */
export function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json as never);
}
