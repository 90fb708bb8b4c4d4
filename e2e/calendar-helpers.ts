import type { Locator } from '@playwright/test';
import { BOOKING_HORIZON_MONTHS, type CalendarDay } from '../src/shared/slot-rules';
import { expect } from './fixtures';

/**
 * The n-th weekday (0 = the first) from the day after tomorrow on, Warsaw calendar: the API tests' own
 * helper, so every spec's first day is clear of the booking rules' 12 h minimum notice at any hour (a spec
 * on tomorrow failed every evening from 18:00). Each spec takes days of its own by n.
 */
export { weekdayAhead } from '../src/server/test/factories/slots';

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

/** yyyy-MM-dd of a calendar day, as the calendar's day buttons are found by (showDay). */
export const isoDay = (day: CalendarDay) =>
  `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
