import type { FastifyInstance } from 'fastify';

type Stoppable = Pick<FastifyInstance, 'close' | 'log' | 'readiness'>;

export type ShutdownOptions = {
  /** How long the listener keeps serving after /readyz turned 503, so the load balancer can look away. */
  drainMs: number;
  /** After the drain, how long requests in flight and running jobs get before the process gives up. */
  closeTimeoutMs?: number;
  /** Ends the process (main.ts: process.exit); tests pass their own. */
  exit: (code: number) => void;
};

/**
 * Graceful stop (docs/operations.md, 'Timeouts and shutdown'): /readyz answers 503 at once; for the drain
 * period the process goes on serving everything that reaches it, as the load balancer notices and sends new
 * traffic elsewhere; then the listener closes, requests still in flight finish (each answered with
 * `Connection: close`), jobs stop, the database closes, and the process exits 0. Closing the listener at once
 * (as before) reset requests a client had already sent on an open connection (12 of 20 in one burst).
 */
export function createShutdown(app: Stoppable, { drainMs, closeTimeoutMs = 15_000, exit }: ShutdownOptions) {
  let stopping: Promise<void> | null = null;
  const run = async (reason: string, drain: number) => {
    app.log.info(`${reason}: shutting down (draining for ${drain} ms)`);
    app.readiness.markShuttingDown();
    if (drain > 0) await new Promise((resolve) => setTimeout(resolve, drain));
    const force = setTimeout(() => {
      app.log.error(`${reason}: requests or jobs still running after ${closeTimeoutMs} ms; exiting anyway`);
      exit(1);
    }, closeTimeoutMs);
    force.unref();
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown: closing failed');
      clearTimeout(force);
      exit(1);
      return;
    }
    clearTimeout(force);
    exit(0);
  };
  return {
    /**
     * Starts the stop once; later calls wait for the same one. `drain: false` skips the drain (Ctrl-C in a
     * terminal: no load balancer is watching).
     */
    stop(reason: string, { drain = true }: { drain?: boolean } = {}): Promise<void> {
      stopping ??= run(reason, drain ? drainMs : 0);
      return stopping;
    },
  };
}
