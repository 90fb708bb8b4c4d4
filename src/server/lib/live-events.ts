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
 * Why a stream ends: its session is over (signed out, revoked on the Security screen, the admin
 * deactivated or their factors reset, expired), or the app is closing (the browser comes back elsewhere).
 */
export type LiveEnd = 'session-ended' | 'closing';

/** One open stream, as its route sees it. */
export type LiveStream = {
  /** The session token the stream was opened with: while it is valid, and only then, messages go out. */
  session: string;
  deliver(message: LiveMessage): void;
  end(reason: LiveEnd): void;
};

/** More streams than this process takes (`liveEvents.maxStreams`). */
export class LiveStreamsFull extends Error {}

export type LiveEventsOptions = {
  database: Pick<DatabaseHandle, 'listen'>;
  /** Which of these session tokens are still valid: one query for every stream of the process. */
  activeSessions(tokens: string[]): Promise<Set<string>>;
  /** How often the open streams' sessions are checked when no change comes (at most a minute). */
  sessionRecheckMs: number;
  /** How many streams one process holds at most. */
  maxStreams: number;
  /** A check that failed (the database out of reach): the messages it held are owed as a `resync`. */
  onCheckError?(error: unknown): void;
};

/**
 * The back office's open streams in this process, fed by the one LISTEN of the process (db/client.ts
 * shares it with the shared cache): a change is fanned out here in memory, never by a connection per
 * stream. Listening starts with the first stream and goes on until close.
 *
 * No message goes out on a session that has ended: before a batch of messages is delivered, every open
 * stream's session is checked in one query (and on a timer when nothing changes), and a stream whose
 * session is over is ended with `session-ended` instead. Messages arriving during a check wait for the
 * next, in order, so a burst costs a query or two, not one per message or per stream.
 */
export type LiveEvents = {
  /**
   * Resolves once listening, so a change committed after it reaches the stream. Returns the way out.
   * Throws LiveStreamsFull beyond `maxStreams`.
   */
  subscribe(stream: LiveStream): Promise<() => void>;
  /** How many streams are open (a gauge for /metrics). */
  size(): number;
  /** Ends every stream (`closing`) and stops listening: before the server waits for its connections. */
  close(): Promise<void>;
};

export function createLiveEvents(options: LiveEventsOptions): LiveEvents {
  const { database, activeSessions, sessionRecheckMs, maxStreams } = options;
  const streams = new Set<LiveStream>();
  // Streams being subscribed (waiting for the LISTEN): counted against the cap already.
  let joining = 0;
  let listening: Promise<() => Promise<void>> | null = null;
  let closed = false;
  let pending: LiveMessage[] = [];
  let recheckDue = false;
  let owedResync = false;
  let checking = false;
  let timer: NodeJS.Timeout | null = null;

  const pump = async () => {
    if (checking) return;
    checking = true;
    try {
      while (!closed && (pending.length > 0 || recheckDue)) {
        const batch = pending;
        pending = [];
        recheckDue = false;
        const audience = [...streams];
        if (audience.length === 0) continue;
        let active: Set<string>;
        try {
          active = await activeSessions([...new Set(audience.map((stream) => stream.session))]);
        } catch (error) {
          // Nothing goes out unchecked; what was held is owed as a resync once a check passes again.
          if (batch.length > 0) owedResync = true;
          options.onCheckError?.(error);
          continue;
        }
        const resync = owedResync;
        owedResync = false;
        for (const stream of audience) {
          if (!streams.has(stream)) continue;
          if (!active.has(stream.session)) {
            streams.delete(stream);
            stream.end('session-ended');
            continue;
          }
          if (resync) stream.deliver({ type: 'resync' });
          for (const message of batch) stream.deliver(message);
        }
      }
    } finally {
      checking = false;
      if (streams.size === 0) stopTimer();
    }
  };
  const enqueue = (message: LiveMessage) => {
    if (streams.size === 0) return;
    pending.push(message);
    void pump();
  };
  const startTimer = () => {
    if (timer) return;
    timer = setInterval(() => {
      recheckDue = true;
      void pump();
    }, sessionRecheckMs);
    timer.unref();
  };
  function stopTimer() {
    if (timer) clearInterval(timer);
    timer = null;
  }
  const listen = () => {
    listening ??= database
      .listen(
        LIVE_CHANNEL,
        (payload) => enqueue({ type: 'change', payload }),
        () => enqueue({ type: 'resync' }),
      )
      .catch((error: unknown) => {
        // The next stream tries again.
        listening = null;
        throw error;
      });
    return listening;
  };
  return {
    async subscribe(stream) {
      if (closed) throw new Error('live events closed');
      if (streams.size + joining >= maxStreams) throw new LiveStreamsFull();
      joining += 1;
      try {
        await listen();
      } finally {
        joining -= 1;
      }
      if (closed) {
        stream.end('closing');
        return () => {};
      }
      streams.add(stream);
      startTimer();
      return () => {
        streams.delete(stream);
        if (streams.size === 0) stopTimer();
      };
    },
    size: () => streams.size,
    async close() {
      closed = true;
      stopTimer();
      for (const stream of [...streams]) stream.end('closing');
      streams.clear();
      const stop = await listening?.catch(() => null);
      await stop?.();
    },
  };
}
