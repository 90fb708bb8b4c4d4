import type { ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { HttpTimeouts } from '../config';

/**
 * How long a client may take to send its request (docs/operations.md, 'Timeouts and shutdown'). Without
 * limits a client trickling a byte every few seconds holds a socket and its memory forever (300 such bodies
 * were all still open after 100 s).
 */
export function requestTimeoutOptions(timeouts: HttpTimeouts): {
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    // The whole request, headers and body: Node answers 408 and closes when it is late.
    requestTimeout: timeouts.requestTimeoutMs,
    http: {
      headersTimeout: timeouts.headersTimeoutMs,
      // How often Node looks for requests past those limits (its default, 30 s, would let a late one live
      // up to twice as long as allowed).
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(timeouts.headersTimeoutMs / 2)),
    },
  };
}

/** A socket's idle timeout; 0 clears it. Requests made with inject() have a socket without timeouts. */
function setSocketTimeout(request: FastifyRequest, ms: number) {
  const socket = request.raw.socket as Socket | undefined;
  if (typeof socket?.setTimeout === 'function') socket.setTimeout(ms);
}

/**
 * The idle body timeout: while a request's body is being read, a socket that receives nothing for
 * `bodyIdleTimeoutMs` is closed; once the body is in (or the answer is on its way) the socket has no
 * timeout again, so a slow download or an idle keep-alive connection is not cut by it.
 */
export const bodyIdleTimeoutPlugin = fp<{ bodyIdleTimeoutMs: number }>(
  async (app, { bodyIdleTimeoutMs }) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const headers = request.headers;
      const hasBody =
        headers['transfer-encoding'] !== undefined ||
        (headers['content-length'] !== undefined && headers['content-length'] !== '0');
      if (hasBody) setSocketTimeout(request, bodyIdleTimeoutMs);
      done();
    });
    app.addHook('preValidation', (request, _reply, done) => {
      setSocketTimeout(request, 0);
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      setSocketTimeout(request, 0);
      done();
    });
  },
  { name: 'body-idle-timeout' },
);
