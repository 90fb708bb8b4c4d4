import { z } from 'zod';
import { PAGE_EVENTS, SOURCE_CHANNELS } from '../analytics';

/** POST /api/visit: what the public page's beacon sends (a path of ours, never a query's secrets). */
export const visitBeaconSchema = z.object({
  /** The page's path and query as the visitor opened it (the query carries utm_*). */
  path: z
    .string()
    .max(2000)
    .regex(/^\/[^\s]*$/, 'Ścieżka strony zaczyna się od /.'),
  /** document.referrer: only its host is kept. */
  referrer: z.string().max(2000).optional(),
  language: z.enum(['pl', 'en']),
  event: z.enum(PAGE_EVENTS).default('view'),
});
export type VisitBeacon = z.infer<typeof visitBeaconSchema>;

export const TRAFFIC_PATH = '/api/admin/analytics/traffic';
const isoDay = z.iso.date();

/** GET /api/admin/analytics/traffic?from=&to= (days in the business time zone, both included). */
export const trafficQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((query) => query.from <= query.to, {
    path: ['to'],
    message: 'Koniec okresu jest przed początkiem.',
  })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 366 * 86_400_000, {
    path: ['from'],
    message: 'Okres może mieć najwyżej 366 dni.',
  });
export type TrafficQuery = z.infer<typeof trafficQuerySchema>;

const counted = { visitors: z.number().int(), views: z.number().int() };

export const FUNNEL_STEPS = ['visitors', 'pricing', 'dialog', 'demo', 'order', 'paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  visitors: 'Odwiedzający',
  pricing: 'Obejrzeli cennik',
  dialog: 'Otworzyli rezerwację lub zamówienie',
  demo: 'Umówili prezentację lub zamówili',
  order: 'Złożyli zamówienie',
  paid: 'Zapłacili',
};

/**
 * What each step counts. Each is a subset of the one before (a visitor who booked without seeing the prices
 * is a visitor, not a step further), so the drop-off between two steps is people lost on the way. A day's
 * visitor is one person (no cookies: the day's salted id), so a step counts people of that day.
 */
export const FUNNEL_STEP_DEFINITIONS: Record<FunnelStep, string> = {
  visitors: 'Osoby, które obejrzały dowolną stronę serwisu (bez ciasteczek: każdego dnia liczone od nowa).',
  pricing: 'Spośród nich: obejrzeli cennik (stronę /cennik lub sekcję cen na stronie głównej).',
  dialog: 'Spośród nich: otworzyli okno rezerwacji prezentacji lub zamówienia.',
  demo: 'Spośród nich: wysłali rezerwację prezentacji albo zamówienie.',
  order: 'Spośród nich: wysłali zamówienie.',
  paid: 'Zamówienia z tego okresu już opłacone, według źródła wizyty, z której je złożono.',
};

/** One funnel: the count at each step of FUNNEL_STEPS, in order. */
const funnelCounts = z.array(z.number().int()).length(FUNNEL_STEPS.length);

export const trafficReportSchema = z.object({
  from: isoDay,
  to: isoDay,
  /** Every day of the period, also those without a view. */
  days: z.array(z.object({ day: isoDay, ...counted })),
  /** A person counts once a day (the id changes daily), so a period's visitors are the days' sum. */
  totals: z.object(counted),
  sources: z.array(z.object({ source: z.string(), ...counted })),
  campaigns: z.array(z.object({ campaign: z.string(), ...counted })),
  pages: z.array(z.object({ path: z.string(), ...counted })),
  funnel: z.object({
    total: funnelCounts,
    bySource: z.array(z.object({ source: z.string(), counts: funnelCounts })),
    byLanguage: z.array(z.object({ language: z.string(), counts: funnelCounts })),
  }),
});
export type TrafficReport = z.infer<typeof trafficReportSchema>;

export const sourceChannelSchema = z.enum(SOURCE_CHANNELS);
