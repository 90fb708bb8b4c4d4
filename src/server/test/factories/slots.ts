import { formatSlotDateTime, instantOf, isWeekday, todayIn, type CalendarDay } from '@shared/slot-rules';
import type { TestApp } from '../test-app';

/** Demo slots for the tests: days no other test takes, and slots made through the back office's API. */

const WARSAW = 'Europe/Warsaw';

/**
 * The first day test data ever uses: two calendar days after today (Warsaw). The booking rules' default
 * minimum notice is 12 h: tomorrow's early slots are closer than that from 18:00 on, so a test on tomorrow
 * failed every evening; the day after tomorrow is at least 24 h ahead at any hour.
 */
export const FIRST_DAY_OFFSET = 2;

/**
 * Test data: the n-th weekday (0 = the first) from the day after tomorrow on (Warsaw calendar), so every
 * test can take days of its own and never meets another test's slots, "now" or the minimum notice.
 */
export function weekdayAhead(n: number, from: Date = new Date()): CalendarDay {
  const today = todayIn(WARSAW, from);
  for (let offset = FIRST_DAY_OFFSET, found = -1; ; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    if (isWeekday(day) && ++found === n) return day;
  }
}

/** The ISO instant of `hour`:00 Warsaw time on `day`. */
export const slotIso = (day: CalendarDay, hour: number) => instantOf({ ...day, hour }, WARSAW).toISOString();

/** The next Saturday from tomorrow on. */
export function nextSaturday(from: Date = new Date()): CalendarDay {
  const today = todayIn(WARSAW, from);
  for (let offset = 1; ; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    if (date.getUTCDay() === 6)
      return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  }
}

/** POST /api/admin/slots: the answer as it is, for the tests of that route. */
export const postSlot = (app: TestApp, headers: Record<string, string>, datetime: unknown) =>
  app.inject({ method: 'POST', url: '/api/admin/slots', headers, payload: { datetime } });

export type CreatedSlot = { id: string; datetime: string };

/**
 * A free slot made as the back office makes one: at `hour`:00 Warsaw time on `day`, or at an instant.
 * Anything but 201 throws, so a test starts from a slot that exists.
 */
export async function createSlot(
  app: TestApp,
  headers: Record<string, string>,
  ...at: [day: CalendarDay, hour: number] | [datetime: string | Date]
): Promise<CreatedSlot> {
  const [first, hour] = at;
  const datetime =
    typeof first === 'string' ? first : first instanceof Date ? first.toISOString() : slotIso(first, hour!);
  const response = await postSlot(app, headers, datetime);
  if (response.statusCode !== 201)
    throw new Error(`slot not created: ${response.statusCode} ${response.body}`);
  return response.json<CreatedSlot>();
}

/** Free slots at these instants, made one after another. */
export async function createSlots(
  app: TestApp,
  headers: Record<string, string>,
  datetimes: readonly (string | Date)[],
): Promise<CreatedSlot[]> {
  const created: CreatedSlot[] = [];
  for (const datetime of datetimes) created.push(await createSlot(app, headers, datetime));
  return created;
}

/** A booking's choice of the slot at `datetime`: the instant and its Warsaw time as the form shows it. */
export const slotChoice = (datetime: string) => ({
  preferredDate: formatSlotDateTime(new Date(datetime), WARSAW),
  selectedSlot: datetime,
});
