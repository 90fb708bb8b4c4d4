import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { solvedAltcha as solvedPayload } from './altcha';
import { axeViolations, E2E_ADMIN, expect, expectSentToast, expectToast, test } from './fixtures';
import { openPage } from './site-helpers';

// The widget solves a real proof-of-work in the browser: on a busy 2-core machine that takes a few seconds.
test.describe.configure({ timeout: 90_000 });

async function expectNotice(scope: Locator, language: 'pl' | 'en', extra?: RegExp) {
  const notice = scope.getByTestId('privacy-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    language === 'pl'
      ? /Administratorem Twoich danych jest .+ \(NIP /
      : /The controller of your data is .+ \(tax ID /,
  );
  await expect(notice).toContainText(language === 'pl' ? /art\. 6 ust\. 1 lit\./ : /Art\. 6\(1\)/);
  if (extra) await expect(notice).toContainText(extra);
  const link = notice.getByRole('link', {
    name: language === 'pl' ? 'polityka prywatności' : 'privacy policy',
  });
  await expect(link).toHaveAttribute('href', '/polityka-prywatnosci#p7');
}

async function sendContact(page: Page, language: 'pl' | 'en', email: string, subject: string) {
  await openPage(page, language === 'pl' ? '/#contact' : '/?lang=en#contact');
  const section = page.locator('#contact');
  await expectNotice(section, language, language === 'pl' ? /2 lata/ : /2 years/);
  // Nothing of the widget is loaded before the visitor starts filling the form.
  await expect(section.locator('altcha-widget')).toHaveCount(0);
  const challenge = page.waitForResponse((response) => response.url().endsWith('/api/challenge'));
  await section.getByLabel(language === 'pl' ? 'Imię i nazwisko' : 'Name').fill('Zofia Kowalczyk');
  await challenge;
  await section.getByLabel('Email').fill(email);
  await section.getByLabel(language === 'pl' ? 'Temat' : 'Subject').fill(subject);
  await section
    .getByLabel(language === 'pl' ? 'Wiadomość' : 'Message')
    .fill('Proszę o kontakt w sprawie wdrożenia.');
  const sent = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/contact' && request.method() === 'POST',
  );
  await section
    .getByRole('button', { name: language === 'pl' ? 'Wyślij wiadomość' : 'Send message' })
    .click();
  const body = (await sent).postDataJSON() as { altcha?: string; noticeVersion?: string; website?: string };
  expect(body.altcha).toBeTruthy();
  expect(body.noticeVersion).toBeTruthy();
  expect(body.website).toBeUndefined();
  await expectToast(page, language === 'pl' ? 'Wiadomość wysłana' : 'Message sent');
}

test('the contact form shows the notice in both languages and still sends, the widget solving the proof-of-work @mobile', async ({
  page,
  adminPage,
  unique,
}) => {
  const email = `zofia-${unique}@klub.example.pl`;
  await sendContact(page, 'pl', email, `Wdrożenie ${unique}`);
  expect(await axeViolations(page)).toEqual([]);
  await sendContact(page, 'en', email, `Rollout ${unique}`);
  const stored = await adminPage.request.get(`/api/admin/contacts?q=${encodeURIComponent(unique)}`);
  expect(((await stored.json()) as unknown[]).length).toBe(2);
});

test('the order and demo dialogs show the notice in both languages, without accessibility violations', async ({
  page,
}) => {
  for (const language of ['pl', 'en'] as const) {
    const query = language === 'en' ? '?lang=en' : '';
    await openPage(page, `/cennik${query}`);
    await page
      .getByRole('button', { name: language === 'pl' ? 'Złóż Zamówienie' : 'Place an Order' })
      .click();
    const full = page.getByRole('dialog');
    await expectNotice(full, language, /PESEL/);
    await expect(full.getByTestId('privacy-notice')).toContainText(language === 'pl' ? /6 lat/ : /6 years/);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(full).toBeHidden();

    await page
      .locator('[data-plan="medium"]')
      .getByRole('button', { name: language === 'pl' ? /Szybkie zamówienie/ : /Quick order/ })
      .click();
    const simple = page.getByRole('dialog');
    await expectNotice(simple, language);
    await expect(simple.getByTestId('privacy-notice')).not.toContainText('PESEL');
    await page.keyboard.press('Escape');
  }
});

test('the beta sign-up form shows the notice in both languages and signs a club up with the widget', async ({
  page,
  adminPage,
  unique,
}) => {
  await openPage(page, '/?lang=en#beta-signup');
  await expectNotice(page.getByRole('dialog', { name: 'Join the beta tests!' }), 'en', /2 years/);
  await openPage(page, '/#beta-signup');
  const dialog = page.getByRole('dialog', { name: 'Dołącz do testów beta!' });
  await expectNotice(dialog, 'pl', /2 lata/);
  await dialog.getByLabel('Imię i nazwisko').fill(`Ewa ${unique}`);
  await dialog.getByLabel('Email').fill(`ewa-beta-${unique}@example.pl`);
  await dialog.getByLabel('Telefon').fill('+48 500 600 700');
  await dialog.getByLabel('Nazwa klubu').fill('LOK Gdańsk');
  await dialog.getByRole('combobox', { name: 'Wielkość klubu' }).click();
  await page.getByRole('option', { name: '51-100 członków' }).click();
  await expect(page.locator('altcha-widget')).toBeAttached();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Zgłoś klub do testów' }).click();
  await expectSentToast(page, 'Zgłoszenie zostało wysłane pomyślnie!');
  const stored = await adminPage.request.get(`/api/admin/beta-signups?q=${encodeURIComponent(unique)}`);
  expect(((await stored.json()) as unknown[]).length).toBe(1);
});

test('the operator finds a person by e-mail, exports, erases, and the records show as anonymised', async ({
  adminPage: page,
  request,
  unique,
}) => {
  const email = `ewa-${unique}@klub.example.pl`;
  const contact = await request.post('/api/contact', {
    data: {
      name: `Ewa Zielińska ${unique}`,
      email,
      phone: '+48 611 222 333',
      subject: 'Pytanie',
      message: 'Dzień dobry',
      altcha: await solvedPayload(request),
    },
  });
  expect(contact.status()).toBe(201);
  const order = await request.post('/api/order', {
    data: {
      name: `Ewa Zielińska ${unique}`,
      email,
      phone: '+48 611 222 333',
      clubName: `KS Orzeł ${unique}`,
      plan: 'small',
      altcha: await solvedPayload(request),
    },
  });
  expect(order.status()).toBe(201);

  await page.goto('/security/admin/privacy');
  await expect(page.getByRole('heading', { name: 'Ochrona danych', level: 1 })).toBeVisible();
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByRole('button', { name: 'Szukaj' }).click();
  const results = page.getByTestId('privacy-results');
  // Her message and order, and the e-mails about them (confirmations, the operator's notifications).
  const heading = results.getByRole('heading', { name: /^Znalezione rekordy: \d+$/ });
  await expect(heading).toBeVisible();
  const total = Number((await heading.textContent())!.match(/\d+/)![0]);
  expect(total).toBeGreaterThanOrEqual(4);
  expect(await axeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await results.getByRole('button', { name: 'Eksportuj dane (JSON)' }).click();
  const file = JSON.parse(readFileSync((await (await download).path())!, 'utf8')) as {
    counts: Record<string, number>;
    records: Record<string, { email: string }[]>;
  };
  expect(file.counts).toMatchObject({ contacts: 1, orders: 1, 'demo-bookings': 0, 'beta-signups': 0 });
  expect(file.counts.outbox).toBe(total - 2);
  expect(file.records.contacts![0]!.email).toBe(email);

  await results.getByRole('button', { name: 'Usuń dane osoby' }).click();
  const confirm = page.getByRole('dialog', { name: 'Usunąć dane tej osoby?' });
  await expect(confirm.getByTestId('erase-counts')).toContainText('Wiadomości kontaktowe: 1');
  await expect(confirm.getByTestId('erase-counts')).toContainText('Zamówienia: 1');
  expect(await axeViolations(page)).toEqual([]);
  await expect(confirm.getByTestId('erase-counts')).toContainText('Wiadomości e-mail:');
  await confirm.getByRole('button', { name: `Usuń ${total} rekordów` }).click();
  await expectToast(page, 'Dane usunięte', `Zanonimizowano rekordów: ${total}.`);

  const audit = page.getByTestId('privacy-audit');
  await expect(audit).toContainText('Usunięcie (anonimizacja) danych');
  await expect(audit).toContainText('Eksport danych');
  await expect(audit).toContainText(E2E_ADMIN.email);
  await expect(audit).not.toContainText(email);

  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(results.getByRole('heading', { name: 'Znalezione rekordy: 0' })).toBeVisible();

  // The operator's lists still hold the records, anonymised.
  const contacts = await page.request.get(`/api/admin/contacts?q=${encodeURIComponent('[zanonimizowano]')}`);
  const ids = ((await contacts.json()) as { id: string; name: string; email: string }[]).map((c) => c.id);
  expect(ids).toContain(((await contact.json()) as { id: string }).id);
  await page.goto('/security/admin/contacts');
  await expect(page.getByText('[zanonimizowano]').first()).toBeVisible();
});
