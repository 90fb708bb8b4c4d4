import type { FastifyPluginAsync } from 'fastify';
import { LIVE_EVENT, LIVE_EVENTS_PATH } from '@shared/contracts/live-events';
import { HttpError } from '../../lib/http-errors';
import type { LiveMessage } from '../../lib/live-events';

/** A comment line this often keeps proxies and the browser from taking a quiet stream for a dead one. */
export const HEARTBEAT_MS = 25_000;
/** How long the browser waits before it opens the stream again (a restart, a deploy, a network blip). */
const RETRY_MS = 2_000;

function frame(message: LiveMessage): string {
  return message.type === 'change'
    ? `event: ${LIVE_EVENT.change}\ndata: ${message.payload}\n\n`
    : `event: ${LIVE_EVENT.resync}\ndata: {}\n\n`;
}

/**
 * The back office's live updates: a Server-Sent Events stream of the inbox changes any process commits
 * (lib/live-events.ts). Written by hand on the hijacked reply: it is a few lines of the protocol, and the
 * stream must end when the app closes (shutdown.ts) rather than hold the server open. Admin only, by the
 * one guard (plugins/session.ts): a visitor or a tenant's token gets 401, which stops the browser's
 * EventSource for good. A public request never reaches any of this.
 */
export const liveEventsRoutes: FastifyPluginAsync = async (app) => {
  const live = app.liveEvents;
  app.get(
    LIVE_EVENTS_PATH,
    {
      schema: {
        description:
          'Server-Sent Events (text/event-stream): `change` events ({ kind, id, change, count }) for every ' +
          'committed write to an inbox, `resync` when some may have been missed; a comment every 25 s.',
      },
    },
    async (request, reply) => {
      // Only an event-stream client (EventSource says so) gets the endless answer; anything else is told.
      if (!request.headers.accept?.includes('text/event-stream')) {
        throw new HttpError(406, 'An event stream: send Accept: text/event-stream');
      }
      const response = reply.raw;
      // Subscribed before the answer starts, so a change committed after the client sees the stream
      // reaches it; what arrives before the head is written waits here.
      const waiting: string[] = [];
      let open = false;
      let ended = false;
      let heartbeat: NodeJS.Timeout | null = null;
      let unsubscribe = () => {};
      const end = () => {
        if (ended) return;
        ended = true;
        if (heartbeat) clearInterval(heartbeat);
        unsubscribe();
        if (!response.writableEnded) response.end();
      };
      unsubscribe = await live.subscribe((message: LiveMessage) => {
        if (open) response.write(frame(message));
        else waiting.push(frame(message));
      }, end);
      // The app began closing meanwhile.
      if (ended) throw new HttpError(503, 'Shutting down');

      reply.hijack();
      // What the hooks set (security headers, the request id) goes out with the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) response.setHeader(name, value);
      }
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'private, no-store',
        // A reverse proxy must pass each event on at once, not buffer the stream.
        'x-accel-buffering': 'no',
        // The connection ends with the stream (at shutdown nothing is left open for the server to wait on).
        connection: 'close',
      });
      response.write(`retry: ${RETRY_MS}\n\n${waiting.join('')}`);
      open = true;
      request.raw.socket.on('close', end);
      response.on('close', end);

      heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
    },
  );
};
