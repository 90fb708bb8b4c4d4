import type { Locator, Page } from '@playwright/test';
import { formatCalendarDay, instantOf, type CalendarDay } from '../src/shared/slot-rules';
import { axeViolations, E2E_ADMIN, expect, expectSentToast, expectToast, test } from './fixtures';
import { isoDay, showDay, weekdayAhead } from './calendar-helpers';
import { sendContactMessage } from './inbox-helpers';
import { openPage } from './site-helpers';

const WARSAW = 'Europe/Warsaw';
const HOUR = 11;

/** The visitor's way: the hero's button, a day in the calendar, an hour, then who they are. */
async function bookDemo(
  page: Page,
  day: CalendarDay,
  visitor: { name: string; email: string; clubName: string },
) {
  await openPage(page, '/');
  await page.getByRole('main').getByRole('button', { name: 'Umów prezentację', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  // From the month the calendar opens on (the first free slot's, once its free days are read).
  await (await showDay(dialog, isoDay(day))).click();
  await dialog.getByRole('radio', { name: `${HOUR}:00` }).check();
  await dialog.getByRole('button', { name: 'Dalej' }).click();
  await dialog.getByLabel('Imię i nazwisko').fill(visitor.name);
  await dialog.getByLabel('Email').fill(visitor.email);
  await dialog.getByLabel('Nazwa klubu').fill(visitor.clubName);
  await dialog.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expectSentToast(page, 'Zgłoszenie wysłane');
}

const messageCard = (page: Page, subject: string | RegExp) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: subject }) });

/** The preview dialog: its HTML in the sandboxed frame, then the plain text. */
async function expectPreview(page: Page, preview: Locator, html: string | RegExp, text: string | RegExp) {
  const frame = preview.frameLocator('iframe[data-testid="outbox-html-preview"]');
  await expect(frame.locator('body')).toContainText(html);
  await preview.getByRole('tab', { name: 'Tekst' }).click();
  await expect(preview.getByTestId('outbox-text-preview')).toContainText(text);
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('outbox', () => {
  test('a visitor books a demo; the operator sees the confirmation and the notification and previews them @mobile', async ({
    adminPage,
    browser,
    unique,
  }, testInfo) => {
    const day = weekdayAhead(testInfo.project.name === 'mobile' ? 4 : 3);
    const slot = await adminPage.request.post('/api/admin/slots', {
      data: { datetime: instantOf({ ...day, hour: HOUR }, WARSAW).toISOString() },
    });
    expect(slot.status()).toBe(201);

    const visitor = {
      name: `Jan Testowy ${unique}`,
      email: `jan-${unique}@example.pl`,
      clubName: `KS Dziesiątka ${unique}`,
    };
    const visitorPage = await browser.newPage();
    await bookDemo(visitorPage, day, visitor);
    await visitorPage.close();
    // The visitor's mail names the weekday, the date as dd.MM.yyyy, the Warsaw time and the zone as the site
    // does; the operator's the dd.MM.yyyy HH:mm.
    const start = instantOf({ ...day, hour: HOUR }, WARSAW);
    const weekday = new Intl.DateTimeFormat('pl-PL', { weekday: 'long', timeZone: WARSAW }).format(start);
    const when = `${weekday}, ${formatCalendarDay(day)}, ${HOUR}:00 (czas polski)`;

    // The dashboard leads to the outbox.
    await adminPage.goto('/security/admin');
    await adminPage.getByRole('main').getByRole('link', { name: 'Wiadomości e-mail', exact: true }).click();
    await expect(adminPage).toHaveURL(/\/security\/admin\/outbox$/);
    await expect(adminPage.getByRole('heading', { name: 'Wiadomości e-mail', level: 1 })).toBeVisible();

    // The visitor's confirmation, found by (a part of) the address in any case.
    await adminPage.getByLabel('Odbiorca').fill(visitor.email.toUpperCase().slice(0, -3));
    await expect(adminPage).toHaveURL(/[?&]q=/);
    const confirmation = messageCard(adminPage, 'Prezentacja zarezerwowana – czeka na potwierdzenie');
    await expect(confirmation).toHaveCount(1);
    await expect(confirmation).toContainText(`Do: ${visitor.email}`);
    await expect(confirmation.getByRole('link', { name: 'Rezerwacja demo' })).toHaveAttribute(
      'href',
      /\/security\/admin\/demo-bookings\?open=[0-9a-f-]{36}$/,
    );
    await expect(adminPage.getByTestId('list-count')).toContainText('Wyniki: 1');
    expect(await axeViolations(adminPage)).toEqual([]);

    await confirmation.getByRole('button', { name: /^Podgląd/ }).click();
    const preview = adminPage.getByRole('dialog', {
      name: 'Prezentacja zarezerwowana – czeka na potwierdzenie',
    });
    await expect(preview).toContainText(`Do: ${visitor.email}`);
    await expect(adminPage).toHaveURL(/[?&]open=[0-9a-f-]{36}/);
    await expect(preview.getByRole('list', { name: 'Załączniki' })).toContainText('zaproszenie.ics');
    await expect(preview).toContainText('Rezerwacja demo');
    await expectPreview(adminPage, preview, when, when);
    await preview.getByRole('button', { name: 'Zamknij' }).last().click();
    await expect(preview).toBeHidden();

    // The booking the e-mail is about: its screen opens with the manage dialog, listing both e-mails.
    await confirmation.getByRole('link', { name: 'Rezerwacja demo' }).click();
    await expect(adminPage).toHaveURL(/\/security\/admin\/demo-bookings\?open=[0-9a-f-]{36}$/);
    const manage = adminPage.getByRole('dialog', { name: 'Zarządzaj rezerwacją demo' });
    await expect(manage).toContainText(visitor.name);
    const emails = manage.getByRole('list', { name: 'Wiadomości e-mail o tym rekordzie' });
    await expect(emails.getByRole('listitem')).toHaveCount(2);
    await expect(emails.getByRole('listitem').filter({ hasText: visitor.email })).toContainText(
      'Prezentacja zarezerwowana – czeka na potwierdzenie',
    );
    expect(await axeViolations(adminPage)).toEqual([]);
    await emails.getByRole('listitem').filter({ hasText: E2E_ADMIN.email }).getByRole('link').click();

    await expect(adminPage).toHaveURL(/\/security\/admin\/outbox\?open=[0-9a-f-]{36}$/);
    const notification = adminPage.getByRole('dialog', {
      name: `Nowa rezerwacja prezentacji: ${formatCalendarDay(day)} ${HOUR}:00, ${visitor.clubName}`,
    });
    await expect(notification).toContainText(`Do: ${E2E_ADMIN.email}`);
    // Its button leads to the booking in the back office.
    const frame = notification.frameLocator('iframe[data-testid="outbox-html-preview"]');
    await expect(frame.getByRole('link', { name: 'Otwórz w panelu' })).toHaveAttribute(
      'href',
      /\/security\/admin\/demo-bookings\?open=[0-9a-f-]{36}$/,
    );
    await expectPreview(adminPage, notification, visitor.email, visitor.name);
  });
  test('a contact message: the confirmation quotes what the visitor typed, escaped; its record opens from the outbox', async ({
    adminPage,
    browser,
    unique,
  }) => {
    const visitor = { name: `Ewa Nowak ${unique}`, email: `ewa-${unique}@example.pl` };
    const visitorPage = await browser.newPage();
    await sendContactMessage(visitorPage, {
      ...visitor,
      subject: `Import danych ${unique}`,
      message: 'Czy <b>pogrubienie</b> & <script>alert(1)</script> przejdzie?',
    });
    await visitorPage.close();

    await adminPage.goto(`/security/admin/outbox?q=${encodeURIComponent(visitor.email)}`);
    // The e2e server has no SMTP_URL: the screen says that nothing goes out.
    await expect(
      adminPage.getByRole('status').filter({ hasText: 'Wysyłka e-mail jest wyłączona' }),
    ).toBeVisible();
    const confirmation = messageCard(adminPage, 'Otrzymaliśmy Twoją wiadomość');
    await expect(confirmation).toContainText(`Do: ${visitor.email}`);
    await expect(confirmation.locator('[data-state]')).toHaveText('W kolejce');
    await expect(confirmation).not.toContainText('Następna próba');
    expect(await axeViolations(adminPage)).toEqual([]);

    await confirmation.getByRole('button', { name: /^Podgląd/ }).click();
    const preview = adminPage.getByRole('dialog', { name: 'Otrzymaliśmy Twoją wiadomość' });
    const frame = preview.frameLocator('iframe[data-testid="outbox-html-preview"]');
    // What the visitor typed is text in the e-mail, never markup.
    await expect(frame.locator('body')).toContainText('Czy <b>pogrubienie</b> & <script>alert(1)</script>');
    await expect(frame.locator('b', { hasText: 'pogrubienie' })).toHaveCount(0);
    expect(await axeViolations(adminPage)).toEqual([]);

    // The related record: its screen opens with its manage dialog, which lists the e-mails about it.
    await preview.getByRole('link', { name: 'Kontakt' }).click();
    await expect(adminPage).toHaveURL(/\/security\/admin\/contacts\?open=[0-9a-f-]{36}$/);
    const manage = adminPage.getByRole('dialog', { name: 'Zarządzaj kontaktem' });
    await expect(manage).toContainText(visitor.name);
    const emails = manage.getByRole('list', { name: 'Wiadomości e-mail o tym rekordzie' });
    await expect(emails.getByRole('listitem').filter({ hasText: visitor.email })).toContainText(
      'Otrzymaliśmy Twoją wiadomość',
    );
    await expect(emails.getByRole('listitem').filter({ hasText: E2E_ADMIN.email })).toContainText(
      `Nowa wiadomość z formularza kontaktowego: ${visitor.name}`,
    );
    expect(await axeViolations(adminPage)).toEqual([]);
    // Closing the dialog leaves the list, without ?open=.
    await manage.getByRole('button', { name: 'Anuluj' }).click();
    await expect(adminPage).toHaveURL(/\/security\/admin\/contacts$/);

    // A link to a record that does not exist says so and shows the list.
    await adminPage.goto('/security/admin/contacts?open=00000000-0000-4000-8000-000000000000');
    await expectToast(adminPage, 'Błąd', 'Nie znaleziono rekordu');
    await expect(adminPage).toHaveURL(/\/security\/admin\/contacts$/);
    await expect(manage).toBeHidden();
  });
});
