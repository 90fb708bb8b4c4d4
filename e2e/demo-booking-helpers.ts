import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatCalendarDay, todayIn, wallTimeIn } from '../src/shared/slot-rules';
import { expect, expectToast } from './fixtures';
import { openPage } from './site-helpers';
import { showDay, weekdayAhead } from './calendar-helpers';

/**
 * The demo booking specs' shared day, hours and steps: the operator's slots on the next weekday, the visitor's
 * calendar and dialog (demo-booking.spec.ts, demo-slots.spec.ts).
 */

export const WARSAW = 'Europe/Warsaw';

export const DAY = weekdayAhead(1);
export const isoDay = `${DAY.year}-${String(DAY.month).padStart(2, '0')}-${String(DAY.day).padStart(2, '0')}`;
/** A day of its own for the form's refusals (no other spec's slot is on the third weekday). */
export const REFUSAL_DAY = weekdayAhead(2);
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
/** The admin list shows "śr. 25.11.2026 10:00". */
export const adminRowText = (hour: number) => `${formatCalendarDay(DAY)} ${hourLabel(hour)}`;

/** The visitor's calendar has read the shown month's free days (and opened on the first free one). */
export const availabilityRead = (dialog: Locator) =>
  expect(dialog.locator('[data-availability="ready"]')).toBeVisible();

/** The day of the first free slot, as the availability call names it (other tests' slots count too). */
export async function firstFreeDay(request: APIRequestContext): Promise<string> {
  const today = todayIn(WARSAW);
  const month = `${today.year}-${String(today.month).padStart(2, '0')}`;
  const response = await request.get(`/api/slots/availability?month=${month}`);
  expect(response.status()).toBe(200);
  const { firstFree } = (await response.json()) as { firstFree: string | null };
  expect(firstFree).not.toBeNull();
  return formatCalendarDay(wallTimeIn(new Date(firstFree!), WARSAW));
}

/** Clicks the day in a calendar, moving on until it is shown. */
export async function pickDay(calendarRoot: Locator) {
  await (await showDay(calendarRoot, isoDay)).click();
}

export async function createSlots(admin: Page, hours: number[]) {
  await admin.goto('/security/admin/slots');
  await expect(admin.getByRole('heading', { name: 'Lista slotów' })).toBeVisible();
  await pickDay(admin.locator('main'));
  for (const hour of hours) {
    await admin.getByRole('radio', { name: hourLabel(hour) }).check();
    await expect(admin.getByTestId('slot-preview')).toContainText(
      `${formatCalendarDay(DAY)} ${hourLabel(hour)}`,
    );
    await admin.getByRole('button', { name: 'Utwórz slot' }).click();
    await expectToast(admin, 'Slot utworzony', 'Nowy slot został dodany do kalendarza');
    await expect(adminRow(admin, hour)).toContainText('Dostępny');
    // The hour now exists, so it can no longer be picked for that day.
    await expect(admin.getByRole('radio', { name: hourLabel(hour) })).toBeDisabled();
  }
}

export const adminRow = (admin: Page, hour: number) =>
  admin.getByTestId('admin-slot').filter({ hasText: adminRowText(hour) });

/** The booking calls a page sends, to prove that a refused form sends nothing. */
export function bookingRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/demo-booking') sent.push(request.method());
  });
  return sent;
}

export async function openDialogFromHero(page: Page, path: string, buttonName: string) {
  await openPage(page, path);
  await page.getByRole('main').getByRole('button', { name: buttonName, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}
