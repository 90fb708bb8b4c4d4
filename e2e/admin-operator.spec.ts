import type { APIRequestContext, Page } from '@playwright/test';
import { showDay, weekdayAhead } from './calendar-helpers';
import {
  dayBounds,
  formatCalendarDay,
  instantOf,
  isoWeekday,
  todayIn,
  type CalendarDay,
} from '../src/shared/slot-rules';
import { DEFAULT_BOOKING_RULES } from '../src/shared/booking-rules';
import { BOOKING_RULES_PATH } from '../src/shared/contracts/demo';
import { withAltcha } from './altcha';
import { axeViolations, expect, expectToast, test } from './fixtures';
import { openPage } from './site-helpers';

/** The operator's navigation, demo bookings by meeting time, cancelling, slots in bulk. */

const WARSAW = 'Europe/Warsaw';
const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (day: CalendarDay) => `${day.year}-${pad(day.month)}-${pad(day.day)}`;
const plusDays = (day: CalendarDay, days: number): CalendarDay => {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

const NAV_PL = [
  'Panel główny',
  'Kontakty',
  'Rezerwacje demo',
  'Zamówienia',
  'Testy Beta',
  'Raporty błędów',
  'Zamówienia & Demo & Bugi',
  'Sloty',
  'Opinie',
  'Faktury',
  'KSeF',
  'Tenanci',
  'Systemy klubów (SCM)',
  'Wiadomości e-mail',
  'Ochrona danych',
  'Treści strony',
  'Administratorzy',
  'Bezpieczeństwo',
];

test.describe('one navigation', () => {
  test('the same sidebar on every screen, in one order, with the inboxes’ new counts; a menu at 375 px @mobile', async ({
    adminPage: page,
    isMobile,
  }) => {
    // A new contact, so the contacts inbox has something new to count.
    const contact = await page.request.post('/api/contact', {
      data: await withAltcha(page.request, {
        name: 'Nawigacja Test',
        email: 'nawigacja@example.pl',
        subject: 'Licznik',
        message: 'Czy panel pokazuje liczbę nowych kontaktów?',
      }),
    });
    expect(contact.status()).toBe(201);

    for (const path of ['/security/admin/outbox', '/security/admin/privacy', '/security/admin/tenants']) {
      await page.goto(path);
      let nav = page.getByRole('navigation', { name: 'Nawigacja panelu', exact: true });
      if (isMobile) {
        await expect(nav).toBeHidden();
        await page.getByRole('button', { name: 'Otwórz menu' }).click();
        nav = page.getByRole('navigation', { name: 'Nawigacja panelu (menu)' });
      }
      const links = nav.getByRole('link');
      await expect(links).toHaveCount(NAV_PL.length);
      for (const [index, name] of NAV_PL.entries()) await expect(links.nth(index)).toHaveAccessibleName(name);
      await expect(nav.getByRole('link', { name: 'Kontakty' })).toHaveAccessibleDescription(/^nowe: \d+$/);
      await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', path);
      expect(await axeViolations(page)).toEqual([]);
    }

    // By keyboard: the focused entry opens its screen with Enter.
    const nav = isMobile
      ? page.getByRole('navigation', { name: 'Nawigacja panelu (menu)' })
      : page.getByRole('navigation', { name: 'Nawigacja panelu', exact: true });
    await nav.getByRole('link', { name: 'Rezerwacje demo' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/security\/admin\/demo-bookings$/);
    await expect(page.getByRole('heading', { name: 'Rezerwacje demo', level: 1 })).toBeVisible();
    // The tab's title names the screen and counts what waits in the inboxes (the new contact at least).
    await expect(page).toHaveTitle(/^\(\d+\) Rezerwacje demo · Panel administracyjny$/);
    // The lifecycle screen is reached from it too, and keeps its chrome.
    if (isMobile) await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await page.getByRole('link', { name: 'Zamówienia & Demo & Bugi' }).filter({ visible: true }).click();
    await expect(page.getByRole('heading', { name: 'Zamówienia & Demo & Bugi', level: 1 })).toBeVisible();

    // The systems screen: the same navigation, in English.
    await page.goto('/security/admin/systems');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const english = page.getByRole('navigation', {
      name: isMobile ? 'Admin navigation (menu)' : 'Admin navigation',
      exact: true,
    });
    await expect(english.getByRole('link')).toHaveCount(NAV_PL.length);
    await expect(english.getByRole('link').first()).toHaveAccessibleName('Dashboard');
    await expect(english.getByRole('link', { name: 'Contacts' })).toHaveAccessibleDescription(/^new: \d+$/);
    expect(await axeViolations(page)).toEqual([]);
  });
});

async function bookViaApi(
  request: APIRequestContext,
  day: CalendarDay,
  hour: number,
  name: string,
  email: string,
) {
  const response = await request.post('/api/demo-booking', {
    data: await withAltcha(request, {
      name,
      email,
      clubName: `KS ${name}`,
      phone: '+48 600 100 200',
      visitorTimeZone: 'America/New_York',
      preferredDate: `${formatCalendarDay(day)} ${pad(hour)}:00`,
      selectedSlot: instantOf({ ...day, hour }, WARSAW).toISOString(),
    }),
  });
  expect(response.status()).toBe(201);
}

async function createSlot(request: APIRequestContext, day: CalendarDay, hour: number) {
  const response = await request.post('/api/admin/slots', {
    data: { datetime: instantOf({ ...day, hour }, WARSAW).toISOString() },
  });
  expect(response.status()).toBe(201);
}

const slotRow = (page: Page, day: CalendarDay, hour: number) =>
  page.getByTestId('admin-slot').filter({ hasText: `${formatCalendarDay(day)} ${pad(hour)}:00` });

test.describe('demo bookings', () => {
  test('listed by meeting time in dense rows, with a meeting link; cancelling frees the slot; one demo per address', async ({
    adminPage: page,
    unique,
  }) => {
    // Three bookings through the proof-of-work, an inbox, a dialog, the slots screen and the public dialog
    // in both languages.
    test.setTimeout(120_000);
    const day = weekdayAhead(9);
    for (const hour of [9, 11, 13, 15]) await createSlot(page.request, day, hour);
    const who = (hour: number) => `Ewa ${unique} ${hour}`;
    const email = (hour: number) => `ewa-${unique}-${hour}@example.pl`;
    // Booked in another order than their times.
    await Promise.all([13, 9, 11].map((hour) => bookViaApi(page.request, day, hour, who(hour), email(hour))));

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/security/admin/demo-bookings?q=${encodeURIComponent(unique)}`);
    const rows = page.getByRole('list', { name: 'Rezerwacje demo' }).getByRole('article');
    await expect(rows).toHaveCount(3);
    for (const [index, hour] of [9, 11, 13].entries()) {
      await expect(rows.nth(index)).toHaveAccessibleName(who(hour));
      await expect(rows.nth(index)).toContainText(`${formatCalendarDay(day)} ${pad(hour)}:00`);
    }
    // Dense: ten rows take less than the screen below the sticky header.
    const first = (await rows.nth(0).boundingBox())!;
    const second = (await rows.nth(1).boundingBox())!;
    const header = (await page.locator('header').boundingBox())!;
    expect(10 * (second.y - first.y)).toBeLessThanOrEqual(800 - header.height);

    // The meeting-time filters.
    await page.getByLabel('Termin').click();
    await page.getByRole('option', { name: 'Minione' }).click();
    await expect(page.getByText('Brak wyników')).toBeVisible();
    await expect(page).toHaveURL(/when=past/);
    await page.getByLabel('Termin').click();
    await page.getByRole('option', { name: 'Nadchodzące' }).click();
    await expect(rows).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);

    // One dialog: the meeting, the club and the phone at a glance; the link checked before it is sent, then
    // saved with the status in one step (the visitor gets one e-mail for both, from the server).
    await rows.nth(0).getByRole('button', { name: 'Zarządzaj' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zarządzaj rezerwacją demo' });
    await expect(dialog).toContainText(`${formatCalendarDay(day)} 09:00 (czas polski)`);
    await expect(dialog).toContainText(`KS ${who(9)}`);
    await expect(dialog).toContainText('u odwiedzającego (America/New_York)');
    await expect(dialog.getByRole('link', { name: 'Telefon: +48 600 100 200' })).toHaveAttribute(
      'href',
      'tel:+48600100200',
    );
    const link = dialog.getByLabel('Link do spotkania');
    await link.fill('meet.example.com/abc');
    await dialog.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Potwierdzone' }).click();
    await dialog.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect(
      dialog.getByText('Podaj pełny adres spotkania zaczynający się od https:// lub http://'),
    ).toBeVisible();
    await link.fill('https://meet.example.com/abc-defg-hij');
    await dialog.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expectToast(
      page,
      'Rezerwacja zapisana',
      'Odwiedzający dostał jeden e-mail o zmianie, z zaktualizowanym zaproszeniem.',
    );
    await expect(dialog).toBeHidden();
    await expect(rows.nth(0)).toContainText('Potwierdzone');

    // Cancelling the 9:00 demo frees its slot.
    await rows.nth(0).getByRole('button', { name: 'Zarządzaj' }).click();
    await expect(dialog.getByLabel('Link do spotkania')).toHaveValue('https://meet.example.com/abc-defg-hij');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Anulowane' }).click();
    await dialog.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expectToast(page, 'Rezerwacja zapisana');
    await expect(dialog).toBeHidden();
    await expect(rows.nth(0).getByRole('img', { name: 'Link do spotkania ustawiony' })).toBeVisible();
    await expect(rows.nth(0)).toContainText('Anulowane');
    await page.goto('/security/admin/slots');
    // The slots screen's first load in this context: its chunk, then up to 500 slots.
    await expect(page.getByTestId('admin-slot').first()).toBeVisible({ timeout: 15_000 });
    await expect(slotRow(page, day, 9)).toContainText('Dostępny');
    await expect(slotRow(page, day, 11)).toContainText('Zarezerwowany');

    // The 11:00 visitor tries to book the free 15:00 too: refused at the e-mail field, nothing booked.
    await openPage(page, '/');
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Umów prezentację', exact: true })
      .first()
      .click();
    const booking = page.getByRole('dialog');
    await (await showDay(booking, isoDay(day))).click();
    await booking.getByRole('radio', { name: '15:00' }).check();
    await booking.getByRole('button', { name: /Dalej|Przejdź dalej/ }).click();
    await booking.getByLabel('Imię i nazwisko').fill(who(11));
    await booking.getByLabel('Email').fill(email(11));
    await booking.getByRole('button', { name: /Wyślij/ }).click();
    await expect(
      booking.getByText(
        'Na ten adres e-mail jest już umówiona prezentacja. Wysłaliśmy na niego ponownie link, którym możesz zmienić jej termin.',
      ),
    ).toBeVisible();
    await expect(booking.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    // The 13:00 visitor on the English site: the same refusal in English, no toast, the manage link sent again.
    const manageLinks = async () => {
      const outbox = await page.request.get(`/api/admin/outbox?recipient=${encodeURIComponent(email(13))}`);
      expect(outbox.status()).toBe(200);
      return ((await outbox.json()) as { template: string }[]).filter(
        (message) => message.template === 'demo-manage-link',
      ).length;
    };
    const linksBefore = await manageLinks();
    await openPage(page, '/?lang=en');
    await page.getByRole('main').getByRole('button', { name: 'Book a demo', exact: true }).first().click();
    const english = page.getByRole('dialog');
    await (await showDay(english, isoDay(day))).click();
    await english.getByRole('radio', { name: '15:00' }).check();
    await english.getByRole('button', { name: 'Next', exact: true }).click();
    await english.getByLabel('Full name').fill(who(13));
    await english.getByLabel('Email').fill(email(13));
    await english.getByRole('button', { name: 'Send request' }).click();
    await expect(english.getByLabel('Email')).toHaveAccessibleDescription(
      'A presentation is already booked for this e-mail address. We have sent its link to the address again: use it to reschedule.',
    );
    await expect(english.getByLabel('Email')).toBeFocused();
    await expect(english.getByText('Step 2 of 2')).toBeVisible();
    await expect(page.locator('[data-toast]')).toHaveCount(0);
    expect(await manageLinks()).toBe(linksBefore + 1);
    // Neither refusal booked anything: 15:00 is still free.
    const { start, end } = dayBounds(day, WARSAW);
    const slots = await page.request.get(`/api/slots?start=${start.toISOString()}&end=${end.toISOString()}`);
    const fifteen = instantOf({ ...day, hour: 15 }, WARSAW).toISOString();
    expect(
      ((await slots.json()) as { datetime: string; isBooked: boolean }[]).find(
        (slot) => slot.datetime === fifteen,
      ),
    ).toMatchObject({ isBooked: false });

    // 'Dziś': only demos whose meeting is today (Warsaw). A demo today can be booked only on a weekday
    // before the last slot hour; later, the filter must still leave out every demo of another day.
    const now = new Date();
    const today = todayIn(WARSAW);
    const laterToday = [16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6]
      .filter((hour) => instantOf({ ...today, hour }, WARSAW).getTime() > now.getTime() + 10 * 60_000)
      .at(-1);
    const bookableToday = isoWeekday(today) <= 5 && laterToday !== undefined;
    if (bookableToday) {
      await createSlot(page.request, today, laterToday);
      // A meeting this soon needs the booking rules' minimum notice lifted for a moment (no other spec books
      // within the default 12 h, and a lower notice refuses nothing they do).
      const rules = async (minNoticeHours: number) =>
        expect(
          (
            await page.request.put(BOOKING_RULES_PATH, {
              data: { ...DEFAULT_BOOKING_RULES, minNoticeHours },
            })
          ).status(),
        ).toBe(200);
      await rules(0);
      try {
        await bookViaApi(
          page.request,
          today,
          laterToday,
          `Ewa ${unique} dziś`,
          `ewa-${unique}-dzis@example.pl`,
        );
      } finally {
        await rules(DEFAULT_BOOKING_RULES.minNoticeHours);
      }
    }
    await page.goto(`/security/admin/demo-bookings?q=${encodeURIComponent(unique)}`);
    await expect(rows).toHaveCount(bookableToday ? 4 : 3);
    await page.getByLabel('Termin').click();
    await page.getByRole('option', { name: 'Dziś' }).click();
    await expect(page).toHaveURL(/when=today/);
    if (bookableToday) {
      await expect(rows).toHaveCount(1);
      await expect(rows.nth(0)).toHaveAccessibleName(`Ewa ${unique} dziś`);
      await expect(rows.nth(0)).toContainText(`${formatCalendarDay(today)} ${pad(laterToday!)}:00`);
    } else {
      await expect(page.getByText('Brak wyników')).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('slots in bulk', () => {
  test('a weekly availability previewed and created at once; a day’s free slots deleted at once', async ({
    adminPage: page,
  }) => {
    // A Monday–Friday week about two months ahead, which no other spec uses.
    let monday = plusDays(todayIn(WARSAW), 56);
    while (isoWeekday(monday) !== 1) monday = plusDays(monday, 1);
    const wednesday = plusDays(monday, 2);
    await page.goto('/security/admin/slots');
    const card = page.locator('main').filter({ hasText: 'Dostępność tygodniowa' });
    await card.getByRole('textbox', { name: 'Od', exact: true }).fill(isoDay(monday));
    await card.getByRole('textbox', { name: 'Do', exact: true }).fill(isoDay(plusDays(monday, 4)));
    const days = card.getByRole('group', { name: 'Dni tygodnia' });
    for (const off of ['Wt', 'Czw', 'Pt']) await days.getByRole('button', { name: off }).click();
    const hours = card.getByRole('group', { name: 'Godziny (czas polski)' });
    for (const off of ['12:00', '14:00']) await hours.getByRole('button', { name: off }).click();
    await expect(hours.getByRole('button', { name: '10:00' })).toHaveAttribute('aria-pressed', 'true');
    const preview = page.getByTestId('bulk-preview');
    await expect(preview).toHaveText('Zostanie utworzonych: 2 · już istnieje: 0 · minione: 0');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Dodaj sloty z dostępności (2)' }).click();
    await expectToast(page, 'Sloty utworzone', 'Dodano slotów do kalendarza: 2.');
    await expect(preview).toHaveText('Zostanie utworzonych: 0 · już istnieje: 2 · minione: 0');
    await expect(slotRow(page, monday, 10)).toContainText('Dostępny');
    await expect(slotRow(page, wednesday, 10)).toContainText('Dostępny');

    // Monday's free slots go at once, after a confirmation; Wednesday's stay.
    await page.getByLabel('Dzień do wyczyszczenia').fill(isoDay(monday));
    await page.getByRole('button', { name: 'Usuń wolne sloty dnia' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Usunąć wolne sloty tego dnia?' });
    await confirm.getByRole('button', { name: 'Usuń wolne sloty' }).click();
    await expectToast(page, 'Wolne sloty usunięte', 'Usunięto: 1.');
    await expect(slotRow(page, monday, 10)).toHaveCount(0);
    await expect(slotRow(page, wednesday, 10)).toContainText('Dostępny');
    await expect(preview).toHaveText('Zostanie utworzonych: 1 · już istnieje: 1 · minione: 0');
  });
});
