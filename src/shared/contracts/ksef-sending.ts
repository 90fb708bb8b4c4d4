import { z } from 'zod';

export const KSEF_OVERVIEW_PATH = '/api/admin/ksef';
export const KSEF_CHECK_PATH = '/api/admin/ksef/check';

/** An offline invoice waiting to reach KSeF, with its legal deadline (the dashboard's notice). */
export const ksefOfflineInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  buyerName: z.string(),
  deadline: z.string(),
  mode: z.enum(['offline24', 'failure']),
  /** The deadline is today (the last day to send) or has passed. */
  due: z.boolean(),
  overdue: z.boolean(),
});
export type KsefOfflineInvoice = z.infer<typeof ksefOfflineInvoiceSchema>;

/** GET /api/admin/ksef: the 'KSeF' screen and the dashboard's notice. */
export const ksefOverviewSchema = z.object({
  /** Whether invoices are sent to KSeF at all (credentials configured). */
  configured: z.boolean(),
  environment: z.enum(['test', 'demo', 'prod']),
  /** The API address in use (the environment's official one, or KSEF_API_URL). */
  apiUrl: z.string().nullable(),
  /** The way in: a KSeF token or a KSeF certificate. */
  authMethod: z.enum(['token', 'certificate']).nullable(),
  /** When the authentication certificate stops working (certificate way in only). */
  certificateValidTo: z.string().nullable(),
  /** The Offline certificate that signs KOD II, if configured. */
  offlineCertificate: z.object({ serial: z.string(), validTo: z.string() }).nullable(),
  counts: z.object({ queued: z.number().int(), sending: z.number().int(), rejected: z.number().int() }),
  offline: z.array(ksefOfflineInvoiceSchema),
});
export type KsefOverview = z.infer<typeof ksefOverviewSchema>;

/** POST /api/admin/ksef/check ('Sprawdź połączenie'): what KSeF answered. */
export const ksefCheckSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
});
export type KsefCheck = z.infer<typeof ksefCheckSchema>;
