import http, { type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyServerFactory, FastifyServerOptions } from 'fastify';

/**
 * Handles a request before Fastify's request cycle, or declines it (returns false) so that Fastify serves it
 * as any other. It must decline before reading the body: once the body is read, it answers.
 */
export type FrontDoorHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The HTTP server Fastify listens on, made as Fastify makes its own (the same timeouts and limits), with a
 * front door: a request a handler takes never enters Fastify's request cycle (id, hooks, routing, logging).
 * For the one request where that cycle is most of the cost, the page-view beacon every public page sends
 * (modules/analytics/beacon-front-door.ts); everything else, and every request made with inject(), goes
 * through Fastify.
 */
export function createFrontDoor() {
  const handlers = new Map<string, FrontDoorHandler>();

  const serverFactory: FastifyServerFactory = (fastifyHandler, untyped) => {
    // Fastify's options with its defaults applied (fastify.js), typed loosely by Fastify.
    const options = untyped as Required<
      Pick<
        FastifyServerOptions,
        'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'maxRequestsPerSocket'
      >
    > & { http?: ServerOptions | null };
    const server = http.createServer(options.http ?? {}, (request, response) => {
      const handler = request.method === 'POST' ? handlers.get(request.url ?? '') : undefined;
      if (handler?.(request, response)) return;
      fastifyHandler(request, response);
    });
    // What Fastify sets on a server it makes itself (fastify/lib/server.js).
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  return {
    serverFactory,
    /** A POST to exactly this path (no query) may be taken by `handler`. */
    take(path: string, handler: FrontDoorHandler) {
      handlers.set(path, handler);
    },
  };
}
export type FrontDoor = ReturnType<typeof createFrontDoor>;
