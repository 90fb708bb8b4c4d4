import type { Page } from '@playwright/test';
import { axeViolations, expect, expectSentToast, expectToast, signIn, test } from './fixtures';
import { openPage } from './site-helpers';

const contactSection = (page: Page) => page.locator('#contact');

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await contactSection(page).getByLabel(label).fill(value);
  }
}

/** Counts the contact requests the page sends. */
function countRequests(page: Page) {
  const sent: string[] = [];
  page.on(
    'request',
    (request) => new URL(request.url()).pathname === '/api/contact' && sent.push(request.method()),
  );
  return sent;
}

test.describe('contact form', () => {
  test('sends, shows the sending state, thanks, clears the form and stores the message @mobile', async ({
    page,
    adminPage,
    unique,
  }) => {
    await openPage(page, '/#contact');
    // Hold the request until the sending state has been seen; then it goes on to the real server.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact?*', async (route) => {
      await held;
      await route.continue();
    });
    const subject = `Wdrożenie ${unique}`;
    await fill(page, {
      'Imię i nazwisko': 'Anna Nowak',
      Email: `anna-${unique}@klub.example.pl`,
      Telefon: '+48 600 100 200',
      Temat: subject,
      Wiadomość: 'Dzień dobry,\nile trwa import danych 300 członków?',
    });
    await expect(contactSection(page).getByLabel('Wiadomość')).toHaveAttribute('rows', '6');
    await contactSection(page).getByRole('button', { name: 'Wyślij wiadomość' }).click();
    await expect(contactSection(page).getByRole('button', { name: 'Wysyłanie...' })).toBeDisabled();
    release();

    await expectSentToast(
      page,
      'Wiadomość wysłana',
      'Dziękujemy za wiadomość. Odpowiemy najszybciej, jak to możliwe.',
    );
    await expect(contactSection(page).getByRole('button', { name: 'Wyślij wiadomość' })).toBeEnabled();
    // The focus stays with the form (the button was disabled while sending), not dropped to the page.
    await expect(contactSection(page).getByRole('button', { name: 'Wyślij wiadomość' })).toBeFocused();
    for (const label of ['Imię i nazwisko', 'Email', 'Telefon', 'Temat', 'Wiadomość']) {
      await expect(contactSection(page).getByLabel(label)).toHaveValue('');
    }

    const stored = await adminPage.request.get(`/api/admin/contacts?q=${encodeURIComponent(unique)}`);
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toEqual([
      expect.objectContaining({
        name: 'Anna Nowak',
        email: `anna-${unique}@klub.example.pl`,
        subject,
        message: 'Dzień dobry,\nile trwa import danych 300 członków?',
        status: 'new',
      }),
    ]);
  });

  test('in English: the English toast', async ({ page, unique }) => {
    await openPage(page, '/?lang=en#contact');
    await fill(page, {
      Name: 'John Smith',
      Email: `john-${unique}@club.example.com`,
      Subject: 'Pricing question',
      Message: 'Do you offer discounts for clubs of 40 members?',
    });
    await contactSection(page).getByRole('button', { name: 'Send message' }).click();
    await expectSentToast(
      page,
      'Message sent',
      'Thank you for your message. We will get back to you as soon as possible.',
    );
  });

  test('the form checks required fields, the e-mail and the phone first, inline in the page language', async ({
    page,
  }) => {
    const sent = countRequests(page);
    await openPage(page, '/#contact');
    const send = contactSection(page).getByRole('button', { name: 'Wyślij wiadomość' });
    await send.click();
    // Our messages under the fields, no browser bubble (noValidate), no toast.
    const name = contactSection(page).getByLabel('Imię i nazwisko');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Wypełnij to pole.');
    await expect(contactSection(page).getByText('Wypełnij to pole.')).toHaveCount(4);
    await expect(contactSection(page).locator('form')).toHaveAttribute('novalidate', '');
    await expect(page.locator('[data-toast]')).toHaveCount(0);

    await fill(page, {
      'Imię i nazwisko': 'Anna',
      Email: 'not-an-email',
      Telefon: 'abc',
      Temat: 'Temat',
      Wiadomość: 'Treść',
    });
    await send.click();
    const email = contactSection(page).getByLabel('Email');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription('Podaj poprawny adres email.');
    await expect(contactSection(page).getByLabel('Telefon')).toHaveAccessibleDescription(
      'Podaj poprawny numer telefonu.',
    );
    expect(sent).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('in English the same checks speak English', async ({ page }) => {
    const sent = countRequests(page);
    await openPage(page, '/?lang=en#contact');
    await fill(page, { Email: 'john@', Phone: 'xx' });
    await contactSection(page).getByRole('button', { name: 'Send message' }).click();
    await expect(contactSection(page).getByLabel('Name')).toHaveAccessibleDescription(
      'Please fill in this field.',
    );
    await expect(contactSection(page).getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    await expect(contactSection(page).getByLabel('Phone')).toHaveAccessibleDescription(
      'Enter a valid phone number.',
    );
    expect(sent).toEqual([]);
    await expect(page.locator('[data-toast]')).toHaveCount(0);
  });

  test("the server's field messages appear under the fields, without a toast @mobile", async ({ page }) => {
    await openPage(page, '/#contact');
    // The form checks what is missing and the formats before sending; lengths only the server checks.
    const longSubject = 'T'.repeat(201);
    await fill(page, {
      'Imię i nazwisko': 'Anna',
      Email: 'anna@klub.example.pl',
      Temat: longSubject,
      Wiadomość: 'Treść wiadomości',
    });
    await contactSection(page).getByRole('button', { name: 'Wyślij wiadomość' }).click();
    const subject = contactSection(page).getByLabel('Temat');
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
    await expect(subject).toHaveAccessibleDescription('Temat może mieć najwyżej 200 znaków');
    await expect(subject).toBeFocused();
    // A refusal the form shows is not a failure to send: no toast.
    await expect(page.locator('[data-toast]')).toHaveCount(0);
    // Nothing typed is lost; correcting the field clears its message.
    await expect(contactSection(page).getByLabel('Wiadomość')).toHaveValue('Treść wiadomości');
    await subject.fill('Temat');
    await expect(contactSection(page).getByText('Temat może mieć najwyżej 200 znaków')).toBeHidden();
  });

  test('in English the field messages are English', async ({ page }) => {
    await openPage(page, '/?lang=en#contact');
    await fill(page, { Name: 'John', Email: 'john@example.com', Subject: 'S'.repeat(201), Message: 'Text' });
    await contactSection(page).getByRole('button', { name: 'Send message' }).click();
    await expect(contactSection(page).getByLabel('Subject')).toHaveAccessibleDescription(
      'Please enter a subject (up to 200 characters).',
    );
    await expect(page.locator('[data-toast]')).toHaveCount(0);
  });

  test('an address the browser would let through (a@b) is refused before sending, as the server would', async ({
    page,
  }) => {
    const sent = countRequests(page);
    await openPage(page, '/#contact');
    await fill(page, { 'Imię i nazwisko': 'Anna', Email: 'a@b', Temat: 'Temat', Wiadomość: 'Treść' });
    await contactSection(page).getByRole('button', { name: 'Wyślij wiadomość' }).click();
    await expect(contactSection(page).getByLabel('Email')).toHaveAccessibleDescription(
      'Podaj poprawny adres email.',
    );
    expect(sent).toEqual([]);
  });

  test('sent from a page opened with ?lang=en, the visitor gets an English confirmation', async ({
    page,
    unique,
  }) => {
    await openPage(page, '/?lang=en#contact');
    const email = `john-${unique}@example.com`;
    await fill(page, { Name: 'John Smith', Email: email, Subject: `Import ${unique}`, Message: 'How long?' });
    await contactSection(page).getByRole('button', { name: 'Send message' }).click();
    await expectSentToast(page, 'Message sent');
    await signIn(page.request);
    const sent = await page.request.get(`/api/admin/outbox?recipient=${encodeURIComponent(email)}`);
    expect(((await sent.json()) as { language: string }[]).map((message) => message.language)).toEqual([
      'en',
    ]);
  });

  test('a failed connection shows the error toast and keeps the form', async ({ page }) => {
    await openPage(page, '/#contact');
    await page.route('**/api/contact?*', (route) => route.abort('connectionfailed'));
    await fill(page, {
      'Imię i nazwisko': 'Anna',
      Email: 'anna@klub.example.pl',
      Temat: 'T',
      Wiadomość: 'W',
    });
    await contactSection(page).getByRole('button', { name: 'Wyślij wiadomość' }).click();
    await expectToast(page, 'Błąd', 'Wystąpił błąd podczas wysyłania wiadomości. Spróbuj ponownie.');
    await expect(contactSection(page).getByLabel('Imię i nazwisko')).toHaveValue('Anna');
    await expect(contactSection(page).getByRole('button', { name: 'Wyślij wiadomość' })).toBeFocused();
  });
});
