import { instantOf, isWeekday, todayIn, type CalendarDay } from '@shared/slot-rules';

const WARSAW = 'Europe/Warsaw';

/**
 * Test data: the n-th weekday from tomorrow on (Warsaw calendar), so every test can take days of its own
 * and never meets another test's slots or "now".
 */
export function weekdayAhead(n: number, from: Date = new Date()): CalendarDay {
  const today = todayIn(WARSAW, from);
  let cursor = new Date(Date.UTC(today.year, today.month - 1, today.day));
  let found = -1;
  for (;;) {
    cursor = new Date(cursor.getTime() + 86_400_000);
    const day = { year: cursor.getUTCFullYear(), month: cursor.getUTCMonth() + 1, day: cursor.getUTCDate() };
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
