import type { FastifyPluginAsync } from 'fastify';
import { LIVE_EVENT, LIVE_EVENTS_PATH } from '@shared/contracts/live-events';
import { HttpError, unauthorized } from '../../lib/http-errors';
import { LiveStreamsFull, type LiveEnd, type LiveMessage } from '../../lib/live-events';

/** A comment line this often keeps proxies and the browser from taking a quiet stream for a dead one. */
export const HEARTBEAT_MS = 25_000;
/** How long the browser waits before it opens the stream again (a restart, a deploy, a network blip). */
const RETRY_MS = 2_000;
/** What a browser refused for a full process is told to wait before trying again. */
const FULL_RETRY_AFTER_SECONDS = 5;

/** The stream's last words when its session is over: the back office shows the sign-in. */
const SESSION_ENDED_FRAME = `event: ${LIVE_EVENT.sessionEnded}\ndata: {}\n\n`;

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
 *
 * The stream lives no longer than its session: when the session is found over (lib/live-events.ts checks
 * it before each change goes out and on a timer), the stream's last words are `session-ended` and it
 * closes; the back office then shows the sign-in. A process holds at most `liveEvents.maxStreams`
 * streams; beyond that it answers 503 with Retry-After, and the browser tries again.
 */
export const liveEventsRoutes: FastifyPluginAsync = async (app) => {
  const live = app.liveEvents;
  app.get(
    LIVE_EVENTS_PATH,
    {
      schema: {
        description:
          'Server-Sent Events (text/event-stream): `change` events ({ kind, id, change, count }) for every ' +
          'committed write to an inbox, `resync` when some may have been missed; a comment every 25 s. ' +
          'When the session ends (sign-out, revoked, deactivated, factors reset, expired) a last ' +
          '`session-ended` event, then the stream closes. 503 with Retry-After when this process holds ' +
          'as many streams as it may.',
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
      let ended: LiveEnd | null = null;
      let heartbeat: NodeJS.Timeout | null = null;
      let unsubscribe = () => {};
      const end = (reason: LiveEnd = 'closing') => {
        if (ended) return;
        ended = reason;
        if (heartbeat) clearInterval(heartbeat);
        unsubscribe();
        // Before the stream's head is written, the answer is an error instead (below).
        if (!open || response.writableEnded) return;
        if (reason === 'session-ended') response.write(SESSION_ENDED_FRAME);
        response.end();
      };
      try {
        unsubscribe = await live.subscribe({
          session: request.sessionToken!,
          deliver(message: LiveMessage) {
            if (open) response.write(frame(message));
            else waiting.push(frame(message));
          },
          end,
        });
      } catch (error) {
        if (!(error instanceof LiveStreamsFull)) throw error;
        throw new HttpError(503, 'Too many live streams on this server', undefined, {
          'retry-after': String(FULL_RETRY_AFTER_SECONDS),
        });
      }
      // Over before it began: the session ended meanwhile, or the app began closing.
      if (ended === 'session-ended') throw unauthorized();
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
      request.raw.socket.on('close', () => end());
      response.on('close', () => end());

      heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
    },
  );
};
