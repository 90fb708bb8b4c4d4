import type { APIRequestContext } from '@playwright/test';
import { orderPlanPath } from '../src/shared/pricing/order-link';
import { formatCalendarDay, instantOf } from '../src/shared/slot-rules';
import { withAltcha } from './altcha';
import { isoDay, showDay, weekdayAhead } from './calendar-helpers';
import { axeViolations, expect, expectSentToast, expectToast, signIn, test } from './fixtures';
import { openPage } from './site-helpers';

/*
 * The demo's follow-up, as people see it: the member count in the booking's contact step, the operator's
 * switch for the thank-you, and the e-mail's order link opening the order on the plan that fits.
 * (When the e-mail goes and what it says: demo-follow-up.api.test.ts, with the injected clock.)
 */

const WARSAW = 'Europe/Warsaw';
const pad = (hour: number) => String(hour).padStart(2, '0');

/** A free slot at `hour`:00 Warsaw time on `day`, made by the operator. */
async function createSlot(admin: APIRequestContext, day: ReturnType<typeof weekdayAhead>, hour: number) {
  const response = await admin.post('/api/admin/slots', {
    data: { datetime: instantOf({ ...day, hour }, WARSAW).toISOString() },
  });
  expect(response.status()).toBe(201);
}

type DemoItem = { id: string; memberCount: number | null; followUpOff: boolean };
async function recordOf(admin: APIRequestContext, email: string): Promise<DemoItem> {
  const response = await admin.get(`/api/admin/demo-bookings?q=${encodeURIComponent(email)}`);
  const items = (await response.json()) as DemoItem[];
  expect(items).toHaveLength(1);
  return items[0]!;
}

test.describe('follow-up after a demo', () => {
  test('in English, the contact step takes the number of club members; a bad one is refused at its field @mobile', async ({
    page,
    request,
    unique,
  }, testInfo) => {
    const admin = await signIn(request);
    // Days of their own (other specs book the 2nd to 5th and the 9th weekday).
    const day = weekdayAhead(testInfo.project.name === 'mobile' ? 8 : 7);
    const hour = 15;
    await createSlot(admin, day, hour);

    await openPage(page, '/?lang=en');
    await page.getByRole('main').getByRole('button', { name: 'Book a demo', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await (await showDay(dialog, isoDay(day))).click();
    await dialog.getByRole('radio', { name: `${pad(hour)}:00` }).check();
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(dialog.getByText('Step 2 of 2')).toBeVisible();

    const email = `members-${unique}@example.com`;
    await dialog.getByLabel('Full name').fill('Jane Visitor');
    await dialog.getByLabel('Email').fill(email);
    const members = dialog.getByLabel('Number of club members (optional)');
    await expect(members).toBeVisible();
    // Within the phone's width: no sideways scrolling for the new field.
    const box = (await members.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    for (const typed of ['0', '100001', '12.5']) {
      await members.fill(typed);
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await expect(members).toHaveAccessibleDescription(
        'The number of club members must be a whole number from 1 to 100,000',
      );
      await expect(members).toHaveAttribute('aria-invalid', 'true');
    }
    expect(await axeViolations(page)).toEqual([]);

    await members.fill('120');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expectSentToast(page, 'Request sent');
    await expect(
      dialog
        .getByTestId('demo-booking-success')
        .getByRole('heading', { name: 'Your presentation is reserved' }),
    ).toBeFocused();
    expect(await recordOf(admin, email)).toMatchObject({ memberCount: 120, followUpOff: false });
  });

  test("the operator sees the club's size and turns the thank-you off on the record", async ({
    adminPage: page,
    unique,
  }) => {
    const day = weekdayAhead(10);
    const hour = 14;
    await createSlot(page.request, day, hour);
    const email = `follow-up-off-${unique}@example.pl`;
    const booked = await page.request.post('/api/demo-booking', {
      data: await withAltcha(page.request, {
        name: `Ewa ${unique}`,
        email,
        clubName: 'LOK Strzelec',
        memberCount: 120,
        preferredDate: `${formatCalendarDay(day)} ${pad(hour)}:00`,
        selectedSlot: instantOf({ ...day, hour }, WARSAW).toISOString(),
      }),
    });
    expect(booked.status()).toBe(201);
    const { id } = (await booked.json()) as { id: string };

    await page.goto(`/security/admin/demo-bookings?open=${id}`);
    const dialog = page.getByRole('dialog', { name: 'Zarządzaj rezerwacją demo' });
    // The back office's first screen loads its chunks and the list first: slower than a wait on a busy machine.
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByTestId('record-header')).toContainText('LOK Strzelec');
    await expect(dialog).toContainText('120 członków');
    const followUp = dialog.getByRole('switch', { name: 'Wyślij podziękowanie po prezentacji' });
    await expect(followUp).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    await followUp.click();
    await expect(followUp).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expectToast(page, 'Rezerwacja zapisana');
    await expect(dialog).toBeHidden();
    expect(await recordOf(page.request, email)).toMatchObject({ followUpOff: true });

    // Opened again, the switch shows what was saved, and the history says who turned it off.
    await page.goto(`/security/admin/demo-bookings?open=${id}`);
    // The back office's first screen again (a full load).
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(followUp).not.toBeChecked();
    await expect(dialog).toContainText('Podziękowanie po prezentacji wyłączone.');
  });

  test("the follow-up's order link opens the order on the plan for the club, in Polish and English @mobile", async ({
    page,
  }) => {
    // The addresses the e-mail carries (publicPageUrl: English as ?lang=en when no English host is set).
    for (const { url, title, plan } of [
      { url: orderPlanPath('small'), title: 'Złóż zamówienie', plan: 'Klub Mały' },
      {
        url: orderPlanPath('large').replace('#', '?lang=en#'),
        title: 'Place your order',
        plan: 'Large club',
      },
    ]) {
      await openPage(page, url);
      const dialog = page.getByRole('dialog', { name: title });
      // The order dialog's chunk (zod, react-hook-form) loads once the page sees the fragment: on a busy
      // machine that takes longer than a wait.
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog.getByRole('radio', { name: new RegExp(plan) })).toBeChecked();
      expect(await axeViolations(page)).toEqual([]);
    }
    // Any other fragment leaves the page as it is.
    await openPage(page, '/cennik#zamow-huge');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
