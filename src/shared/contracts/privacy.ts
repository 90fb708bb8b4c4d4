import { z } from 'zod';
import { INBOX_KINDS } from '../inbox';
import { isEmailAddress } from '../validation/email';
import { isPhoneNumber, PHONE_INVALID, phoneE164 } from '../validation/phone';

/**
 * The operator's data-protection screen (/security/admin/privacy, 'Ochrona danych'): find a person by
 * e-mail or phone across every kind of record, export (RODO art. 15/20), erase (art. 17), the audit log;
 * and the PESEL of an order shown masked unless revealed on purpose.
 */
export const PRIVACY_API = '/api/admin/privacy';

export const PRIVACY_KIND_LABELS = {
  contacts: 'Wiadomości kontaktowe',
  'demo-bookings': 'Rezerwacje prezentacji',
  orders: 'Zamówienia',
  'beta-signups': 'Zapisy do testów beta',
  'bug-reports': 'Zgłoszenia błędów',
  outbox: 'Wiadomości e-mail',
} as const;
export type PrivacyKindName = keyof typeof PRIVACY_KIND_LABELS;

const personFields = {
  email: z.string().trim().max(320, 'Email może mieć najwyżej 320 znaków').optional(),
  phone: z.string().trim().max(40, 'Telefon może mieć najwyżej 40 znaków').optional(),
};
const blankToUndefined = <T extends { email?: string; phone?: string }>(query: T) => ({
  ...query,
  email: query.email || undefined,
  phone: query.phone || undefined,
});

export const PERSON_EMAIL_INVALID = 'Nieprawidłowy adres email';

/**
 * One rule for every call that names a person (search, export, erase): a whole e-mail address or a whole
 * phone number, never a fragment (`e` would match everyone, `kowalski.x@…` would match `jan.kowalski.x@…`).
 */
function checkPerson(query: { email?: string; phone?: string }, ctx: z.RefinementCtx) {
  if (!query.email && !query.phone) {
    ctx.addIssue({ code: 'custom', message: 'Podaj adres e-mail albo numer telefonu', path: ['email'] });
  }
  if (query.email && !isEmailAddress(query.email)) {
    ctx.addIssue({ code: 'custom', message: PERSON_EMAIL_INVALID, path: ['email'] });
  }
  if (query.phone && !isPhoneNumber(query.phone)) {
    ctx.addIssue({ code: 'custom', message: PHONE_INVALID.pl, path: ['phone'] });
  }
}

/**
 * What the server compares, whole: the e-mail in lower case (trimmed above), the phone in E.164 (a number
 * without a country code is Polish, as on every form), against the records' values normalised the same way.
 */
const normalizePerson = <T extends { email?: string | undefined; phone?: string | undefined }>(query: T) => ({
  ...query,
  email: query.email?.toLowerCase(),
  phone: query.phone ? (phoneE164(query.phone) ?? undefined) : undefined,
});

export const personQuerySchema = z
  .object(personFields)
  .transform(blankToUndefined)
  .superRefine(checkPerson)
  .transform(normalizePerson);
export type PersonQuery = z.input<typeof personQuerySchema>;

const countsSchema = z.record(z.string(), z.number().int());

export const personRecordSchema = z.object({
  kind: z.enum([...INBOX_KINDS, 'outbox']),
  id: z.string(),
  /** Who: the name on the record (or the recipient of an e-mail). */
  label: z.string(),
  /** What: the subject, the slot, the plan. */
  detail: z.string(),
  createdAt: z.string(),
});
export type PersonRecord = z.infer<typeof personRecordSchema>;

/** GET /api/admin/privacy/search */
export const personSearchSchema = z.object({
  counts: countsSchema,
  total: z.number().int(),
  records: z.array(personRecordSchema),
});
export type PersonSearch = z.infer<typeof personSearchSchema>;

/** POST /api/admin/privacy/erase: the counts the operator confirmed; a different count now is refused. */
export const eraseRequestSchema = z
  .object({ ...personFields, confirmedCounts: countsSchema })
  .transform(blankToUndefined)
  .superRefine(checkPerson)
  .transform(normalizePerson);
export const eraseResultSchema = z.object({ counts: countsSchema, total: z.number().int() });
export type EraseResult = z.infer<typeof eraseResultSchema>;

export const AUDIT_ACTIONS = {
  export: 'Eksport danych',
  erase: 'Usunięcie (anonimizacja) danych',
  'reveal-pesel': 'Wyświetlenie numeru PESEL',
  'reveal-id-document': 'Wyświetlenie numeru dokumentu tożsamości',
  retention: 'Anonimizacja po okresie przechowywania',
} as const;

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actor: z.string(),
  counts: countsSchema,
  recordId: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/privacy/retention: what the next daily run will anonymise (the dashboard shows it). */
export const retentionPreviewSchema = z.object({
  counts: countsSchema,
  total: z.number().int(),
  periods: z.object({
    contactsMonths: z.number().int(),
    demoBookingsMonths: z.number().int(),
    betaSignupsMonths: z.number().int(),
    ordersMonths: z.number().int(),
    orderPeselDays: z.number().int(),
    bugReportsMonths: z.number().int(),
  }),
});
export type RetentionPreview = z.infer<typeof retentionPreviewSchema>;

/**
 * The first administrator's identity on an order: a PESEL (a buyer in Poland) or a passport or ID card
 * number (abroad); `kind` null when the order has none (a short-form order, or cleared by retention).
 * GET …/orders/:id/admin-identity answers it masked, POST …/admin-identity/reveal in full (audited).
 */
export const ADMIN_IDENTITY_KINDS = ['pesel', 'identity-document'] as const;
export type AdminIdentityKind = (typeof ADMIN_IDENTITY_KINDS)[number];
export const ADMIN_IDENTITY_LABELS: Record<AdminIdentityKind, string> = {
  pesel: 'PESEL administratora',
  'identity-document': 'Dokument tożsamości administratora',
};
export const maskedAdminIdentitySchema = z.object({
  kind: z.enum(ADMIN_IDENTITY_KINDS).nullable(),
  masked: z.string().nullable(),
});
export type MaskedAdminIdentity = z.infer<typeof maskedAdminIdentitySchema>;
export const revealedAdminIdentitySchema = z.object({
  kind: z.enum(ADMIN_IDENTITY_KINDS).nullable(),
  value: z.string().nullable(),
});
export type RevealedAdminIdentity = z.infer<typeof revealedAdminIdentitySchema>;

export const ERASE_COUNTS_CHANGED =
  'Liczba rekordów tej osoby zmieniła się od wyszukania. Wyszukaj ponownie i potwierdź nowe liczby.';
