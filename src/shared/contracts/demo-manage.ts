import { z } from 'zod';
import { DEMO_CANCEL_REASON_MAX, DEMO_LOCK_REASONS } from '../demo-manage';
import { LANGUAGES } from '../language';
import { statusUpdateSchema } from './inbox';

export * from '../demo-manage';

/**
 * The visitor's own page for a booked demo (/prezentacja/<token>) and the operator's view of the coming
 * days: the contracts of both ends. The token is the credential; it is never an id.
 */
export const demoManageParamsSchema = z.object({ token: z.string().min(1).max(200) });

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
  /** The booking's language: the page opened from its link speaks it (the toggle still switches). */
  language: z.enum(LANGUAGES),
  /** The online meeting's address, once there is one (made at booking or set by the operator). */
  meetingUrl: z.string().nullable(),
});
export type ManagedDemo = z.infer<typeof managedDemoSchema>;

/** What the server renders /prezentacja/<token> with (the page hydrates with the same). */
export type DemoManagePageData =
  { state: 'found'; token: string; demo: ManagedDemo } | { state: 'invalid' } | { state: 'too-many' };

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

// ---- The operator's day ----------------------------------------------------------------------------

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

// ---- The operator's meeting link ---------------------------------------------------------

export const MEETING_URL_MAX = 2000;
export const MEETING_URL_INVALID = 'Podaj pełny adres spotkania zaczynający się od https:// lub http://';

/** PUT /api/admin/demo-bookings/:id/meeting-link: a web address, or empty/null to remove it. */
export const meetingLinkUpdateSchema = z.object({
  meetingUrl: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string(MEETING_URL_INVALID)
      .trim()
      .max(MEETING_URL_MAX, `Adres spotkania może mieć najwyżej ${MEETING_URL_MAX} znaków`)
      .pipe(z.httpUrl(MEETING_URL_INVALID))
      .nullable(),
  ),
});
export type MeetingLinkUpdate = z.input<typeof meetingLinkUpdateSchema>;

/** The link as stored, and whether the visitor was sent it (only for a coming, not cancelled demo). */
export const meetingLinkResultSchema = z.object({
  meetingUrl: z.string().nullable(),
  mailed: z.boolean(),
});
export type MeetingLinkResult = z.infer<typeof meetingLinkResultSchema>;

export const meetingLinkPath = (id: string) => `/api/admin/demo-bookings/${id}/meeting-link`;

/**
 * PUT /api/admin/demo-bookings/:id — the demo's one dialog: status, notes, meeting link and the follow-up
 * switch saved together,
 * so the visitor gets one e-mail for the change (a confirmation carries the link), never two in a minute.
 */
export const demoRecordUpdateSchema = statusUpdateSchema('demo-bookings').extend({
  ...meetingLinkUpdateSchema.shape,
  /** 'Wyślij podziękowanie po prezentacji' (on unless turned off); left out: as it was. */
  followUp: z.boolean('followUp to true albo false').optional(),
  /** 'Nie pojawił się': true marks, false takes the mark back, absent leaves it as it is. */
  noShow: z.boolean('noShow: true albo false').optional(),
});
export type DemoRecordUpdate = z.infer<typeof demoRecordUpdateSchema>;

/** Which e-mail the visitor was sent for the change: the status one (with the link), the link's own, or none. */
export const DEMO_RECORD_MAILS = ['status', 'meeting-link'] as const;
export const demoRecordResultSchema = z.object({
  status: z.string(),
  adminNotes: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  followUp: z.boolean(),
  noShow: z.boolean(),
  mailed: z.enum(DEMO_RECORD_MAILS).nullable(),
});
export type DemoRecordResult = z.infer<typeof demoRecordResultSchema>;

export const demoRecordPath = (id: string) => `/api/admin/demo-bookings/${id}`;

// ---- No-show ('Nie pojawił się') -------------------------------------------------------------

/** The flag's name on the operator's screens and in the record's history (beside the status, not one). */
export const NO_SHOW_LABEL = 'Nie pojawił się';
/** The refusals of marking: only a demo that has begun, and never a cancelled one. */
export const NO_SHOW_ERRORS = {
  notStarted: 'Prezentacja jeszcze się nie zaczęła: nieobecność można oznaczyć dopiero od jej początku.',
  cancelled: 'Anulowanej prezentacji nie można oznaczyć jako „Nie pojawił się”.',
} as const;
