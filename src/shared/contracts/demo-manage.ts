import { z } from 'zod';
import type { Language } from '../language';

/**
 * The visitor's own page for a booked demo (/prezentacja/<token>) and the operator's view of the coming
 * days: the contracts of both ends. The token is the credential; it is never an id.
 */
export const DEMO_MANAGE_PAGE_PREFIX = '/prezentacja';
export const demoManagePath = (token: string) => `${DEMO_MANAGE_PAGE_PREFIX}/${token}`;
export const demoManageApiPath = (token: string) => `/api/demo-manage/${token}`;

/** Where a visitor books another time: the landing page opens the booking dialog on this hash. */
export const BOOK_DEMO_HASH = 'umow-prezentacje';

export const DEMO_CANCEL_REASON_MAX = 1000;

export const demoManageParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** Why a booking can no longer be changed by its link (null: it can). */
export const DEMO_LOCK_REASONS = ['past', 'cancelled', 'completed'] as const;
export type DemoLockReason = (typeof DEMO_LOCK_REASONS)[number];

/** What the manage page shows: never the e-mail or phone (the link may be forwarded). */
export const managedDemoSchema = z.object({
  name: z.string(),
  clubName: z.string().nullable(),
  /** ISO instant of the start. */
  selectedSlot: z.string(),
  status: z.string(),
  durationMinutes: z.number().int(),
  /** The operator deleted the slot: the visitor should pick another time. */
  slotDeleted: z.boolean(),
  lockedBecause: z.enum(DEMO_LOCK_REASONS).nullable(),
});
export type ManagedDemo = z.infer<typeof managedDemoSchema>;

export const DEMO_DURATION_MINUTES = 60;

export const rescheduleRequestSchema = z.object({
  selectedSlot: z.iso.datetime({ offset: true, error: 'selectedSlot: ISO instant required' }),
});
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

export const cancelRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(
      DEMO_CANCEL_REASON_MAX,
      `Maksymalnie ${DEMO_CANCEL_REASON_MAX} znaków / at most ${DEMO_CANCEL_REASON_MAX} characters`,
    )
    .optional(),
});
export type CancelRequest = z.infer<typeof cancelRequestSchema>;

/** The refusals of the manage API, in the visitor's language (the page shows the server's message). */
export const DEMO_MANAGE_ERRORS: Record<
  Language,
  Record<'invalidLink' | DemoLockReason | 'slotTaken' | 'slotPast' | 'slotMissing' | 'sameSlot', string>
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
  },
};

// ---- The operator's day ----------------------------------------------------------------------------

export const UPCOMING_DEMOS_PATH = '/api/admin/upcoming-demos';
export const UPCOMING_DEMOS_DAYS = 7;

export const upcomingDemoSchema = z.object({
  id: z.string(),
  selectedSlot: z.string(),
  name: z.string(),
  email: z.string(),
  clubName: z.string().nullable(),
  status: z.string(),
  slotDeleted: z.boolean(),
});
export type UpcomingDemo = z.infer<typeof upcomingDemoSchema>;

export const CALENDAR_FEED_PATH = '/api/admin/calendar-feed';
export const calendarFeedUrlPath = (token: string) => `/api/admin/calendar/${token}.ics`;

/** The operator's own feed: whether one exists, and (only right after creating it) its address. */
export const calendarFeedStateSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /** Shown once: only the hash is stored, so the address cannot be read again later. */
  url: z.string().nullable(),
});
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;

/** DELETE /api/admin/slots/:id?notify=true: tell the visitor of a booked slot that it is gone. */
export const deleteSlotQuerySchema = z.object({
  notify: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
