import { request, type IncomingMessage } from 'node:http';

/** One Server-Sent Event as the browser's EventSource parses it. */
export type SseEvent = { event: string; data: string };

/**
 * A Server-Sent Events client over a real connection (inject() cannot stream): the response's status
 * and headers, every event and comment so far, and a wait for the event a test expects.
 */
export type SseStream = {
  status: number;
  headers: IncomingMessage['headers'];
  events: SseEvent[];
  /** The raw text received, comments and `retry:` included. */
  text(): string;
  /** Resolves with the first event (already received or still to come) that `match` accepts. */
  next(match: (event: SseEvent) => boolean): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      let buffer = '';
      let text = '';
      const events: SseEvent[] = [];
      const waiters: (() => void)[] = [];
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) events.push({ event, data: data.join('\n') });
        }
        for (const wake of waiters.splice(0)) wake();
      });
      const ended = new Promise<void>((done) => response.once('close', done));
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        text: () => text,
        next(match) {
          return new Promise((found, fail) => {
            const look = () => {
              const hit = events.find(match);
              if (hit) return found(hit);
              if (response.closed) return fail(new Error(`stream ended without the event; got: ${text}`));
              waiters.push(look);
            };
            void ended.then(() => waiters.length > 0 && look());
            look();
          });
        },
        ended,
        close: () => outgoing.destroy(),
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
