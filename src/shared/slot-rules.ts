import {
  formatCalendarDay,
  formatDateTime,
  formatTime,
  wallTimeIn,
  type CalendarDay,
  type WallTime,
} from './date-format';

/**
 * Demo slots in the business time zone (product §5): whole hours 06:00–16:00 on weekdays.
 * Computed with Intl only, so the server, the back office and the visitor's dialog agree on every rule
 * whatever zone the machine or the browser runs in.
 */
export const SLOT_FIRST_HOUR = 6;
export const SLOT_LAST_HOUR = 16;
/** The hours a slot may start at: 6, 7, …, 16. */
export const SLOT_HOURS: readonly number[] = Array.from(
  { length: SLOT_LAST_HOUR - SLOT_FIRST_HOUR + 1 },
  (_, index) => SLOT_FIRST_HOUR + index,
);

/** Minutes `timeZone` is ahead of UTC at `date` (Warsaw: 60 in winter, 120 in summer). */
function offsetMinutes(date: Date, timeZone: string): number {
  const wall = wallTimeIn(date, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a wall clock in `timeZone` shows the given time (the later reading across a DST change). */
export function instantOf(wall: Partial<WallTime> & CalendarDay, timeZone: string): Date {
  const naive = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour ?? 0,
    wall.minute ?? 0,
    wall.second ?? 0,
    wall.millisecond ?? 0,
  );
  const first = naive - offsetMinutes(new Date(naive), timeZone) * 60_000;
  // The offset at the guess can differ from the offset at the answer when a DST change lies between them.
  const second = naive - offsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(second);
}

/** The first and the last millisecond of a calendar day in `timeZone` (the visitor's slot query, product §7). */
export function dayBounds(day: CalendarDay, timeZone: string): { start: Date; end: Date } {
  const next = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
  const start = instantOf(day, timeZone);
  const nextStart = instantOf(
    { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
    timeZone,
  );
  return { start, end: new Date(nextStart.getTime() - 1) };
}

export function todayIn(timeZone: string, now: Date = new Date()): CalendarDay {
  const { year, month, day } = wallTimeIn(now, timeZone);
  return { year, month, day };
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: CalendarDay): number {
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export const isWeekday = (day: CalendarDay) => isoWeekday(day) <= 5;

export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * How far ahead demos can be booked: slots may fall on any day up to the last day of the month this many
 * months after the current one. One rule for the visitor's calendar, the operator's slot creator and the
 * server, so no slot exists that a visitor cannot reach.
 */
export const BOOKING_HORIZON_MONTHS = 18;

/** The last day a slot may fall on, seen from `today`: the end of the month BOOKING_HORIZON_MONTHS ahead. */
export function lastBookableDay(today: CalendarDay): CalendarDay {
  // Day 0 of the following month is the last day of the horizon month.
  const last = new Date(Date.UTC(today.year, today.month - 1 + BOOKING_HORIZON_MONTHS + 1, 0));
  return { year: last.getUTCFullYear(), month: last.getUTCMonth() + 1, day: last.getUTCDate() };
}

export type SlotProblem = 'not-whole-hour' | 'outside-hours' | 'weekend' | 'past' | 'beyond-horizon';

/** Why a slot may not start at `date`, or null when it may. The order is the order a person checks. */
export function slotTimeProblem(date: Date, timeZone: string, now: Date = new Date()): SlotProblem | null {
  const wall = wallTimeIn(date, timeZone);
  if (wall.minute !== 0 || wall.second !== 0 || wall.millisecond !== 0) return 'not-whole-hour';
  if (wall.hour < SLOT_FIRST_HOUR || wall.hour > SLOT_LAST_HOUR) return 'outside-hours';
  if (!isWeekday(wall)) return 'weekend';
  if (date.getTime() <= now.getTime()) return 'past';
  if (compareDays(wall, lastBookableDay(todayIn(timeZone, now))) > 0) return 'beyond-horizon';
  return null;
}

/** The operator's messages (the back office is Polish). */
export const SLOT_PROBLEM_MESSAGES: Record<SlotProblem, string> = {
  'not-whole-hour': 'Slot musi zaczynać się o pełnej godzinie (minuty i sekundy równe zero)',
  'outside-hours': 'Sloty można tworzyć tylko w godzinach 06:00–16:00',
  weekend: 'Sloty można tworzyć tylko w dni robocze (poniedziałek–piątek)',
  past: 'Nie można utworzyć slotu w przeszłości',
  'beyond-horizon': `Data slotu jest zbyt odległa: sloty można tworzyć najwyżej ${BOOKING_HORIZON_MONTHS} miesięcy naprzód (do końca ${BOOKING_HORIZON_MONTHS}. miesiąca od bieżącego)`,
};

/** product §9 formats in `timeZone`: dd.MM.yyyy HH:mm (the demo request's preferredDate), dd.MM.yyyy, HH:mm. */
export const formatSlotDateTime = (date: Date, timeZone: string): string => formatDateTime(date, timeZone);
export const formatSlotTime = (date: Date, timeZone: string): string => formatTime(date, timeZone);
export { formatCalendarDay, wallTimeIn, type CalendarDay, type WallTime };
