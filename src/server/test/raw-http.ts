import { connect, type Socket } from 'node:net';

/**
 * A client that writes HTTP/1.1 bytes by hand, for what fetch cannot do: send part of a request, trickle
 * a body, or have a request fully sent before the server has read it.
 */
export type RawConnection = {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves when the server closes or resets the connection, with what it had sent. */
  closed: Promise<{ received: string; reset: boolean }>;
  /** Resolves once `count` complete responses (status line and declared body) have arrived. */
  responses(count: number): Promise<string[]>;
};

export async function openRaw(port: number): Promise<RawConnection> {
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let buffer = '';
  let reset = false;
  const waiters: (() => void)[] = [];
  socket.on('data', (chunk) => {
    buffer += chunk.toString('latin1');
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on('error', () => {
    reset = true;
  });
  const closed = new Promise<{ received: string; reset: boolean }>((resolve) =>
    socket.once('close', () => {
      for (const wake of waiters.splice(0)) wake();
      resolve({ received: buffer, reset });
    }),
  );
  const parse = () => {
    const found: string[] = [];
    let rest = buffer;
    for (;;) {
      const end = rest.indexOf('\r\n\r\n');
      if (end < 0) break;
      const head = rest.slice(0, end);
      const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
      if (rest.length < end + 4 + length) break;
      found.push(rest.slice(0, end + 4 + length));
      rest = rest.slice(end + 4 + length);
    }
    return found;
  };
  return {
    socket,
    received: () => buffer,
    closed,
    async responses(count) {
      for (;;) {
        const found = parse();
        if (found.length >= count) return found;
        if (socket.destroyed)
          throw new Error(`connection closed after ${found.length} responses:\n${buffer}`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}
