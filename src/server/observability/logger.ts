import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { LogController } from 'fastify';
import { VISIT_BEACON_PATH } from '@shared/analytics';
import type { AppConfig } from '../config';
import { batchedStdout } from './batched-stdout';

/**
 * Paths a load balancer or Prometheus polls every few seconds, and the page-view beacon (a line per page view
 * would outnumber every other line, and http_requests_total counts them): logged only when they fail.
 */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics', VISIT_BEACON_PATH]);

/**
 * One line per request: method, route pattern (never the raw URL: query strings and ids can carry personal
 * data), status, time. Fastify's own lines (which include the client IP, host and full URL) are replaced;
 * the request id is bound to every line of a request by Fastify as `reqId`.
 */
export class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '';
    if (!error && reply.statusCode < 400 && QUIET_PATHS.has(path)) return;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? '(no route)',
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override routeNotFound() {}

  // Fastify's default would add the request (with the client's address); the error and reqId are enough.
  override defaultErrorLog(error: Error, _request: FastifyRequest, reply: FastifyReply) {
    if (reply.statusCode >= 500) reply.log.error({ err: error }, error.message);
    else reply.log.info({ err: error }, error.message);
  }
}

/** What an error looks like in the log: no query parameters, no database detail (both may hold personal data). */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const cause = (error as { cause?: unknown }).cause;
  const code = (error as { code?: unknown }).code;
  // Drizzle's message is "Failed query: <sql>\nparams: <values>": keep the SQL, drop the values.
  const message = error.message.replace(/\nparams: [\s\S]*$/, '');
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' && { code }),
    stack: (error.stack ?? '').replace(error.message, message),
    ...(cause !== undefined && { cause: serializeError(cause) }),
  };
}

/** The process's one batched stdout sink (it registers an exit handler: one per process, not per app). */
let stdoutSink: ReturnType<typeof batchedStdout> | undefined;

/** JSON lines in production (for a log collector), one readable line each in development. */
export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  const base = { level: config.logLevel, serializers: { err: serializeError } };
  if (config.env !== 'development') return { ...base, stream: (stdoutSink ??= batchedStdout()) };
  return {
    ...base,
    transport: {
      target: 'pino-pretty',
      options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
    },
  };
}
