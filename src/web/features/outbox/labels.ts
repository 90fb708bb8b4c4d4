import { OUTBOX_STATE_LABELS, type OutboxState } from '@shared/contracts/outbox';
import type { Tone } from '@shared/inbox';

/** Waiting reads as in progress, sent as done, failed as the alarm: the inbox badges' colours. */
export const OUTBOX_STATE_TONES: Record<OutboxState, Tone> = { queued: 'blue', sent: 'green', failed: 'red' };

export const stateLabel = (state: string) => OUTBOX_STATE_LABELS[state as OutboxState] ?? state;

/** What a message is about, in the operator's words. */
export const RELATED_KIND_LABELS: Record<string, string> = {
  contacts: 'Kontakt',
  'demo-bookings': 'Rezerwacja demo',
  orders: 'Zamówienie',
  'beta-signups': 'Zgłoszenie beta',
  'bug-reports': 'Raport błędu',
};

export const LANGUAGE_LABELS: Record<string, string> = { pl: 'polski', en: 'angielski' };
