import type { Language } from './language';

/**
 * The demo manage link and the operator's coming days: paths, limits and texts without zod, so the public
 * manage page can import them without the validation library (the public pages' JavaScript budget).
 */
export const DEMO_MANAGE_PAGE_PREFIX = '/prezentacja';
export const demoManagePath = (token: string) => `${DEMO_MANAGE_PAGE_PREFIX}/${token}`;
export const demoManageApiPath = (token: string) => `/api/demo-manage/${token}`;

/** Where a visitor books another time: the landing page opens the booking dialog on this hash. */
export const BOOK_DEMO_HASH = 'umow-prezentacje';

export const DEMO_CANCEL_REASON_MAX = 1000;
export const DEMO_DURATION_MINUTES = 60;

/** Why a booking can no longer be changed by its link (null: it can). */
export const DEMO_LOCK_REASONS = ['past', 'cancelled', 'completed'] as const;
export type DemoLockReason = (typeof DEMO_LOCK_REASONS)[number];

/** The refusals of the manage API, in the visitor's language (the page shows the server's message). */
export const DEMO_MANAGE_ERRORS: Record<
  Language,
  Record<
    | 'invalidLink'
    | DemoLockReason
    | 'slotTaken'
    | 'slotPast'
    | 'slotMissing'
    | 'sameSlot'
    | 'slotTooSoon'
    | 'slotUnavailable'
    | 'dayFull',
    string
  >
> = {
  pl: {
    invalidLink: 'Ten link jest nieprawidłowy lub wygasł.',
    past: 'Ta prezentacja już się odbyła, nie można jej zmienić ani odwołać.',
    cancelled: 'Ta prezentacja została odwołana, nie można jej zmienić.',
    completed: 'Ta prezentacja została zakończona, nie można jej zmienić ani odwołać.',
    slotTaken: 'Ktoś przed chwilą zarezerwował ten termin. Wybierz inną godzinę.',
    slotPast: 'Ten termin już minął. Wybierz inny.',
    slotMissing: 'Nie ma takiego terminu. Wybierz termin z kalendarza.',
    sameSlot: 'To jest Twój obecny termin. Wybierz inny.',
    slotTooSoon: 'Ten termin jest zbyt bliski, aby go zarezerwować. Wybierz późniejszy.',
    slotUnavailable: 'Ten termin nie jest już dostępny. Wybierz inny.',
    dayFull: 'Ten dzień jest już w pełni zarezerwowany. Wybierz inny dzień.',
  },
  en: {
    invalidLink: 'This link is invalid or has expired.',
    past: 'This presentation has already taken place; it can no longer be changed or cancelled.',
    cancelled: 'This presentation has been cancelled; it can no longer be changed.',
    completed: 'This presentation has been completed; it can no longer be changed or cancelled.',
    slotTaken: 'Someone has just booked this time. Please choose another one.',
    slotPast: 'This time has already passed. Please choose another one.',
    slotMissing: 'There is no such time. Please choose one in the calendar.',
    sameSlot: 'This is your current time. Please choose another one.',
    slotTooSoon: 'This time is too soon to book. Please choose a later one.',
    slotUnavailable: 'This time is no longer available. Please choose another one.',
    dayFull: 'This day is fully booked. Please choose another day.',
  },
};

export const UPCOMING_DEMOS_PATH = '/api/admin/upcoming-demos';
export const UPCOMING_DEMOS_DAYS = 7;

export const CALENDAR_FEED_PATH = '/api/admin/calendar-feed';
export const CALENDAR_FEED_PREFIX = '/api/admin/calendar/';
export const calendarFeedUrlPath = (token: string) => `${CALENDAR_FEED_PREFIX}${token}.ics`;

/** The back office's address of one booking: the demo-bookings list opening that record's manage dialog. */
export const adminDemoBookingPath = (id: string) =>
  `/security/admin/demo-bookings?open=${encodeURIComponent(id)}`;

/** A demo booking's statuses (product §4): the back office's labels are shared/inbox.ts's. */
export const DEMO_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type DemoStatus = (typeof DEMO_STATUSES)[number];

/** A stored status as one of the four; an unknown value (older data) reads as pending, the default. */
export const demoStatusOf = (status: string): DemoStatus =>
  (DEMO_STATUSES as readonly string[]).includes(status) ? (status as DemoStatus) : 'pending';

/**
 * The visitor's word for each state of their demo (product §4), the same on the booking's success view, the
 * manage page and in every e-mail about it, and matching the operator’s labels: a booking is reserved and
 * waits for the operator's confirmation (Oczekuje), then confirmed (Potwierdzone), then done (Zakończone),
 * or cancelled (Anulowane: for a meeting the visitor reads 'odwołana', the word of its cancel button).
 */
export const DEMO_STATUS_WORDS: Record<Language, Record<DemoStatus, string>> = {
  pl: {
    pending: 'Oczekuje na potwierdzenie',
    confirmed: 'Potwierdzona',
    completed: 'Zakończona',
    cancelled: 'Odwołana',
  },
  en: {
    pending: 'Awaiting confirmation',
    confirmed: 'Confirmed',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
};
