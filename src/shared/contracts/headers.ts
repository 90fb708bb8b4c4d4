import type { Language } from '../language';

/**
 * HTTP header names shared by server and client. Kept free of zod: the public pages' entry imports this
 * (through lib/api.ts), and zod's classic API alone would take most of their JavaScript budget.
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/**
 * Present ("1") when X-Total-Count is the database's estimate: a list counts its matches exactly up to
 * 10,000 and estimates beyond (counting a million rows would cost more than the page itself).
 */
export const TOTAL_COUNT_ESTIMATED_HEADER = 'x-total-count-estimated';
/**
 * The cursor of the next page of an admin list (after its last row), when the page was full: pass it back
 * as `?cursor=` for keyset paging, as fast on the thousandth page as on the first (a large offset is not).
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
/**
 * Sent with a public form's write: the same value for every retry of one submission. A repeat within 24
 * hours is answered with the first request's stored answer instead of being stored and mailed again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** "true" on an answer that repeats a stored one (a retry with an Idempotency-Key already answered). */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_ERRORS = {
  invalidKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  inFlight: 'A request with this Idempotency-Key is still being processed',
} as const;
/**
 * 422: a key already used by this client for a request with another method, address or body. The first
 * request's answer is not given for it and nothing is stored: another submission needs a key of its own.
 */
export const IDEMPOTENCY_KEY_REUSED: Record<Language, string> = {
  pl: 'Ten klucz Idempotency-Key został już użyty dla innego żądania (inna treść). Nowa treść wymaga nowego klucza.',
  en: 'This Idempotency-Key was already used for a different request (other content). New content needs a new key.',
};
