import { SOURCE_CHANNEL_OPTIONS } from './analytics';
import { BUG_REPORT_PRIORITIES, BUG_REPORT_TYPES } from './bug-reports';

/**
 * The operator's inbox (product §2, §4): five record kinds, one lifecycle. Everything that differs
 * between kinds — the status vocabulary, its labels, the default status, the extra filters — is here, once;
 * the server module and the client components are configured from it. A sixth kind is a new entry.
 */
export const INBOX_KINDS = ['contacts', 'demo-bookings', 'orders', 'beta-signups', 'bug-reports'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export function isInboxKind(value: unknown): value is InboxKind {
  return (INBOX_KINDS as readonly unknown[]).includes(value);
}

export type Option = { readonly value: string; readonly label: string };

/**
 * The filters beyond status and free text, each with its vocabulary. 'when' is the demo's meeting time
 * relative to now (today, upcoming, past) rather than a column's value. 'source' is the lead's channel
 * (where its visitor came from that day: shared/analytics.ts).
 */
export type InboxFilterName = 'type' | 'priority' | 'when' | 'source';

export type InboxKindConfig = {
  /** product §4: the admin may pick any value from any other; the client enforces no order. */
  statuses: readonly Option[];
  defaultStatus: string;
  filters: Partial<Record<InboxFilterName, readonly Option[]>>;
};

export const BUG_REPORT_TYPE_OPTIONS: readonly Option[] = BUG_REPORT_TYPES.map((value) => ({
  value,
  label: { bug: 'Błąd', feature: 'Nowa funkcja', improvement: 'Ulepszenie', other: 'Inne' }[value],
}));

export const BUG_REPORT_PRIORITY_OPTIONS: readonly Option[] = BUG_REPORT_PRIORITIES.map((value) => ({
  value,
  label: { low: 'Niski', medium: 'Średni', high: 'Wysoki', critical: 'Krytyczny' }[value],
}));

/** Demo bookings by the meeting's time, in the business time zone. */
export const DEMO_WHEN_OPTIONS: readonly Option[] = [
  { value: 'today', label: 'Dziś' },
  { value: 'upcoming', label: 'Nadchodzące' },
  { value: 'past', label: 'Minione' },
];

export const INBOX_CONFIG = {
  // product §4, Decided: contacts take the union of the lifecycle screen's and the contacts screen's lists.
  contacts: {
    statuses: [
      { value: 'new', label: 'Nowy' },
      { value: 'in_progress', label: 'W trakcie' },
      { value: 'completed', label: 'Zakończony' },
      { value: 'closed', label: 'Zamknięty' },
      { value: 'rejected', label: 'Odrzucony' },
    ],
    defaultStatus: 'new',
    filters: { source: SOURCE_CHANNEL_OPTIONS },
  },
  'demo-bookings': {
    statuses: [
      { value: 'pending', label: 'Oczekuje' },
      { value: 'confirmed', label: 'Potwierdzone' },
      { value: 'completed', label: 'Zakończone' },
      { value: 'cancelled', label: 'Anulowane' },
    ],
    defaultStatus: 'pending',
    filters: { when: DEMO_WHEN_OPTIONS, source: SOURCE_CHANNEL_OPTIONS },
  },
  orders: {
    statuses: [
      { value: 'pending', label: 'Oczekuje' },
      { value: 'processing', label: 'W realizacji' },
      { value: 'completed', label: 'Zrealizowane' },
      { value: 'cancelled', label: 'Anulowane' },
    ],
    defaultStatus: 'pending',
    filters: { source: SOURCE_CHANNEL_OPTIONS },
  },
  'beta-signups': {
    statuses: [
      { value: 'pending', label: 'Oczekuje' },
      { value: 'accepted', label: 'Zaakceptowane' },
      { value: 'rejected', label: 'Odrzucone' },
      { value: 'active', label: 'Aktywne' },
    ],
    defaultStatus: 'pending',
    filters: { source: SOURCE_CHANNEL_OPTIONS },
  },
  'bug-reports': {
    statuses: [
      { value: 'open', label: 'Otwarte' },
      { value: 'in_progress', label: 'W trakcie' },
      { value: 'resolved', label: 'Rozwiązane' },
      { value: 'closed', label: 'Zamknięte' },
    ],
    defaultStatus: 'open',
    filters: { type: BUG_REPORT_TYPE_OPTIONS, priority: BUG_REPORT_PRIORITY_OPTIONS },
  },
} as const satisfies Record<InboxKind, InboxKindConfig>;

export function statusValues(kind: InboxKind): [string, ...string[]] {
  return INBOX_CONFIG[kind].statuses.map((option) => option.value) as [string, ...string[]];
}

export function filterNames(kind: InboxKind): InboxFilterName[] {
  return Object.keys(INBOX_CONFIG[kind].filters) as InboxFilterName[];
}

export function filterOptions(kind: InboxKind, filter: InboxFilterName): readonly Option[] {
  return (INBOX_CONFIG[kind].filters as InboxKindConfig['filters'])[filter] ?? [];
}

/** The Polish label of a status of that kind; an unknown value (older data) shows as itself. */
export function statusLabel(kind: InboxKind, status: string): string {
  const options: readonly Option[] = INBOX_CONFIG[kind].statuses;
  return options.find((option) => option.value === status)?.label ?? status;
}

export function optionLabel(options: readonly Option[], value: string | null | undefined): string {
  return options.find((option) => option.value === value)?.label ?? value ?? '';
}

/** The colour names of the badge component (components/ui/badge). */
export type Tone = 'yellow' | 'blue' | 'green' | 'red' | 'purple' | 'grey';

/** product §4 badge colours: the same status value has the same colour in every kind. */
export function statusTone(status: string): Tone {
  switch (status) {
    case 'new':
    case 'pending':
    case 'open':
      return 'yellow';
    case 'in_progress':
    case 'processing':
      return 'blue';
    case 'completed':
    case 'resolved':
    case 'accepted':
      return 'green';
    case 'rejected':
    case 'closed':
    case 'cancelled':
      return 'red';
    default:
      return 'grey';
  }
}

/** Priority is not in product §4's list; critical reads as the alarm, low as quiet. */
export function priorityTone(priority: string): Tone {
  return (
    ({ low: 'grey', medium: 'blue', high: 'yellow', critical: 'red' } as Record<string, Tone>)[priority] ??
    'grey'
  );
}

/** product §3: orders show the plan as Mały/Średni/Duży; the billing period in words. */
export const ORDER_PLAN_LABELS: Record<string, string> = { small: 'Mały', medium: 'Średni', large: 'Duży' };
export const PAYMENT_MODE_LABELS: Record<string, string> = { monthly: 'Miesięczny', yearly: 'Roczny' };
