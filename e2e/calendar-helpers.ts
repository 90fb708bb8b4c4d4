import type { Locator } from '@playwright/test';
import { BOOKING_HORIZON_MONTHS, isWeekday, todayIn, type CalendarDay } from '../src/shared/slot-rules';

const WARSAW = 'Europe/Warsaw';
import { expect } from './fixtures';

/** The calendar's localised next-month button (react-day-picker labels). */
export const NEXT_MONTH = /Przejdź do następnego miesiąca|Go to the Next Month/;

/**
 * The calendar is shown and, in the visitor's booking calendar, has read the month's free days: it opens on
 * the first free slot's month, so a test moves from there, never from "this month".
 */
export async function calendarSettled(calendarRoot: Locator) {
  await expect(calendarRoot.getByRole('grid').first()).toBeVisible();
  if ((await calendarRoot.locator('[data-availability]').count()) > 0) {
    await expect(calendarRoot.locator('[data-availability="ready"]')).toBeVisible();
  }
}

/** Moves the calendar on until the day (yyyy-MM-dd) is shown, and returns its button. */
export async function showDay(calendarRoot: Locator, isoDay: string): Promise<Locator> {
  await calendarSettled(calendarRoot);
  const day = calendarRoot.locator(`[data-day="${isoDay}"] button`);
  for (let step = 0; step <= BOOKING_HORIZON_MONTHS && !(await day.isVisible()); step++) {
    await calendarRoot.getByRole('button', { name: NEXT_MONTH }).click();
    // Each month's free days are read when it is shown.
    await calendarSettled(calendarRoot);
  }
  return day;
}

/** Moves the calendar on until its next-month button stops: the booking horizon's last month. */
export async function showLastMonth(calendarRoot: Locator) {
  await calendarSettled(calendarRoot);
  const next = calendarRoot.getByRole('button', { name: NEXT_MONTH });
  for (let step = 0; step <= BOOKING_HORIZON_MONTHS && (await next.isEnabled()); step++) await next.click();
  await expect(next).toBeDisabled();
}

/** The nth weekday (1 = the first) after today on the Warsaw calendar: each spec books days of its own. */
export function weekdayAhead(nth: number): CalendarDay {
  const today = todayIn(WARSAW);
  let found = 0;
  for (let offset = 1; ; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    if (isWeekday(day) && ++found === nth) return day;
  }
}

/** yyyy-MM-dd of a calendar day, as the calendar's day buttons are found by (showDay). */
export const isoDay = (day: CalendarDay) =>
  `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
