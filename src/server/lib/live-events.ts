import type { DatabaseHandle } from '../db/client';

/**
 * The NOTIFY channel of committed inbox writes. The database sends on it itself: a trigger on each inbox
 * table (drizzle/0012_admin-live-events.sql) notifies once per statement, inside the writing transaction,
 * so every code path that writes a record is covered, a change arrives in every process only when it
 * commits, and a rolled back one never does.
 */
export const LIVE_CHANNEL = 'admin_live_events';

/** What a stream is told: a change's payload (JSON, the LiveChange contract), or that some may be lost. */
export type LiveMessage = { type: 'change'; payload: string } | { type: 'resync' };

/**
 * The back office's open streams in this process and the one LISTEN that feeds them all. Listening starts
 * with the first stream (a process nobody watches keeps no connection for it) and goes on until close.
 */
export type LiveEvents = {
  /** Resolves once listening, so a change committed after it reaches `listener`. Returns the way out. */
  subscribe(listener: (message: LiveMessage) => void, onClose: () => void): Promise<() => void>;
  /** How many streams are open (a gauge for /metrics). */
  size(): number;
  /** Ends every stream (their `onClose`) and stops listening: before the server waits for its connections. */
  close(): Promise<void>;
};

type Subscriber = { listener: (message: LiveMessage) => void; onClose: () => void };

export function createLiveEvents(database: Pick<DatabaseHandle, 'listen'>): LiveEvents {
  const subscribers = new Set<Subscriber>();
  let listening: Promise<() => Promise<void>> | null = null;
  let closed = false;
  const broadcast = (message: LiveMessage) => {
    for (const subscriber of subscribers) subscriber.listener(message);
  };
  const listen = () => {
    listening ??= database
      .listen(
        LIVE_CHANNEL,
        (payload) => broadcast({ type: 'change', payload }),
        () => broadcast({ type: 'resync' }),
      )
      .catch((error: unknown) => {
        // The next stream tries again.
        listening = null;
        throw error;
      });
    return listening;
  };
  return {
    async subscribe(listener, onClose) {
      if (closed) throw new Error('live events closed');
      await listen();
      if (closed) {
        onClose();
        return () => {};
      }
      const subscriber = { listener, onClose };
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    size: () => subscribers.size,
    async close() {
      closed = true;
      for (const subscriber of [...subscribers]) subscriber.onClose();
      subscribers.clear();
      const stop = await listening?.catch(() => null);
      await stop?.();
    },
  };
}
