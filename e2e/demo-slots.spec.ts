import {
  dayBounds,
  formatCalendarDay,
  instantOf,
  isWeekday,
  todayIn,
  type CalendarDay,
} from '../src/shared/slot-rules';
import { withAltcha } from './altcha';
import { axeViolations, expect, expectToast, test } from './fixtures';
import { showDay } from './calendar-helpers';
import {
  WARSAW,
  DAY,
  REFUSAL_DAY,
  pickDay,
  createSlots,
  adminRow,
  bookingRequests,
  openDialogFromHero,
} from './demo-booking-helpers';

/**
 * The demo's slots as both sides meet them: the visitor's calendar offers only days with a free time, a form
 * refused at its phone books nothing, and the operator deletes a free slot at once and a booked one after
 * confirming. The booking itself: demo-booking.spec.ts.
 */
test.describe('demo booking', () => {
  // The operator and a visitor's browser per language, axe in each: more than the default 30 s on a busy
  // 2-core machine, as the booking tests (demo-booking.spec.ts); the limit catches a hang, not slowness.
  test.describe.configure({ timeout: 90_000 });

  test('days without a free time are disabled, in Polish and English; the calendar opens on the first free day @mobile', async ({
    adminPage,
    browser,
    unique,
  }, testInfo) => {
    // A month of its own per project (slots are unique per hour), a few months ahead: no other test's slots.
    const ahead = testInfo.project.name === 'mobile' ? 4 : 3;
    const today = todayIn(WARSAW);
    const monthStart = new Date(Date.UTC(today.year, today.month - 1 + ahead, 1));
    const weekdays: CalendarDay[] = [];
    for (let date = 1; weekdays.length < 3; date++) {
      const day = new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth(), date));
      const candidate = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
      if (isWeekday(candidate)) weekdays.push(candidate);
    }
    const [free, taken, empty] = weekdays as [CalendarDay, CalendarDay, CalendarDay];
    const key = (day: CalendarDay) =>
      `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
    for (const day of [free, taken]) {
      const created = await adminPage.request.post('/api/admin/slots', {
        data: { datetime: instantOf({ ...day, hour: 10 }, WARSAW).toISOString() },
      });
      expect(created.status()).toBe(201);
    }
    const booked = await adminPage.request.post('/api/demo-booking', {
      data: await withAltcha(adminPage.request, {
        name: 'Anna Nowak',
        // One upcoming demo per address: an address of its own.
        email: `anna-availability-${unique}@example.pl`,
        preferredDate: `${formatCalendarDay(taken)} 10:00`,
        selectedSlot: instantOf({ ...taken, hour: 10 }, WARSAW).toISOString(),
      }),
    });
    expect(booked.status()).toBe(201);
    const month = key(free).slice(0, 7);
    const availability = await adminPage.request.get(`/api/slots/availability?month=${month}`);
    expect((await availability.json()).days).toEqual([key(free)]);

    for (const [path, button, times] of [
      ['/', 'Umów prezentację', 'Wolne godziny'],
      ['/?lang=en', 'Book a demo', 'Available times'],
    ] as const) {
      const visitor = await browser.newPage({ viewport: adminPage.viewportSize() });
      const dialog = await openDialogFromHero(visitor, path, button);
      // Opened on the first free day (a day is chosen); then on to the month under test.
      await expect(dialog.getByRole('heading', { name: new RegExp(`^${times}: \\d`) })).toBeVisible();
      await showDay(dialog, key(free));
      await expect(dialog.locator(`[data-day="${key(free)}"] button`)).toBeEnabled();
      await expect(dialog.locator(`[data-day="${key(taken)}"] button`)).toBeDisabled();
      await expect(dialog.locator(`[data-day="${key(empty)}"] button`)).toBeDisabled();
      expect(await axeViolations(visitor)).toEqual([]);
      await dialog.locator(`[data-day="${key(free)}"] button`).click();
      await expect(
        dialog.getByRole('heading', { name: `${times}: ${formatCalendarDay(free)}` }),
      ).toBeVisible();
      await expect(dialog.getByRole('radio', { name: '10:00' })).toBeVisible();
      // It fits a 375 px phone: the calendar is not wider than the dialog.
      const [calendarBox, dialogBox] = [
        await dialog.getByRole('grid').boundingBox(),
        await dialog.boundingBox(),
      ];
      expect(calendarBox!.x + calendarBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
      await visitor.close();
    }
  });

  test('a phone that is not a number is refused at its field, in the page’s language; nothing is booked', async ({
    adminPage,
    browser,
    unique,
  }) => {
    const slot = instantOf({ ...REFUSAL_DAY, hour: 9 }, WARSAW).toISOString();
    const created = await adminPage.request.post('/api/admin/slots', { data: { datetime: slot } });
    expect(created.status()).toBe(201);
    const day = `${REFUSAL_DAY.year}-${String(REFUSAL_DAY.month).padStart(2, '0')}-${String(REFUSAL_DAY.day).padStart(2, '0')}`;

    for (const site of [
      {
        path: '/',
        button: 'Umów prezentację',
        next: 'Dalej',
        name: 'Imię i nazwisko',
        phone: 'Telefon',
        submit: 'Wyślij zgłoszenie',
        message: 'Podaj poprawny numer telefonu.',
      },
      {
        path: '/?lang=en',
        button: 'Book a demo',
        next: 'Next',
        name: 'Full name',
        phone: 'Phone',
        submit: 'Send request',
        message: 'Enter a valid phone number.',
      },
    ]) {
      const visitor = await browser.newPage();
      const sent = bookingRequests(visitor);
      const dialog = await openDialogFromHero(visitor, site.path, site.button);
      await (await showDay(dialog, day)).click();
      await dialog.getByRole('radio', { name: '09:00' }).check();
      await dialog.getByRole('button', { name: site.next, exact: true }).click();
      await dialog.getByLabel(site.name).fill(`Jan Telefon ${unique}`);
      await dialog.getByLabel('Email').fill(`jan-telefon-${unique}@example.pl`);
      const phone = dialog.getByLabel(site.phone);
      // Letters, then digits that are no number: both refused by the one phone rule, next to the field.
      for (const typed of ['abc', '123']) {
        await phone.fill(typed);
        await dialog.getByRole('button', { name: site.submit }).click();
        await expect(phone).toHaveAccessibleDescription(site.message);
        await expect(phone).toHaveAttribute('aria-invalid', 'true');
        await expect(phone).toBeFocused();
      }
      await expect(dialog.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(visitor.locator('[data-toast]')).toHaveCount(0);
      expect(await axeViolations(visitor)).toEqual([]);
      expect(sent).toEqual([]);
      await visitor.close();
    }

    // Nothing was booked: the time is still free.
    const { start, end } = dayBounds(REFUSAL_DAY, WARSAW);
    const slots = await adminPage.request.get(
      `/api/slots?start=${start.toISOString()}&end=${end.toISOString()}`,
    );
    expect(slots.status()).toBe(200);
    expect(
      ((await slots.json()) as { datetime: string; isBooked: boolean }[]).filter(
        (free) => free.datetime === slot,
      ),
    ).toEqual([expect.objectContaining({ isBooked: false })]);
  });

  test('deleting: a free slot at once, a booked one only after confirmation', async ({ adminPage }) => {
    await createSlots(adminPage, [15, 16]);
    const booked = await adminPage.request.post('/api/demo-booking', {
      data: await withAltcha(adminPage.request, {
        name: 'Anna Nowak',
        email: 'anna@example.pl',
        preferredDate: `${formatCalendarDay(DAY)} 16:00`,
        selectedSlot: instantOf({ ...DAY, hour: 16 }, WARSAW).toISOString(),
      }),
    });
    expect(booked.status()).toBe(201);
    await adminPage.reload();
    await pickDay(adminPage.locator('main'));
    await expect(adminRow(adminPage, 16)).toContainText('Rezerwujący: Anna Nowak');

    await adminRow(adminPage, 15)
      .getByRole('button', { name: /^Usuń slot/ })
      .click();
    await expectToast(adminPage, 'Slot usunięty');
    await expect(adminRow(adminPage, 15)).toHaveCount(0);

    await adminRow(adminPage, 16)
      .getByRole('button', { name: /^Usuń slot/ })
      .click();
    const confirm = adminPage.getByRole('dialog', { name: 'Usunąć zarezerwowany slot?' });
    await expect(confirm).toContainText('Anna Nowak');
    expect(await axeViolations(adminPage)).toEqual([]);
    await confirm.getByRole('button', { name: 'Anuluj' }).click();
    await expect(adminRow(adminPage, 16)).toHaveCount(1);

    await adminRow(adminPage, 16)
      .getByRole('button', { name: /^Usuń slot/ })
      .click();
    await confirm.getByRole('button', { name: 'Usuń slot' }).click();
    await expectToast(adminPage, 'Slot usunięty');
    await expect(adminRow(adminPage, 16)).toHaveCount(0);
    // The hour can be offered again.
    await expect(adminPage.getByRole('radio', { name: '16:00' })).toBeEnabled();
  });
});
