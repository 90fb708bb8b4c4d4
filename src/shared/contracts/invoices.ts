import { z } from 'zod';
import { LANGUAGES } from '../language';
import { hasOnlyAllowedCharacters, toSingleLine } from '../validation/text';
import { ksefOfflineModeSchema } from './ksef-sending';

/**
 * Where an invoice stands in KSeF: waiting for the send job, sent and waiting for its number, in KSeF with
 * its number, issued offline (to be sent by its deadline), or rejected by KSeF (sent again by the operator).
 */
export const KSEF_STATUSES = ['queued', 'sending', 'accepted', 'offline', 'rejected'] as const;
export type KsefStatus = (typeof KSEF_STATUSES)[number];

/** The back office's words for each state ('Faktury'). */
export const KSEF_STATUS_LABELS: Record<KsefStatus, string> = {
  queued: 'W kolejce do KSeF',
  sending: 'Wysyłana do KSeF',
  accepted: 'W KSeF',
  offline: 'Offline',
  rejected: 'Odrzucona przez KSeF',
};

/** One issued document: a VAT invoice (FV/) or a correction (FK/). */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'correction']),
  number: z.string(),
  orderId: z.string(),
  buyerName: z.string(),
  grossPln: z.number(),
  issueDate: z.string(),
  /** Null: issued while sending to KSeF was not configured (uploaded by hand). */
  ksefStatus: z.enum(KSEF_STATUSES).nullable(),
  ksefNumber: z.string().nullable(),
  /** An offline invoice's legal deadline to reach KSeF (YYYY-MM-DD). */
  ksefDeadline: z.string().nullable(),
  /** The offline mode it was issued in (ksef-sending.ts), once it went offline. */
  ksefOfflineMode: ksefOfflineModeSchema.nullable(),
  /** KSeF's words when it rejected the invoice, or the last transient failure. */
  ksefError: z.string().nullable(),
  /** Whether KSeF's official receipt (UPO) is stored: GET /api/admin/invoices/:id/upo. */
  hasUpo: z.boolean(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** GET /api/admin/invoices?month=YYYY-MM ('Faktury'). */
export const invoiceListQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Podaj miesiąc w formacie RRRR-MM')
    .optional(),
  /** Only the invoices in this KSeF state. */
  ksefStatus: z.enum(KSEF_STATUSES, 'Nieznany stan KSeF').optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;
/**
 * A paid order whose VAT invoice the FA(3) schema refused: nothing was issued or numbered, the payment stands.
 * 'Faktury' lists it with the schema's message until POST /api/admin/orders/:id/invoice issues the invoice.
 */
export const invoiceFailureSchema = z.object({
  orderId: z.string(),
  proformaNumber: z.string().nullable(),
  buyerName: z.string(),
  message: z.string(),
  attempts: z.number(),
  failedAt: z.string(),
});
export type InvoiceFailure = z.infer<typeof invoiceFailureSchema>;

/** `failures` are every order still waiting for its invoice, whatever the month. */
export const invoiceListSchema = z.object({
  items: z.array(invoiceSummarySchema),
  failures: z.array(invoiceFailureSchema),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/** GET /api/admin/invoices/month.zip?month=YYYY-MM: the month's FA(3) XML files. */
export const invoiceMonthQuerySchema = z.object({
  month: z.string('Podaj miesiąc').regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Podaj miesiąc w formacie RRRR-MM'),
});

/** POST /api/admin/orders/:id/refund: money returned to the buyer, wholly or in part → a correction. */
export const orderRefundRequestSchema = z.object({
  amount: z.number('Podaj kwotę zwrotu').positive('Kwota zwrotu musi być większa od zera'),
  reason: z
    .string('Podaj przyczynę korekty')
    .overwrite(toSingleLine)
    .trim()
    .min(1, 'Podaj przyczynę korekty')
    .max(200, 'Przyczyna może mieć najwyżej 200 znaków')
    // The reason is printed on the correction and written into its FA(3) XML.
    .refine(
      (reason) => hasOnlyAllowedCharacters(reason),
      'Przyczyna zawiera niedozwolone znaki (np. znaki sterujące)',
    ),
});
export type OrderRefundRequest = z.infer<typeof orderRefundRequestSchema>;

/** Net, VAT and gross of a line or of the whole invoice in one state, in PLN. */
export const correctionAmountsSchema = z.object({ net: z.number(), vat: z.number(), gross: z.number() });
export type CorrectionAmounts = z.infer<typeof correctionAmountsSchema>;

/**
 * One line of the corrected invoice as Polish practice shows a correction: 'Przed korektą' (as it stood,
 * after any earlier corrections), 'Po korekcie' and 'Różnica' (after less before: negative for a refund).
 */
export const correctionRowSchema = z.object({
  description: z.string(),
  before: correctionAmountsSchema,
  after: correctionAmountsSchema,
  difference: correctionAmountsSchema,
});
export type CorrectionRow = z.infer<typeof correctionRowSchema>;

/** The rows of a correction and their totals: what its PDF prints and the draft shows. */
export const correctionTableSchema = z.object({
  rows: z.array(correctionRowSchema),
  totals: z.object({
    before: correctionAmountsSchema,
    after: correctionAmountsSchema,
    difference: correctionAmountsSchema,
  }),
});
export type CorrectionTable = z.infer<typeof correctionTableSchema>;

/**
 * POST /api/admin/orders/:id/refund/preview (the refund's body): the correction the refund would issue now,
 * as a draft: nothing stored, no number taken. POST …/refund/preview.pdf gives the same draft as a PDF
 * marked 'PROJEKT'.
 */
export const correctionDraftSchema = correctionTableSchema.extend({
  corrects: z.object({ number: z.string(), issueDate: z.string() }),
  reason: z.string(),
  /** The day it would be issued (YYYY-MM-DD, business time zone). */
  issueDate: z.string(),
  /** The invoice's language: an English order's correction is bilingual, as its invoice. */
  language: z.enum(LANGUAGES),
});
export type CorrectionDraft = z.infer<typeof correctionDraftSchema>;

/** The draft's PDF (same body as the preview). */
export const correctionDraftPdfUrl = (orderId: string) => `/api/admin/orders/${orderId}/refund/preview.pdf`;

/** GET /api/admin/invoices/:id/pdf | /xml | /upo: one invoice's document, as a download. */
export const invoiceFileUrl = (id: string, file: 'pdf' | 'xml' | 'upo') =>
  `/api/admin/invoices/${id}/${file}`;
