import { z } from 'zod';
import { IDEMPOTENCY_ERRORS, IDEMPOTENCY_KEY_HEADER } from './headers';
import { HONEYPOT_FIELD, PRIVACY_NOTICE_VERSION, PUBLIC_FORMS, TERMS_VERSION } from '../privacy';

/**
 * What every public form sends besides its own fields (RODO notice and spam protection):
 * - `noticeVersion`: the information notice shown under the form. Optional, the current version by default,
 *   so clients written before it existed (the product's payloads, integrations) keep working;
 * - `altcha`: the ALTCHA widget's base64 payload, as the widget produces it (required when
 *   PUBLIC_FORM_CHALLENGE is on);
 * - `website`: the honeypot, hidden from people; anything in it marks a bot;
 * - `fillTimeMs`: how long the visitor took from the first keystroke to sending.
 */
export const publicFormFields = {
  noticeVersion: z.string().trim().min(1).max(40).default(PRIVACY_NOTICE_VERSION),
  altcha: z.string().max(20_000).optional(),
  [HONEYPOT_FIELD]: z.string().max(2000).optional(),
  fillTimeMs: z
    .number()
    .int()
    .min(0)
    .max(365 * 86_400_000)
    .optional(),
} as const;

/** Orders also record the terms of service accepted with them. */
export const orderFormFields = {
  ...publicFormFields,
  termsVersion: z.string().trim().min(1).max(40).default(TERMS_VERSION),
} as const;

export type PublicFormFields = {
  noticeVersion?: string;
  altcha?: string;
  website?: string;
  fillTimeMs?: number;
};

/** GET /api/challenge: ALTCHA's own challenge format (v2: parameters + signature), read by the widget. */
export { CHALLENGE_PATH } from '../privacy';

export const PUBLIC_FORM_ERRORS = {
  challengeMissing:
    'Brak potwierdzenia, że formularz wysyła człowiek (altcha). Odśwież stronę i wyślij formularz ponownie.',
  challengeInvalid: 'Potwierdzenie (altcha) jest nieprawidłowe lub wygasło. Wyślij formularz ponownie.',
  challengeUsed: 'To potwierdzenie (altcha) zostało już użyte. Wyślij formularz ponownie.',
} as const;

export const REFUSAL_REASONS = ['honeypot', 'too-fast', 'challenge'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** GET /api/admin/form-refusals: refused submissions per form in the last 7 days. */
export const FORM_REFUSALS_PATH = '/api/admin/form-refusals';
export const formRefusalsSchema = z.object({
  days: z.number().int(),
  total: z.number().int(),
  forms: z.array(
    z.object({
      form: z.enum(PUBLIC_FORMS),
      total: z.number().int(),
      byReason: z.object({
        honeypot: z.number().int(),
        'too-fast': z.number().int(),
        challenge: z.number().int(),
      }),
    }),
  ),
});
export type FormRefusals = z.infer<typeof formRefusalsSchema>;

/** The spam-protection fields are checked and dropped; the rest is the record (with its notice version). */
export function withoutGuardFields<T extends PublicFormFields>(
  body: T,
): Omit<T, 'altcha' | 'website' | 'fillTimeMs'> {
  const { altcha: _altcha, website: _website, fillTimeMs: _fillTimeMs, ...record } = body;
  return record;
}

/**
 * The public form writes' request headers. Optional Idempotency-Key: one submission's key, the same for
 * each of its retries. It belongs to the client that sent it (address and User-Agent) and to the exact
 * request (method, URL, raw body): a byte-identical repeat within 24 hours gets the stored answer again,
 * marked with `Idempotent-Replayed: true` and without secrets such as a demo's manage link, and is not
 * stored, mailed or counted again; the same key with another request is refused with 422. Lower case:
 * Fastify validates the headers as Node gives them.
 */
export const publicFormHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, IDEMPOTENCY_ERRORS.invalidKey)
    .optional()
    .meta({
      description:
        'One submission’s key (1–255 visible ASCII characters), the same for every retry of it, scoped to ' +
        'the client (address and User-Agent). A byte-identical repeat within 24 hours is answered with the ' +
        'first answer (less secrets such as a manage link, which the e-mail carries) and ' +
        '`Idempotent-Replayed: true`, and nothing is stored, e-mailed or counted again; while the first is ' +
        'still being processed, 409; the same key with another method, address or body, 422. Only ' +
        'successful answers are kept: after a refusal the same key may be sent again.',
    }),
});
