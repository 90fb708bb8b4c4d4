import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  dayBounds,
  formatCalendarDay,
  instantOf,
  isWeekday,
  todayIn,
  wallTimeIn,
  type CalendarDay,
} from '../src/shared/slot-rules';
import { withAltcha } from './altcha';
import {
  axeViolations,
  expect,
  expectNoSidewaysScroll,
  expectSentToast,
  expectToast,
  expectToastBesideDialog,
  PUBLIC_FORM_SEND_TIMEOUT_MS,
  test,
} from './fixtures';
import { openPage } from './site-helpers';
import { showDay, weekdayAhead } from './calendar-helpers';

const WARSAW = 'Europe/Warsaw';

const DAY = weekdayAhead(1);
const isoDay = `${DAY.year}-${String(DAY.month).padStart(2, '0')}-${String(DAY.day).padStart(2, '0')}`;
/** A day of its own for the form's refusals (no other spec's slot is on the third weekday). */
const REFUSAL_DAY = weekdayAhead(2);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
/** The admin list shows "śr. 25.11.2026 10:00". */
const adminRowText = (hour: number) => `${formatCalendarDay(DAY)} ${hourLabel(hour)}`;

/** The visitor's calendar has read the shown month's free days (and opened on the first free one). */
const availabilityRead = (dialog: Locator) =>
  expect(dialog.locator('[data-availability="ready"]')).toBeVisible();

/** The day of the first free slot, as the availability call names it (other tests' slots count too). */
async function firstFreeDay(request: APIRequestContext): Promise<string> {
  const today = todayIn(WARSAW);
  const month = `${today.year}-${String(today.month).padStart(2, '0')}`;
  const response = await request.get(`/api/slots/availability?month=${month}`);
  expect(response.status()).toBe(200);
  const { firstFree } = (await response.json()) as { firstFree: string | null };
  expect(firstFree).not.toBeNull();
  return formatCalendarDay(wallTimeIn(new Date(firstFree!), WARSAW));
}

/** Clicks the day in a calendar, moving on until it is shown. */
async function pickDay(calendarRoot: Locator) {
  await (await showDay(calendarRoot, isoDay)).click();
}

async function createSlots(admin: Page, hours: number[]) {
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

const adminRow = (admin: Page, hour: number) =>
  admin.getByTestId('admin-slot').filter({ hasText: adminRowText(hour) });

/** The booking calls a page sends, to prove that a refused form sends nothing. */
function bookingRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/demo-booking') sent.push(request.method());
  });
  return sent;
}

async function openDialogFromHero(page: Page, path: string, buttonName: string) {
  await openPage(page, path);
  await page.getByRole('main').getByRole('button', { name: buttonName, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('demo booking', () => {
  // Two people, two apps, a dozen steps each: more than the default 30 s on a busy 2-core machine.
  // With the whole suite on CI's two cores, the slot-and-booking test took just over 60 s once (axe runs
  // three times in it): the limit catches a hang, not slowness.
  test.describe.configure({ timeout: 90_000 });

  test('the operator creates slots, a visitor books one in two steps, the operator sees the booking @mobile', async ({
    adminPage,
    browser,
    unique,
  }, testInfo) => {
    const [mine, other] = testInfo.project.name === 'mobile' ? [12, 13] : [8, 9];
    await createSlots(adminPage, [mine, other]);
    expect(await axeViolations(adminPage)).toEqual([]);

    const visitor = await browser.newPage();
    const dialog = await openDialogFromHero(visitor, '/', 'Umów prezentację');
    await expect(dialog.getByRole('heading', { name: 'Umów prezentację' })).toBeVisible();
    await expect(dialog.getByText('Krok 1 z 2')).toBeVisible();
    // The calendar opens on the day of the first free time, no time chosen yet.
    await availabilityRead(dialog);
    await expect(
      dialog.getByRole('heading', { name: `Wolne godziny: ${await firstFreeDay(visitor.request)}` }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Dalej' })).toBeDisabled();

    await pickDay(dialog);
    await expect(
      dialog.getByRole('heading', { name: `Wolne godziny: ${formatCalendarDay(DAY)}` }),
    ).toBeVisible();
    await dialog.getByRole('radio', { name: hourLabel(mine) }).check();
    expect(await axeViolations(visitor)).toEqual([]);
    await dialog.getByRole('button', { name: 'Dalej' }).click();

    await expect(dialog.getByText('Krok 2 z 2')).toBeVisible();
    await expect(dialog.getByTestId('demo-chosen-slot')).toContainText(
      `${formatCalendarDay(DAY)} ${hourLabel(mine)}`,
    );
    // The change button returns to the calendar with the choice kept.
    await dialog.getByRole('button', { name: 'Zmień termin' }).click();
    await expect(dialog.getByRole('radio', { name: hourLabel(mine) })).toBeChecked();
    await dialog.getByRole('button', { name: 'Dalej' }).click();

    // RODO art. 13: who keeps the data, why, on what basis and how long, under the form.
    const notice = dialog.getByTestId('privacy-notice');
    await expect(notice).toContainText(/Administratorem Twoich danych jest .+ \(NIP /);
    await expect(notice).toContainText(/2 lata/);
    await expect(notice.getByRole('link', { name: 'polityka prywatności' })).toHaveAttribute(
      'href',
      '/polityka-prywatnosci#p7',
    );
    await dialog.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expect(dialog.getByText('Imię i nazwisko jest wymagane')).toBeVisible();
    await expect(dialog.getByText('Email jest wymagany')).toBeVisible();
    expect(await axeViolations(visitor)).toEqual([]);

    const name = `Jan Testowy ${unique}`;
    await dialog.getByLabel('Imię i nazwisko').fill(name);
    await dialog.getByLabel('Email').fill(`jan-${unique}@example.pl`);
    await dialog.getByLabel('Nazwa klubu').fill('KS Dziesiątka');
    await dialog.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    // The toast and the success view tell the booking's state as the e-mail and the manage page do:
    // reserved, waiting for the operator's confirmation.
    await expectSentToast(
      visitor,
      'Zgłoszenie wysłane',
      `Dziękujemy! Termin ${formatCalendarDay(DAY)} ${hourLabel(mine)} (czas polski) jest zarezerwowany i czeka na nasze potwierdzenie, które wyślemy e-mailem.`,
    );
    await expectToastBesideDialog(visitor, dialog);
    // The dialog ends on its success view; 'Zamknij' closes it.
    const success = dialog.getByTestId('demo-booking-success');
    await expect(success.getByRole('heading', { name: 'Prezentacja zarezerwowana' })).toBeFocused();
    await expect(success).toContainText(
      'Termin czeka na nasze potwierdzenie: wyślemy je e-mailem. Szczegóły rezerwacji i wstępne zaproszenie do kalendarza są już w Twojej skrzynce.',
    );
    await expect(success.getByTestId('success-status')).toHaveText('Oczekuje na potwierdzenie');
    await expect(success.getByTestId('success-warsaw-time')).toContainText(
      `${formatCalendarDay(DAY)} ${hourLabel(mine)}`,
    );
    // Google's link carries the meeting's UTC start and end; Outlook's and the .ics are offered beside it.
    const start = instantOf({ ...DAY, hour: mine }, WARSAW);
    const utc = (date: Date) =>
      date
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    const google = new URL(
      (await success.getByRole('link', { name: 'Dodaj do Kalendarza Google' }).getAttribute('href'))!,
    );
    expect(google.searchParams.get('dates')).toBe(
      `${utc(start)}/${utc(new Date(start.getTime() + 3_600_000))}`,
    );
    await expect(success.getByRole('link', { name: 'Outlook' })).toHaveAttribute(
      'href',
      new RegExp(`startdt=${encodeURIComponent(start.toISOString())}`),
    );
    const ics = await visitor.request.get(
      (await success.getByRole('link', { name: '.ics' }).getAttribute('href'))!,
    );
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain('BEGIN:VEVENT');
    await expect(success.getByTestId('success-manage-link')).toHaveAttribute(
      'href',
      /\/prezentacja\/[\w-]+$/,
    );
    expect(await axeViolations(visitor)).toEqual([]);
    await success.getByRole('button', { name: 'Zamknij' }).click();
    await expect(dialog).toBeHidden();

    // Opened again, the dialog starts over; the booked time is gone from the list, the other is still free.
    await visitor
      .getByRole('main')
      .getByRole('button', { name: 'Umów prezentację', exact: true })
      .first()
      .click();
    await expect(dialog.getByText('Krok 1 z 2')).toBeVisible();
    await availabilityRead(dialog);
    await expect(
      dialog.getByRole('heading', { name: `Wolne godziny: ${await firstFreeDay(visitor.request)}` }),
    ).toBeVisible();
    await pickDay(dialog);
    await expect(dialog.getByRole('radio', { name: hourLabel(other) })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: hourLabel(mine) })).toHaveCount(0);
    await visitor.close();

    await adminPage.reload();
    await expect(adminRow(adminPage, mine)).toContainText('Zarezerwowany');
    await expect(adminRow(adminPage, mine)).toContainText(`Rezerwujący: ${name}`);
    await expect(adminRow(adminPage, other)).toContainText('Dostępny');
    // The booker's name, truncated in the list and in 'Najbliższe prezentacje', stays within the screen.
    await expect(adminPage.getByTestId('upcoming-demos')).toContainText(name);
    await expectNoSidewaysScroll(adminPage);
  });

  test('in English, a time taken meanwhile sends the visitor back to pick another, by keyboard', async ({
    adminPage,
    page,
    unique,
  }) => {
    await createSlots(adminPage, [10, 11]);
    const dialog = await openDialogFromHero(page, '/?lang=en', 'Book a demo');
    await expect(dialog.getByRole('heading', { name: 'Book a presentation' })).toBeVisible();
    await availabilityRead(dialog);
    await expect(
      dialog.getByRole('heading', { name: `Available times: ${await firstFreeDay(page.request)}` }),
    ).toBeVisible();
    // The week starts on Monday in English too (the weekday row is hidden from the accessibility tree).
    await expect(dialog.locator('th').first()).toHaveText(/^Mo/);

    // Keyboard only: Enter picks the day, Tab reaches the times, Space takes one, Enter goes on.
    const day = await showDay(dialog, isoDay);
    await day.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('radio', { name: '10:00' })).toBeVisible();
    await dialog.getByRole('radio', { name: '10:00' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('radio', { name: '10:00' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Next', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Step 2 of 2')).toBeVisible();
    await expect(dialog.getByLabel('Full name')).toBeFocused();
    const notice = dialog.getByTestId('privacy-notice');
    await expect(notice).toContainText(/The controller of your data is .+ \(tax ID /);
    await expect(notice).toContainText(/2 years/);
    await expect(notice.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/polityka-prywatnosci#p7',
    );

    // Someone else books 10:00 first.
    const selectedSlot = instantOf({ ...DAY, hour: 10 }, WARSAW).toISOString();
    const rival = await page.request.post('/api/demo-booking', {
      data: await withAltcha(page.request, {
        name: 'Rival',
        email: 'rival@example.pl',
        preferredDate: `${formatCalendarDay(DAY)} 10:00`,
        selectedSlot,
      }),
    });
    expect(rival.status()).toBe(201);

    await dialog.getByLabel('Full name').fill('Jane Visitor');
    await dialog.getByLabel('Email').fill('jane@example.com');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expectToast(
      page,
      'Time just taken',
      'Someone has just booked this time. Please choose another one.',
    );
    await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '11:00' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '10:00' })).toHaveCount(0);

    // Closing resets everything.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('main').getByRole('button', { name: 'Book a demo', exact: true }).first().click();
    await availabilityRead(dialog);
    await expect(
      dialog.getByRole('heading', { name: `Available times: ${await firstFreeDay(page.request)}` }),
    ).toBeVisible();
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);

    // Booked from a page opened with ?lang=en (no language cookie), the visitor's e-mail is English too.
    const email = `jane-${unique}@example.com`;
    await (await showDay(dialog, isoDay)).click();
    await dialog.getByRole('radio', { name: '11:00' }).check();
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await dialog.getByLabel('Full name').fill('Jane Visitor');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    // The English success view: the meeting, its calendar links and the manage link on the English site.
    const success = dialog.getByTestId('demo-booking-success');
    await expect(success.getByRole('heading', { name: 'Your presentation is reserved' })).toBeFocused({
      timeout: PUBLIC_FORM_SEND_TIMEOUT_MS,
    });
    const start = instantOf({ ...DAY, hour: 11 }, WARSAW);
    const utc = (date: Date) =>
      date
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    const google = new URL(
      (await success.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href'))!,
    );
    expect(google.searchParams.get('dates')).toBe(
      `${utc(start)}/${utc(new Date(start.getTime() + 3_600_000))}`,
    );
    await expect(success.getByRole('link', { name: 'Outlook' })).toBeVisible();
    await expect(success.getByRole('link', { name: '.ics' })).toBeVisible();
    await expect(success.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute(
      'href',
      /\/prezentacja\/[\w-]+(\?lang=en)?$/,
    );
    await success.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    const sent = await adminPage.request.get(`/api/admin/outbox?recipient=${encodeURIComponent(email)}`);
    expect(((await sent.json()) as { language: string }[]).map((message) => message.language)).toEqual([
      'en',
    ]);
  });

  test('in English, the success view tells the booking is reserved and awaits confirmation @mobile', async ({
    adminPage,
    page,
    unique,
  }, testInfo) => {
    // An hour of its own per project on the shared day (the other tests take 8 to 13).
    const hour = testInfo.project.name === 'mobile' ? 15 : 14;
    const created = await adminPage.request.post('/api/admin/slots', {
      data: { datetime: instantOf({ ...DAY, hour }, WARSAW).toISOString() },
    });
    expect(created.status()).toBe(201);
    const dialog = await openDialogFromHero(page, '/?lang=en', 'Book a demo');
    await availabilityRead(dialog);
    await (await showDay(dialog, isoDay)).click();
    await dialog.getByRole('radio', { name: hourLabel(hour) }).check();
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await dialog.getByLabel('Full name').fill('Jane Visitor');
    await dialog.getByLabel('Email').fill(`jane-state-${unique}@example.com`);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expectSentToast(
      page,
      'Request sent',
      `Thank you! ${formatCalendarDay(DAY)} ${hourLabel(hour)} (Polish time) is reserved for you and awaits our confirmation, which we will send by email.`,
    );
    const success = dialog.getByTestId('demo-booking-success');
    await expect(success.getByRole('heading', { name: 'Your presentation is reserved' })).toBeFocused();
    await expect(success).toContainText(
      'It awaits our confirmation, which we will send by email. The booking details and a provisional calendar invitation are already in your inbox.',
    );
    await expect(success.getByTestId('success-status')).toHaveText('Awaiting confirmation');
    await expect(success.getByTestId('success-warsaw-time')).toContainText(
      `${formatCalendarDay(DAY)} ${hourLabel(hour)} (Polish time)`,
    );
    await expectNoSidewaysScroll(page);
  });

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
