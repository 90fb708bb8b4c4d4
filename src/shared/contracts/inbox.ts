import { z } from 'zod';
import { filterOptions, INBOX_CONFIG, statusValues, type InboxFilterName, type InboxKind } from '../inbox';
import { pageQuerySchema } from './common';
import { LANGUAGES, type Language } from '../language';
import { ANONYMISED } from '../privacy';

/** Timestamps travel as ISO 8601 strings. */
const timestamp = z.string();
const optionalText = z.string().nullable();

/** Where a lead's visitor came from that day (null: no counted view before it, 'bezpośrednio'). */
const leadSource = {
  source: z
    .object({
      referrerHost: optionalText,
      utmSource: optionalText,
      utmMedium: optionalText,
      utmCampaign: optionalText,
      landingPage: z.string(),
    })
    .nullable(),
  sourceChannel: z.string(),
};

/** What every inbox record has (product §3): status, notes, when processed, when created. */
const inboxRecord = {
  id: z.string(),
  status: z.string(),
  adminNotes: optionalText,
  processedAt: timestamp.nullable(),
  createdAt: timestamp,
};

export const contactItemSchema = z.object({
  ...inboxRecord,
  name: z.string(),
  email: z.string(),
  phone: optionalText,
  subject: z.string(),
  message: z.string(),
  ...leadSource,
});

export const demoBookingItemSchema = z.object({
  ...inboxRecord,
  name: z.string(),
  email: z.string(),
  phone: optionalText,
  clubName: optionalText,
  preferredDate: z.string(),
  selectedSlot: timestamp,
  language: z.string(),
  /** The visitor's own IANA zone, when their browser reported it. */
  visitorTimeZone: optionalText,
  /** Set when the operator deleted the slot the booking held ('slot usunięty'). */
  slotDeletedAt: timestamp.nullable(),
  /** The online meeting's address the operator set (sent to the visitor). */
  meetingUrl: optionalText,
  /** The club's member count the visitor gave, if any. */
  memberCount: z.number().int().nullable(),
  /** The operator turned the thank-you after the demo off; when it went out, if it did. */
  followUpOff: z.boolean(),
  followUpSentAt: timestamp.nullable(),
  /** When the operator marked that the visitor did not show up ('Nie pojawił się'); null: not marked. */
  noShowAt: timestamp.nullable(),
  ...leadSource,
});

/**
 * The order as the operator sees it: never the (encrypted) PESEL or identity document of the first
 * administrator (the privacy endpoints show them masked).
 */
export const orderItemSchema = z.object({
  ...inboxRecord,
  form: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  clubName: z.string(),
  street: optionalText,
  postalCode: optionalText,
  city: optionalText,
  nip: optionalText,
  regon: optionalText,
  /** The buyer's country (ISO code, the invoice's KodKraju) and another EU member state's VAT number. */
  country: z.string(),
  euVatId: optionalText,
  memberCount: z.number().int().nullable(),
  plan: z.string(),
  paymentMode: z.string(),
  moduleCatalogue: z.string(),
  selectedModules: z.array(z.string()),
  authorizedPersons: z.array(z.object({ firstName: z.string(), lastName: z.string(), position: z.string() })),
  adminUser: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  /** Computed on the server from the price catalogue, never the client's (product §7). */
  totalNetPln: z.number(),
  language: z.string(),
  /** 'PF/2026/11/0001': what the buyer quotes in the transfer title; null until the pro forma is issued. */
  proformaNumber: optionalText,
  /** When the pro forma was issued: its payment deadline is PAYMENT_TERM_DAYS later ('po terminie'). */
  proformaIssuedAt: timestamp.nullable(),
  /** What the order's payments add up to (null: none yet), and the day it became paid. */
  paidAmountPln: z.number().nullable(),
  paidOn: optionalText,
  ...leadSource,
});

export const betaSignupItemSchema = z.object({
  ...inboxRecord,
  name: z.string(),
  email: z.string(),
  phone: optionalText,
  clubName: z.string(),
  clubSize: z.string(),
  ...leadSource,
});

export const bugReportItemSchema = z.object({
  ...inboxRecord,
  tenantId: optionalText,
  title: z.string(),
  description: z.string(),
  category: optionalText,
  type: z.string(),
  priority: z.string(),
  reporterName: optionalText,
  reporterEmail: optionalText,
  reproductionSteps: optionalText,
  expectedBehavior: optionalText,
  actualBehavior: optionalText,
});

export const INBOX_ITEM_SCHEMAS = {
  contacts: contactItemSchema,
  'demo-bookings': demoBookingItemSchema,
  orders: orderItemSchema,
  'beta-signups': betaSignupItemSchema,
  'bug-reports': bugReportItemSchema,
} as const satisfies Record<InboxKind, z.ZodObject>;

export type InboxItems = { [K in InboxKind]: z.infer<(typeof INBOX_ITEM_SCHEMAS)[K]> };
export type ContactItem = InboxItems['contacts'];
export type DemoBookingItem = InboxItems['demo-bookings'];
export type OrderItem = InboxItems['orders'];
export type BetaSignupItem = InboxItems['beta-signups'];
export type BugReportItem = InboxItems['bug-reports'];
/** The fields the generic list and dialog rely on, whatever the kind. */
export type InboxRecord = InboxItems[InboxKind];

const statusSchema = (kind: InboxKind) =>
  z.enum(statusValues(kind), `Nieznany status: dozwolone ${statusValues(kind).join(', ')}`);

/** '' in a query string means "no filter" (a cleared select), not a bad value. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/admin/<kind>: paging, status, the kind's own filters and free text (case-insensitive). */
export function inboxListQuerySchema(kind: InboxKind) {
  const filters = Object.fromEntries(
    Object.keys(INBOX_CONFIG[kind].filters).map((name) => {
      const values = filterOptions(kind, name as InboxFilterName).map((option) => option.value);
      const schema = z.enum(
        values as [string, ...string[]],
        `Nieznana wartość: dozwolone ${values.join(', ')}`,
      );
      return [name, z.preprocess(blankAsAbsent, schema.optional())];
    }),
  );
  return pageQuerySchema.extend({
    status: z.preprocess(blankAsAbsent, statusSchema(kind).optional()),
    q: z.preprocess(blankAsAbsent, z.string().trim().max(200, 'Maksymalnie 200 znaków').optional()),
    // Opaque (X-Next-Cursor of the previous page): the page starts after that row; offset counts from there.
    cursor: z.preprocess(
      blankAsAbsent,
      z
        .string()
        .max(200, 'Nieprawidłowy kursor')
        .regex(/^[A-Za-z0-9_-]+$/, 'Nieprawidłowy kursor')
        .optional(),
    ),
    ...filters,
  });
}
export type InboxListQuery = {
  limit: number;
  offset: number;
  status?: string | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  type?: string | undefined;
  priority?: string | undefined;
  when?: string | undefined;
  source?: string | undefined;
};

const MAX_NOTES = 5000;
/** product §5: notes are trimmed and absent when blank; absent clears them (the form sends what it shows). */
const adminNotesSchema = z
  .string('Notatki muszą być tekstem')
  .max(MAX_NOTES, `Notatki: maksymalnie ${MAX_NOTES} znaków`)
  .nullish()
  .transform((notes) => (notes?.trim() ? notes.trim() : null));

/** PUT /api/admin/<kind>/:id/status */
export function statusUpdateSchema(kind: InboxKind) {
  return z.object({ status: statusSchema(kind), adminNotes: adminNotesSchema });
}
export type StatusUpdate = { status: string; adminNotes?: string | null | undefined };

export const MAX_BULK_IDS = 500;
/** PUT /api/admin/<kind>/status: one status for many selected records; their notes stay as they are. */
export function bulkStatusUpdateSchema(kind: InboxKind) {
  return z.object({
    ids: z
      .array(z.uuid('Nieprawidłowy identyfikator'), 'Podaj listę identyfikatorów')
      .min(1, 'Zaznacz co najmniej jeden rekord')
      .max(MAX_BULK_IDS, `Maksymalnie ${MAX_BULK_IDS} rekordów naraz`),
    status: statusSchema(kind),
  });
}
export type BulkStatusUpdate = { ids: string[]; status: string };
export const bulkStatusResultSchema = z.object({ updated: z.number().int() });

/** The most records one 'Zaznacz wszystkie N pasujące' changes: beyond it, the operator narrows the filter. */
export const MAX_STATUS_BY_FILTER = 10_000;
export const STATUS_BY_FILTER_MESSAGES = {
  noFilter: 'Podaj filtr (status, wyszukiwanie lub inny): wszystkich rekordów naraz nie zmieniamy',
  confirm: 'Potwierdź liczbę rekordów do zmiany',
  tooMany: `Maksymalnie ${MAX_STATUS_BY_FILTER.toLocaleString('pl-PL')} rekordów naraz — zawęź filtr`,
  changed: (matching: number) =>
    `Lista się zmieniła: filtr pasuje teraz do ${matching} rekordów. Sprawdź i potwierdź ponownie.`,
} as const;

/**
 * PUT /api/admin/<kind>/status-by-filter: one status for every record the list's filter matches, not only
 * the page on screen ('Zaznacz wszystkie N pasujące'). `dryRun` answers how many match; the change itself
 * names the count the operator confirmed (`expectedCount`) and is refused if the list has changed since.
 */
export function statusByFilterSchema(kind: InboxKind) {
  return z
    .object({
      filters: inboxListQuerySchema(kind).omit({ limit: true, offset: true, cursor: true }),
      status: statusSchema(kind),
      expectedCount: z.number().int().min(1).optional(),
      dryRun: z.boolean().optional(),
    })
    .superRefine((body, context) => {
      if (!Object.values(body.filters).some((value) => value !== undefined && value !== '')) {
        context.addIssue({ code: 'custom', path: ['filters'], message: STATUS_BY_FILTER_MESSAGES.noFilter });
      }
      if (!body.dryRun && body.expectedCount === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['expectedCount'],
          message: STATUS_BY_FILTER_MESSAGES.confirm,
        });
      }
    });
}
export type StatusByFilter = {
  filters: Record<string, string | undefined>;
  status: string;
  expectedCount?: number | undefined;
  dryRun?: boolean | undefined;
};
export const statusByFilterResultSchema = z.object({
  /** How many records the filter matched when the request came. */
  matching: z.number().int(),
  /** How many were changed (0 for a dry run). */
  updated: z.number().int(),
});

/** The kinds whose records have the person's e-mail address: a reply can be written from them. */
export const REPLYABLE_KINDS = [
  'contacts',
  'demo-bookings',
  'orders',
  'beta-signups',
] as const satisfies InboxKind[];
export type ReplyableKind = (typeof REPLYABLE_KINDS)[number];
export const isReplyable = (kind: InboxKind): kind is ReplyableKind =>
  (REPLYABLE_KINDS as readonly InboxKind[]).includes(kind);

/**
 * POST /api/admin/<kind>/:id/reply: the operator's e-mail to the person of the record ('Odpowiedz'), sent
 * through the outbox with Reply-To of the signed-in operator; the status may change in the same step.
 */
export function recordReplySchema(kind: InboxKind) {
  return z.object({
    subject: z.string('Podaj temat').trim().min(1, 'Podaj temat').max(200, 'Maksymalnie 200 znaków'),
    message: z
      .string('Napisz wiadomość')
      .trim()
      .min(1, 'Napisz wiadomość')
      .max(10_000, 'Maksymalnie 10 000 znaków'),
    status: statusSchema(kind).optional(),
    /** The greeting's and closing's language; by default the record's (its visitor's), else Polish. */
    language: z.enum(LANGUAGES, 'Język: pl lub en').optional(),
    /** The operator's signature under the words; without it, their address and the company's name. */
    signature: z.string('Podpis: tekst').trim().max(500, 'Maksymalnie 500 znaków').optional(),
  });
}
export type RecordReply = {
  subject: string;
  message: string;
  signature?: string | undefined;
  status?: string | undefined;
  language?: Language | undefined;
};
/**
 * An anonymised record (erased on request, or past its retention) has no one to write to: its e-mail is
 * '[zanonimizowano]'. The server refuses a reply to it with this message; the back office offers none.
 */
export const REPLY_TO_ANONYMISED = 'Dane tej osoby zostały zanonimizowane: nie można już do niej napisać.';
export const isAnonymisedRecord = (record: object) => 'email' in record && record.email === ANONYMISED;

/** How a reply shows in the record's history. */
export const replyHistoryDetail = (subject: string) => `Odpowiedź e-mailem: „${subject}”`;

/** One line of a record's audit trail: who changed what, and when. */
export const statusChangeSchema = z.object({
  id: z.string(),
  fromStatus: z.string(),
  toStatus: z.string(),
  adminNotes: optionalText,
  /** What happened besides the status (a visitor's reschedule, a cancellation reason, a deleted slot). */
  detail: optionalText,
  changedBy: z.string(),
  changedAt: timestamp,
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/**
 * GET /api/admin/<kind>/summary: the unfiltered total and the count per status (statistics, tab counts), each
 * by the lists' rule for X-Total-Count: exact up to 10,000, the planner's estimate beyond.
 */
export const inboxSummarySchema = z.object({
  total: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
});
export type InboxSummary = z.infer<typeof inboxSummarySchema>;

export const inboxPath = (kind: InboxKind) => `/api/admin/${kind}`;
