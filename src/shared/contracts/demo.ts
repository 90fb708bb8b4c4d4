import { z } from 'zod';
import type { Language } from '../language';
import { isTimeZone } from '../date-format';
import { SLOT_FIRST_HOUR, SLOT_LAST_HOUR } from '../slot-rules';
import { BOOKING_RULE_LIMITS } from '../booking-rules';
import { pageQuerySchema } from './common';
import { isPhoneNumber, PHONE_INVALID } from '../validation/phone';
import { publicFormFields } from './public-form';

/**
 * The instants a demo calendar deals in. ISO strings reach back to year 0000, which the database cannot
 * store or compare, so anything outside is bad input rather than a server error.
 */
export const INSTANT_RANGE = { fromYear: 2000, toYear: 2099 } as const;
const INSTANT_MIN = Date.UTC(INSTANT_RANGE.fromYear, 0, 1);
const INSTANT_MAX = Date.UTC(INSTANT_RANGE.toYear + 1, 0, 1);
const OUT_OF_RANGE = `Data musi przypadać w latach ${INSTANT_RANGE.fromYear}–${INSTANT_RANGE.toYear}`;

/** An instant with its offset: `2026-07-15T08:00:00.000Z` or `2026-07-15T10:00:00+02:00`. */
const isoInstant = (message: string, outOfRange = OUT_OF_RANGE) =>
  z.iso.datetime({ offset: true, error: message }).refine((value) => {
    const time = Date.parse(value);
    return time >= INSTANT_MIN && time < INSTANT_MAX;
  }, outOfRange);

// ---- Slots -----------------------------------------------------------------------------------------

/** The visitor's view of a slot (product §3, §7). `datetime` is an ISO instant. */
export const slotSchema = z.object({ id: z.uuid(), datetime: z.string(), isBooked: z.boolean() });
export type Slot = z.infer<typeof slotSchema>;

/** The operator's view: who holds the slot (product §2: the booker's name, 'Nieznany' if unknown). */
export const adminSlotSchema = slotSchema.extend({
  bookedBy: z.uuid().nullable(),
  bookerName: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminSlot = z.infer<typeof adminSlotSchema>;

/** product §3 slot creation payload. The hour rules (product §5) live in shared/slot-rules. */
export const createSlotRequestSchema = z.object({
  datetime: isoInstant('Podaj datę i godzinę slotu w formacie ISO (np. 2026-07-15T08:00:00.000Z)'),
});
export type CreateSlotRequest = z.infer<typeof createSlotRequestSchema>;

/** The admin list: paged; the total in X-Total-Count and the booked ones in X-Booked-Count. */
export const adminSlotListQuerySchema = pageQuerySchema;
export const BOOKED_COUNT_HEADER = 'x-booked-count';

// ---- Slots in bulk -------------------------------------------------------------------------

/** The longest date range one weekly availability covers: a quarter at a time. */
export const BULK_SLOTS_MAX_DAYS = 92;

/** A calendar day yyyy-MM-dd in the business zone, within the years an instant may have. */
const calendarDay = (message: string) =>
  z.iso.date({ error: message }).refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= INSTANT_RANGE.fromYear && year <= INSTANT_RANGE.toYear;
  }, OUT_OF_RANGE);

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

/**
 * POST /api/admin/slots/bulk: every chosen weekday × hour from `from` to `to` (both included). With
 * `dryRun` the server only counts (the preview); without it, it creates. Existing and past hours are
 * skipped, and so is anything the slot rules refuse (shared/slot-rules.ts).
 */
export const bulkSlotsRequestSchema = z
  .object({
    from: calendarDay('Podaj datę początkową (rrrr-mm-dd)'),
    to: calendarDay('Podaj datę końcową (rrrr-mm-dd)'),
    weekdays: z
      .array(
        z
          .int('Dzień tygodnia to liczba 1–5')
          .min(1, 'Dni robocze: 1 (pon.) – 5 (pt.)')
          .max(5, 'Dni robocze: 1 (pon.) – 5 (pt.)'),
        'Wybierz dni tygodnia',
      )
      .min(1, 'Wybierz co najmniej jeden dzień tygodnia')
      .max(5, 'Najwyżej pięć dni tygodnia'),
    hours: z
      .array(
        z
          .int('Godzina to liczba całkowita')
          .min(SLOT_FIRST_HOUR, `Godziny ${SLOT_FIRST_HOUR}–${SLOT_LAST_HOUR}`)
          .max(SLOT_LAST_HOUR, `Godziny ${SLOT_FIRST_HOUR}–${SLOT_LAST_HOUR}`),
        'Wybierz godziny',
      )
      .min(1, 'Wybierz co najmniej jedną godzinę')
      .max(SLOT_LAST_HOUR - SLOT_FIRST_HOUR + 1, 'Za dużo godzin'),
    dryRun: z.boolean('dryRun to true albo false').optional(),
  })
  .refine((body) => !(dayNumber(body.to) < dayNumber(body.from)), {
    message: 'Data końcowa nie może być przed początkową',
    path: ['to'],
  })
  .refine((body) => !(dayNumber(body.to) - dayNumber(body.from) + 1 > BULK_SLOTS_MAX_DAYS), {
    message: `Zakres może obejmować najwyżej ${BULK_SLOTS_MAX_DAYS} dni`,
    path: ['to'],
  });
export type BulkSlotsRequest = z.infer<typeof bulkSlotsRequestSchema>;

/** How many the availability yields: to create (or created), already there, in the past, refused by the rules. */
export const bulkSlotsResultSchema = z.object({
  dryRun: z.boolean(),
  toCreate: z.number().int(),
  created: z.number().int(),
  existing: z.number().int(),
  past: z.number().int(),
  refused: z.number().int(),
});
export type BulkSlotsResult = z.infer<typeof bulkSlotsResultSchema>;

/** DELETE /api/admin/slots?date=yyyy-MM-dd: that day's free slots go; booked ones stay. */
export const deleteDaySlotsQuerySchema = z.object({ date: calendarDay('Podaj dzień (rrrr-mm-dd)') });
export const deleteDaySlotsResultSchema = z.object({ deleted: z.number().int(), kept: z.number().int() });
export type DeleteDaySlotsResult = z.infer<typeof deleteDaySlotsResultSchema>;

/** The longest window the public slot list answers: two months of calendar at a time is plenty. */
export const SLOT_WINDOW_MAX_DAYS = 62;

/** GET /api/slots: both ends required (product §7: the chosen day's 00:00:00.000 and 23:59:59.999). */
export const slotWindowQuerySchema = z
  .object({
    start: isoInstant('Podaj początek zakresu jako datę ISO'),
    end: isoInstant('Podaj koniec zakresu jako datę ISO'),
  })
  .refine((query) => !(Date.parse(query.end) < Date.parse(query.start)), {
    message: 'Koniec zakresu nie może być przed początkiem',
    path: ['end'],
  })
  .refine((query) => !(Date.parse(query.end) - Date.parse(query.start) > SLOT_WINDOW_MAX_DAYS * 86_400_000), {
    message: `Zakres może obejmować najwyżej ${SLOT_WINDOW_MAX_DAYS} dni`,
    path: ['end'],
  });
export type SlotWindowQuery = z.infer<typeof slotWindowQuerySchema>;

/** A calendar month, YYYY-MM, inside the instants a calendar deals in. */
export const SLOT_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const MONTH_MESSAGE = 'Podaj miesiąc w formacie RRRR-MM (np. 2026-07)';

/**
 * GET /api/slots/availability: the days of one month, in the business zone, that have at least one
 * free slot still to come, so the visitor's calendar disables the others.
 */
export const slotAvailabilityQuerySchema = z.object({
  month: z
    .string(MONTH_MESSAGE)
    .regex(SLOT_MONTH_PATTERN, MONTH_MESSAGE)
    .refine((month) => {
      const year = Number(month.slice(0, 4));
      return year >= INSTANT_RANGE.fromYear && year <= INSTANT_RANGE.toYear;
    }, OUT_OF_RANGE),
});
export type SlotAvailabilityQuery = z.infer<typeof slotAvailabilityQuerySchema>;

/**
 * `days`: YYYY-MM-DD, ascending. `firstFree`: the earliest free slot to come in any month (an ISO instant), or
 * null when there is none, so the calendar opens on its month and day.
 */
export const slotAvailabilitySchema = z.object({
  month: z.string(),
  days: z.array(z.string()),
  firstFree: z.string().nullable(),
});
export type SlotAvailability = z.infer<typeof slotAvailabilitySchema>;

/** 'Sloty' → 'Zasady rezerwacji': the operator's booking rules (shared/booking-rules.ts applies them). */
const ruleNumber = (name: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${name}: podaj liczbę całkowitą` })
    .int({ error: `${name}: podaj liczbę całkowitą` })
    .min(min, { error: `${name}: najmniej ${min}` })
    .max(max, { error: `${name}: najwyżej ${max}` });
export const bookingRulesSchema = z.object({
  minNoticeHours: ruleNumber('Minimalne wyprzedzenie', BOOKING_RULE_LIMITS.minNoticeHours),
  bufferMinutes: ruleNumber('Przerwa po prezentacji', BOOKING_RULE_LIMITS.bufferMinutes),
  maxPerDay: ruleNumber('Najwięcej prezentacji dziennie', BOOKING_RULE_LIMITS.maxPerDay).nullable(),
});
export const BOOKING_RULES_PATH = '/api/admin/slots/rules';

// ---- Demo booking ----------------------------------------------------------------------------------

/** product §3: the date as the visitor saw it, dd.MM.yyyy HH:mm in the business time zone. */
export const PREFERRED_DATE_PATTERN = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;

export const DEMO_BOOKING_LIMITS = { name: 200, email: 320, phone: 40, clubName: 200 } as const;

/**
 * The club's member count the visitor may give (product §2's pop-up copy): a whole number in this range (the
 * messages below spell the range out: the browser and the server must produce the very same text).
 */
export const DEMO_MEMBER_COUNT = { min: 1, max: 100_000 } as const;

type DemoBookingValidation = {
  nameRequired: string;
  nameTooLong: string;
  emailRequired: string;
  emailInvalid: string;
  phoneTooLong: string;
  phoneInvalid: string;
  clubNameTooLong: string;
  memberCountInvalid: string;
  preferredDateInvalid: string;
  selectedSlotInvalid: string;
  timeZoneInvalid: string;
};

/** The form's messages in both languages: the public dialog shows the visitor's, the API answers Polish. */
export const DEMO_BOOKING_VALIDATION: Record<Language, DemoBookingValidation> = {
  pl: {
    nameRequired: 'Imię i nazwisko jest wymagane',
    nameTooLong: `Imię i nazwisko może mieć najwyżej ${DEMO_BOOKING_LIMITS.name} znaków`,
    emailRequired: 'Email jest wymagany',
    emailInvalid: 'Nieprawidłowy adres email',
    phoneTooLong: `Telefon może mieć najwyżej ${DEMO_BOOKING_LIMITS.phone} znaków`,
    phoneInvalid: PHONE_INVALID.pl,
    clubNameTooLong: `Nazwa klubu może mieć najwyżej ${DEMO_BOOKING_LIMITS.clubName} znaków`,
    memberCountInvalid: 'Liczba członków klubu musi być liczbą całkowitą od 1 do 100 000',
    preferredDateInvalid: 'Termin musi mieć format dd.MM.yyyy HH:mm',
    selectedSlotInvalid: 'Wybierz termin z kalendarza',
    timeZoneInvalid: 'Nieznana strefa czasowa',
  },
  en: {
    nameRequired: 'Name is required',
    nameTooLong: `The name may have at most ${DEMO_BOOKING_LIMITS.name} characters`,
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    phoneTooLong: `The phone number may have at most ${DEMO_BOOKING_LIMITS.phone} characters`,
    phoneInvalid: PHONE_INVALID.en,
    clubNameTooLong: `The club name may have at most ${DEMO_BOOKING_LIMITS.clubName} characters`,
    memberCountInvalid: 'The number of club members must be a whole number from 1 to 100,000',
    preferredDateInvalid: 'The date must have the format dd.MM.yyyy HH:mm',
    selectedSlotInvalid: 'Choose a time in the calendar',
    timeZoneInvalid: 'Unknown time zone',
  },
};

/**
 * product §5 demo form: name and email required; phone and clubName optional (empty means absent);
 * memberCount optional, a whole number (null or left out means not given).
 */
export function demoContactSchema(language: Language = 'pl') {
  const m = DEMO_BOOKING_VALIDATION[language];
  return z.object({
    name: z.string(m.nameRequired).trim().min(1, m.nameRequired).max(DEMO_BOOKING_LIMITS.name, m.nameTooLong),
    email: z
      .string(m.emailRequired)
      .trim()
      .min(1, m.emailRequired)
      .max(DEMO_BOOKING_LIMITS.email, m.emailInvalid)
      .pipe(z.email(m.emailInvalid)),
    phone: z
      .string()
      .trim()
      .max(DEMO_BOOKING_LIMITS.phone, m.phoneTooLong)
      .refine((phone) => phone === '' || isPhoneNumber(phone), m.phoneInvalid)
      .optional(),
    clubName: z.string().trim().max(DEMO_BOOKING_LIMITS.clubName, m.clubNameTooLong).optional(),
    memberCount: z
      .int({ error: m.memberCountInvalid })
      .min(DEMO_MEMBER_COUNT.min, m.memberCountInvalid)
      .max(DEMO_MEMBER_COUNT.max, m.memberCountInvalid)
      .nullable()
      .optional(),
  });
}
export type DemoContact = z.infer<ReturnType<typeof demoContactSchema>>;

/** product §3 demo booking request: the contact plus the chosen slot's instant and its dd.MM.yyyy HH:mm. */
export function demoBookingRequestSchema(language: Language = 'pl') {
  const m = DEMO_BOOKING_VALIDATION[language];
  return demoContactSchema(language).extend({
    preferredDate: z.string(m.preferredDateInvalid).regex(PREFERRED_DATE_PATTERN, m.preferredDateInvalid),
    selectedSlot: isoInstant(m.selectedSlotInvalid, m.selectedSlotInvalid),
    /** The visitor's own zone (the browser's), so the operator sees the meeting on the visitor's clock too. */
    visitorTimeZone: z.string().refine(isTimeZone, m.timeZoneInvalid).optional(),
    ...publicFormFields,
  });
}
export type DemoBookingRequest = z.infer<ReturnType<typeof demoBookingRequestSchema>>;
/** What a client sends (the notice version may be left out: the current one is assumed). */
export type DemoBookingInput = z.input<ReturnType<typeof demoBookingRequestSchema>>;

export const demoBookingCreatedSchema = z.object({
  id: z.uuid(),
  status: z.string(),
  preferredDate: z.string(),
  selectedSlot: z.string(),
  /** The visitor's manage link (also in the confirmation e-mail): the success view shows it. */
  manageUrl: z.string().nullable(),
  /** The booking's calendar event as a file (same UID as the e-mail's invitation). */
  invitationUrl: z.string().nullable(),
  meetingUrl: z.string().nullable(),
});
export type DemoBookingCreated = z.infer<typeof demoBookingCreatedSchema>;

/**
 * One address holds at most one upcoming demo. The refusal says only that, in the visitor's
 * language, and that the manage link of the demo they have was e-mailed to the address again.
 */
export const DEMO_EMAIL_HAS_BOOKING: Record<Language, string> = {
  pl: 'Na ten adres e-mail jest już umówiona prezentacja. Wysłaliśmy na niego ponownie link, którym możesz zmienić jej termin.',
  en: 'A presentation is already booked for this e-mail address. We have sent its link to the address again: use it to reschedule.',
};

/** Messages of the booking call's refusals (the dialog shows its own wording for each status). */
export const DEMO_BOOKING_ERRORS = {
  slotTaken: 'Ten termin został już zarezerwowany. Wybierz inny.',
  slotPast: 'Ten termin już minął. Wybierz inny.',
  slotMissing: 'Nie ma takiego terminu. Wybierz termin z listy.',
  slotTooSoon: 'Ten termin jest zbyt bliski, aby go zarezerwować. Wybierz późniejszy.',
  slotUnavailable: 'Ten termin nie jest już dostępny. Wybierz inny.',
  dayFull: 'Ten dzień jest już w pełni zarezerwowany. Wybierz inny dzień.',
  preferredDateMismatch: 'preferredDate nie zgadza się z wybranym terminem (selectedSlot)',
} as const;
