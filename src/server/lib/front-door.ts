import http, { type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory, FastifyServerOptions } from 'fastify';

/**
 * Handles a request before Fastify's request cycle, or declines it (returns false) so that Fastify serves it
 * as any other. It must decline before reading the body: once the body is read, it answers.
 */
export type FrontDoorHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/** What the app gives the front door once it exists: the same log, metrics and drain as every request. */
export type FrontDoorServices = {
  log: FastifyBaseLogger;
  /** The request counted in the metrics, as Fastify's onResponse hook counts the others. */
  observe: (method: string, route: string, status: number, seconds: number) => void;
  /** While the process drains (shutdown.ts), every answer closes its connection. */
  shuttingDown: () => boolean;
};

/**
 * The HTTP server Fastify listens on, made as Fastify makes its own (the same timeouts and limits), with a
 * front door: a request a handler takes never enters Fastify's request cycle (id, hooks, routing, logging).
 * For the one request where that cycle is most of the cost, the page-view beacon every public page sends
 * (modules/analytics/beacon-front-door.ts); everything else, and every request made with inject(), goes
 * through Fastify.
 *
 * What the rest of the server does for every request the front door does for the requests it takes, so a
 * handler here keeps every protection: Node's request and headers timeouts (the server's own); the body
 * idle timeout (plugins/request-timeouts.ts); a body limit (a body without a declared length or over the
 * handler's limit is declined, and Fastify's limit answers it); `Connection: close` while draining; the
 * metrics; and a log line for every failure (an answer of 400 or more, a body cut off or abandoned).
 */
export function createFrontDoor({ bodyIdleTimeoutMs }: { bodyIdleTimeoutMs: number }) {
  const handlers = new Map<string, { handler: FrontDoorHandler; maxBodyBytes: number }>();
  let services: FrontDoorServices | undefined;

  function serve(request: IncomingMessage, response: ServerResponse, path: string): boolean {
    const taken = handlers.get(path)!;
    const head = request.headers;
    const length = Number(head['content-length']);
    if (head['transfer-encoding'] !== undefined || !(length > 0 && length <= taken.maxBodyBytes))
      return false;
    const started = process.hrtime.bigint();
    if (services?.shuttingDown()) response.setHeader('connection', 'close');
    if (!taken.handler(request, response)) {
      response.removeHeader('connection');
      return false;
    }

    // While the body is read, a client that sends nothing for this long loses the socket; after it, the
    // server's keep-alive timeout takes over again, as Node sets it once the answer is sent.
    const socket = request.socket;
    let idle = false;
    const onIdle = () => (idle = true);
    socket.setTimeout(bodyIdleTimeoutMs);
    socket.once('timeout', onIdle);
    request.once('end', () => {
      socket.setTimeout(0);
      socket.removeListener('timeout', onIdle);
    });

    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    const line = (statusCode: number) => ({
      method: request.method,
      route: path,
      statusCode,
      responseTime: Math.round(seconds() * 10_000) / 10,
    });
    response.once('finish', () => {
      services?.observe(request.method ?? 'POST', path, response.statusCode, seconds());
      if (response.statusCode >= 400) services?.log.info(line(response.statusCode), 'request completed');
    });
    response.once('close', () => {
      socket.removeListener('timeout', onIdle);
      if (response.writableFinished) return;
      const reason = idle ? 'the body stopped arriving' : 'the client closed the connection';
      services?.log.info({ ...line(0), reason }, 'request aborted');
    });
    return true;
  }

  const serverFactory: FastifyServerFactory = (fastifyHandler, untyped) => {
    // Fastify's options with its defaults applied (fastify.js), typed loosely by Fastify.
    const options = untyped as Required<
      Pick<
        FastifyServerOptions,
        'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'maxRequestsPerSocket'
      >
    > & { http?: ServerOptions | null };
    const server = http.createServer(options.http ?? {}, (request, response) => {
      const path = request.url ?? '';
      if (request.method === 'POST' && handlers.has(path) && serve(request, response, path)) return;
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
    /** The app's log, metrics and drain state (app.ts, as soon as the app exists). */
    attach(given: FrontDoorServices) {
      services = given;
    },
    /**
     * A POST to exactly this path (no query) with a declared body of at most `maxBodyBytes` may be taken
     * by `handler`; a larger one goes to Fastify's route and its limits.
     */
    take(path: string, handler: FrontDoorHandler, { maxBodyBytes }: { maxBodyBytes: number }) {
      handlers.set(path, { handler, maxBodyBytes });
    },
  };
}
export type FrontDoor = ReturnType<typeof createFrontDoor>;
