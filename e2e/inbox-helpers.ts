import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectSentToast } from './fixtures';
import { openPage } from './site-helpers';

/** What visitors and tenants send, done the way they do it: through the pages and the public API. */
export type ContactMessage = { name: string; email: string; subject: string; message: string };
export type BetaSignup = { name: string; email: string; phone: string; clubName: string; clubSize: string };

/** The landing page's contact form, as a visitor fills it in. */
export async function sendContactMessage(page: Page, contact: ContactMessage) {
  await openPage(page, '/');
  const form = page.locator('section#contact form');
  await form.getByLabel('Imię i nazwisko').fill(contact.name);
  await form.getByLabel('Email').fill(contact.email);
  await form.getByLabel('Temat').fill(contact.subject);
  await form.getByLabel('Wiadomość').fill(contact.message);
  await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expectSentToast(page, 'Wiadomość wysłana');
}

export async function setPopup(request: APIRequestContext, enabled: boolean) {
  const response = await request.post('/api/admin/popup-settings', { data: { enabled } });
  expect(response.status()).toBe(200);
}

/** Picks an option of one of our Radix selects by the select's label. */
export async function choose(
  page: Page,
  scope: ReturnType<Page['locator']> | Page,
  label: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const betaDialog = (page: Page, title = 'Dołącz do testów beta!') =>
  page.getByRole('dialog', { name: title });

/** Waits for the pop-up on a public page (3 s after the setting says enabled) and signs the club up. */
export async function signUpThroughPopup(page: Page, signup: BetaSignup) {
  await openPage(page, '/');
  const dialog = betaDialog(page);
  // Due 3 s after the settings are read, then its chunk loads and renders.
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByLabel('Imię i nazwisko').fill(signup.name);
  await dialog.getByLabel('Email').fill(signup.email);
  await dialog.getByLabel('Telefon').fill(signup.phone);
  await dialog.getByLabel('Nazwa klubu').fill(signup.clubName);
  await choose(page, dialog, 'Wielkość klubu', signup.clubSize);
  await dialog.getByRole('button', { name: 'Zgłoś klub do testów' }).click();
  await expectSentToast(page, 'Zgłoszenie zostało wysłane pomyślnie!');
  await expect(dialog).toBeHidden();
}

/** A tenant's system filing a bug report: OAuth client credentials, then the intake API. */
export async function fileBugReports(request: APIRequestContext, reports: Record<string, unknown>[]) {
  const tenant = await request.post('/api/admin/tenants', {
    data: { tenantName: 'Tenant e2e', clubName: 'Klub e2e', contactEmail: 'tenant@example.pl' },
  });
  expect(tenant.status()).toBe(201);
  const { clientId, clientSecret } = (await tenant.json()) as { clientId: string; clientSecret: string };
  const token = await request.post('/oauth/token', {
    form: {
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
      scope: 'bug-reports:write',
    },
  });
  expect(token.status()).toBe(200);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  for (const report of reports) {
    const filed = await request.post('/api/bug-report', {
      data: report,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(filed.status()).toBe(201);
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe (WCAG 2.x A/AA) on one part of the page: the pop-up is ours, the page behind it is another spec's. */
export async function axeViolationsIn(page: Page, selector: string) {
  await page.evaluate(axeSource);
  return page.evaluate(async (context) => {
    const axe = (
      window as unknown as {
        axe: { run(context: string, options: object): Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations as { id: string; help: string; nodes: { target: string[] }[] }[];
  }, selector);
}
