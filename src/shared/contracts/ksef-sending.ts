import { z } from 'zod';

export const KSEF_OVERVIEW_PATH = '/api/admin/ksef';
export const KSEF_CHECK_PATH = '/api/admin/ksef/check';
export const KSEF_OUTAGES_PATH = '/api/admin/ksef/outages';

/**
 * The offline modes: 'offline24' (KSeF out of reach: the next business day), 'offline' (issued during an
 * announced unavailability: the next business day after it), 'failure' (an announced failure: 7 business
 * days after it ended).
 */
export const ksefOfflineModeSchema = z.enum(['offline24', 'offline', 'failure']);
export type KsefOfflineMode = z.infer<typeof ksefOfflineModeSchema>;

/** An unavailability or failure of KSeF the Ministry announced, as the operator declared it. */
export const ksefOutageSchema = z.object({
  id: z.string(),
  kind: z.enum(['offline', 'failure']),
  startsAt: z.string(),
  endsAt: z.string(),
  note: z.string().nullable(),
});
export type KsefOutage = z.infer<typeof ksefOutageSchema>;

/**
 * An outage is announced for KSeF 2.0, which opened in 2026; a date outside 2026–2099 is a typing mistake (and
 * year 0 is one no database stores).
 */
const OUTAGE_YEARS = { from: Date.UTC(2026, 0, 1), to: Date.UTC(2100, 0, 1) };
const outageInstant = (missing: string) =>
  z.iso.datetime({ offset: true, error: missing }).refine((value) => {
    const at = Date.parse(value);
    return at >= OUTAGE_YEARS.from && at < OUTAGE_YEARS.to;
  }, 'Podaj datę z lat 2026–2099');

/** POST /api/admin/ksef/outages: declare an announced unavailability or failure (from–to). */
export const ksefOutageInputSchema = z
  .object({
    kind: z.enum(['offline', 'failure'], 'Wybierz rodzaj: niedostępność albo awaria'),
    startsAt: outageInstant('Podaj początek (data i godzina)'),
    endsAt: outageInstant('Podaj koniec (data i godzina)'),
    note: z.string().trim().max(500, 'Najwyżej 500 znaków').optional(),
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    message: 'Koniec musi być po początku',
    path: ['endsAt'],
  });
export type KsefOutageInput = z.infer<typeof ksefOutageInputSchema>;

/** An offline invoice waiting to reach KSeF, with its legal deadline (the dashboard's notice). */
export const ksefOfflineInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  buyerName: z.string(),
  deadline: z.string(),
  mode: ksefOfflineModeSchema,
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
  /** The announced unavailabilities and failures declared, latest first. */
  outages: z.array(ksefOutageSchema),
});
export type KsefOverview = z.infer<typeof ksefOverviewSchema>;

/** POST /api/admin/ksef/check ('Sprawdź połączenie'): what KSeF answered. */
export const ksefCheckSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
});
export type KsefCheck = z.infer<typeof ksefCheckSchema>;
