import { formatCalendarDay, instantOf } from '../src/shared/slot-rules';
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
import { showDay } from './calendar-helpers';
import {
  WARSAW,
  DAY,
  isoDay,
  hourLabel,
  availabilityRead,
  firstFreeDay,
  pickDay,
  createSlots,
  adminRow,
  openDialogFromHero,
} from './demo-booking-helpers';

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
});
