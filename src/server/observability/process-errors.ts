import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from './database-errors';

/**
 * What the process does with an error nothing caught (a PostgreSQL restart used to end processes this way).
 *
 * - A rejected promise nobody awaited is logged and the process carries on. Libraries do this on their own
 *   (pg-boss 10 completes and fails its schedules' jobs without awaiting; with the database away those
 *   reject), and the code that made the promise has already moved on: nothing is left half done.
 * - An exception thrown out of a callback is different: it may have stopped our code halfway through
 *   changing something, and the process can no longer be trusted, so it is logged and the process exits
 *   with 1 for its supervisor to start a fresh one. The exception is a lost database connection reported
 *   as an 'error' event nobody listened to (db/client.ts listens on every connection, but a library's
 *   own connection could still do it): that comes from a socket, not from our code, and the pool or the
 *   library opens a new connection; logging it and staying up is right.
 */
export function handleProcessErrors(log: FastifyBaseLogger, exit: (code: number) => void) {
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection (the process carries on)');
  });
  process.on('uncaughtException', (error) => {
    if (isDatabaseUnavailable(error)) {
      log.error({ err: error }, 'database connection error nobody handled (the process carries on)');
      return;
    }
    log.fatal({ err: error }, 'uncaught exception: exiting');
    exit(1);
  });
}
