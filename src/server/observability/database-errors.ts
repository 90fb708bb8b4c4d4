/**
 * Whether an error means "the database cannot be reached right now" (PostgreSQL restarting or stopped, the
 * network cut, the pool unable to connect in time, the embedded database closed) rather than a problem with
 * the query. The first is answered 503 with Retry-After (plugins/errors.ts) and never ends the process
 * (main.ts); the second stays a 500, a bug to fix.
 */

/** Socket and DNS failures Node reports while connecting to, or talking with, the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not taking sessions: class 08 (connection exception),
 * 57P01 admin_shutdown (a restart terminates every backend with it), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up, shutting down, in recovery), 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATES = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

/** What pg and pg-pool say when the socket went away or could not be opened in time (they set no code). */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end',
  'PGlite is closed',
];

function isUnavailableOne(error: object): boolean {
  const { code, severity, message } = error as { code?: unknown; severity?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) {
    return true;
  }
  // A FATAL error ends the session: whatever its SQLSTATE, the connection is gone.
  if (severity === 'FATAL' || severity === 'PANIC') return true;
  return typeof message === 'string' && CONNECTION_MESSAGES.some((text) => message.includes(text));
}

/**
 * True when `error`, or an error it wraps (`cause`, as Drizzle wraps the driver's; `errors`, as Node's
 * AggregateError holds one per address tried), says the database is unreachable.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 10) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableOne(current)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    if (cause !== undefined) pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

/** The label db_query_errors_total counts a lost connection under: its SQLSTATE when it has one. */
export function unavailableCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return 'connection';
}

/** A lost connection in a word for /readyz: the first error code found (ECONNREFUSED, 57P01, …). */
export function connectionFailure(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code) return code;
    const inner = (current as { errors?: unknown }).errors;
    current = Array.isArray(inner) && inner.length > 0 ? inner[0] : (current as { cause?: unknown }).cause;
  }
  return 'connection lost';
}
