import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@shared/contracts/headers';
import { IDEMPOTENCY_ERRORS, IDEMPOTENCY_KEY_REUSED } from '@shared/contracts/headers';
import type { AppInfrastructure } from '../infrastructure';
import { sha256 } from '../lib/crypto';
import { HttpError } from '../lib/http-errors';
import { sendJson } from '../lib/json-reply';
import { rawJsonBodyOf } from '../lib/raw-json-body';
import { createIdempotencyRepository, type IdempotencyClaim } from './idempotency-repository';

/** How long an answer is given again to a retry of its key (and kept: the daily retention job forgets it). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * A key whose first request has not answered after this long was left by a process that died: a retry may
 * take it over. A form's write takes milliseconds and the database connection gives up after seconds, so a
 * live request never gets this old; a retry in the meantime is told the first is still being processed.
 */
export const IN_FLIGHT_LEASE_MS = 2 * 60 * 1000;
/** A retry that finds the first request in flight is asked to wait this long: it usually answers in ms. */
const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

/**
 * Idempotency-Key on the public form writes, Stripe's semantics kept small (and the IETF httpapi draft's
 * status codes). Spread `hooks()` into the route's options and declare `headers: publicFormHeadersSchema` in
 * its schema (which refuses a malformed key with 400 before anything runs, and documents the header).
 * Without the header nothing changes.
 *
 * - A key belongs to the client that sent it: its address and User-Agent (hashed). The same key from
 *   another client is a submission of its own; it never sees the first client's answer.
 * - The first request with a key claims it (a row without an answer, with the request's fingerprint:
 *   SHA-256 of method, URL and raw body) and runs as usual. A 2xx answer is stored before it is sent, so a
 *   retry that comes after it always finds it; any other answer releases the key, so a retry after a
 *   refusal (or a failure) is tried afresh.
 * - A repeat within IDEMPOTENCY_WINDOW_MS, byte for byte the same request, gets the stored status and body
 *   with `Idempotent-Replayed: true`. It is answered in preHandler, before the route's handler: no spam
 *   check, no rate-limit count, nothing stored or mailed. The stored body never holds the route's
 *   `withheldOnReplay` fields (secrets the server made, such as a demo's manage link): they are null in a
 *   replay, whoever asks; the first answer and the confirmation e-mail carry them.
 * - The same key with another fingerprint gets 422 naming the header, and nothing is stored or replayed.
 * - A repeat while the first is in flight gets 409.
 *
 * The answer is stored just after the record's own transaction, not in it. If the process dies between
 * the two, the key stays claimed until IN_FLIGHT_LEASE_MS has passed, and a retry after that is stored
 * again: a rare duplicate, rather than a visitor refused for a day.
 */
export function createIdempotentWrites({ db, clock }: Pick<AppInfrastructure, 'db' | 'clock'>) {
  const repository = createIdempotencyRepository(db);
  const claims = new WeakMap<FastifyRequest, IdempotencyClaim>();

  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (typeof key !== 'string') return;
    const now = clock.now();
    const outcome = await repository.claim(
      {
        route: request.routeOptions.url ?? request.url,
        client: clientOf(request),
        key,
        fingerprint: fingerprintOf(request),
      },
      now,
      {
        answeredSince: new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS),
        inFlightSince: new Date(now.getTime() - IN_FLIGHT_LEASE_MS),
      },
    );
    if (outcome.kind === 'other-request') {
      const message = IDEMPOTENCY_KEY_REUSED[request.language];
      throw new HttpError(422, message, { [IDEMPOTENCY_KEY_HEADER]: message });
    }
    if (outcome.kind === 'in-flight') {
      throw new HttpError(409, IDEMPOTENCY_ERRORS.inFlight, undefined, {
        'retry-after': String(IN_FLIGHT_RETRY_AFTER_SECONDS),
      });
    }
    if (outcome.kind === 'claimed') {
      claims.set(request, outcome.claim);
      return;
    }
    // Checked against the response schema when it was first sent.
    reply.code(outcome.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return sendJson(reply, outcome.body);
  }

  async function storeAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    withheldOnReplay: readonly string[],
  ) {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const status = reply.statusCode;
    try {
      if (status >= 200 && status < 300 && typeof payload === 'string') {
        await repository.complete(claim, status, withheld(payload, withheldOnReplay));
      } else {
        await repository.release(claim);
      }
    } catch (error) {
      // The write itself is done (or was refused): its answer goes out. The claim stays until its lease ends.
      request.log.error({ err: error }, 'idempotency key not recorded');
    }
    return payload;
  }

  return {
    /** A route's hooks; `withheldOnReplay` names its answer's secret fields. */
    hooks: ({ withheldOnReplay = [] }: { withheldOnReplay?: readonly string[] } = {}) => ({
      preHandler,
      onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
        storeAnswer(request, reply, payload, withheldOnReplay),
    }),
    /** Daily housekeeping (the retention job): keys past the window are not answered again anyway. */
    forgetExpired: () => repository.forgetBefore(new Date(clock.now().getTime() - IDEMPOTENCY_WINDOW_MS)),
  };
}
export type IdempotentWrites = ReturnType<typeof createIdempotentWrites>;

/** Whose key it is: the address (the trusted proxy's view) and the browser, hashed. */
function clientOf(request: FastifyRequest): string {
  return sha256(`${request.ip}\n${request.headers['user-agent'] ?? ''}`);
}

/** What exactly is asked: method, URL as sent (the language in it too) and the raw body. */
function fingerprintOf(request: FastifyRequest): string {
  return sha256(`${request.method}\n${request.url}\n${rawJsonBodyOf(request)}`);
}

/** The answer to keep for replays: the named top-level fields (secrets) set to null. */
function withheld(payload: string, fields: readonly string[]): string {
  if (fields.length === 0) return payload;
  const body = JSON.parse(payload) as Record<string, unknown>;
  for (const field of fields) if (field in body) body[field] = null;
  return JSON.stringify(body);
}
