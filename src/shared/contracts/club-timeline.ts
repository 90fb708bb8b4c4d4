import { z } from 'zod';
import { INBOX_KINDS } from '../inbox';
import { LANGUAGES } from '../language';

/**
 * GET /api/admin/club-timeline?kind=&id=: everything the back office holds about the club of one record —
 * the other records that share its e-mail, its phone (compared in E.164) or its NIP, one hop only, so a
 * record of another club (another e-mail, phone and NIP) never shows. Newest first.
 */
export const CLUB_TIMELINE_PATH = '/api/admin/club-timeline';

/** Records whose person the timeline can be asked about (every inbox kind). */
export const clubTimelineQuerySchema = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.uuid(),
});
export type ClubTimelineQuery = z.infer<typeof clubTimelineQuerySchema>;

export const CLUB_EVENT_KINDS = [
  'contact',
  'demo',
  'order',
  'proforma',
  'payment',
  'invoice',
  'correction',
  'reply',
  'beta',
  'tenant',
] as const;
export type ClubEventKind = (typeof CLUB_EVENT_KINDS)[number];

/** How an event's kind is named on the record (Polish: the back office is Polish). */
export const CLUB_EVENT_LABELS: Record<ClubEventKind, string> = {
  contact: 'Wiadomość',
  demo: 'Prezentacja',
  order: 'Zamówienie',
  proforma: 'Pro forma',
  payment: 'Płatność',
  invoice: 'Faktura',
  correction: 'Korekta',
  reply: 'Odpowiedź',
  beta: 'Testy beta',
  tenant: 'Klient',
};

export const MATCH_FIELDS = ['email', 'phone', 'nip'] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];

export const clubEventSchema = z.object({
  kind: z.enum(CLUB_EVENT_KINDS),
  at: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
  /** The inbox record the event belongs to (a pro forma and a payment belong to their order). */
  record: z.object({ kind: z.enum(INBOX_KINDS), id: z.string() }).nullable(),
  /** The tenant, for the 'Klient' event. */
  tenantId: z.string().nullable(),
  /** Where the lead's visitor came from ('Źródło'), for the records that keep it. */
  source: z.string().nullable(),
  /** True for the events of the record the timeline was asked from. */
  current: z.boolean(),
  /** What this record shares with the asked one. */
  matchedBy: z.array(z.enum(MATCH_FIELDS)),
});
export type ClubEvent = z.infer<typeof clubEventSchema>;

export const clubTimelineSchema = z.object({
  /** The e-mail, phone (E.164) and NIP the timeline joined on. */
  identity: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    nip: z.string().nullable(),
  }),
  /** The language of the conversation: the record's own, or else that of the last e-mail about it. */
  language: z.enum(LANGUAGES),
  /** The source of the club's first visit that became a lead (its oldest record that keeps one). */
  firstSource: z.string().nullable(),
  events: z.array(clubEventSchema),
});
export type ClubTimeline = z.infer<typeof clubTimelineSchema>;
