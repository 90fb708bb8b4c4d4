import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';
import { openPage } from './site-helpers';

const PUBLIC_PAGES = ['/', '/cennik', '/regulamin', '/polityka-prywatnosci', '/nope'];

/** Loads a page completely (lazy sections included) before it is scanned. */
async function open(page: Page, url: string) {
  await openPage(page, url);
  await page.waitForLoadState('networkidle');
  // Sections that load as they scroll into view (testimonials) are scanned too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

const describeViolations = (violations: Awaited<ReturnType<typeof axeViolations>>) =>
  violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

test.describe('accessibility of the public pages (axe, WCAG 2.1 A and AA)', () => {
  for (const path of PUBLIC_PAGES) {
    for (const language of ['pl', 'en'] as const) {
      test(`${path} in ${language} has no violations @mobile`, async ({ page }) => {
        await open(page, `${path}?lang=${language}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        expect(describeViolations(await axeViolations(page))).toEqual([]);
      });
    }
  }

  test('the landing page after the language toggle, with the mobile menu open @mobile', async ({
    page,
    isMobile,
  }) => {
    await open(page, '/');
    if (isMobile) await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Member management' })).toBeVisible();
    expect(describeViolations(await axeViolations(page))).toEqual([]);
  });

  test('the contact form showing field errors, then the error toast of a failed request', async ({
    page,
  }) => {
    await open(page, '/#contact');
    const contact = page.locator('#contact');
    await contact.getByLabel('Imię i nazwisko').fill('Anna');
    await contact.getByLabel('Email').fill('a@b');
    await contact.getByLabel('Temat').fill('Temat');
    await contact.getByLabel('Wiadomość').fill('Treść');
    const send = contact.getByRole('button', { name: 'Wyślij wiadomość' });
    await send.click();
    // A field mistake is shown at the field only: no toast.
    await expect(contact.getByText('Podaj poprawny adres email.')).toBeVisible();
    await expect(page.locator('[data-toast]')).toHaveCount(0);
    expect(describeViolations(await axeViolations(page))).toEqual([]);

    // A real failure is the toast.
    await page.route('**/api/contact**', (route) => route.abort());
    await contact.getByLabel('Email').fill('anna@example.pl');
    await send.click();
    await expect(page.locator('[data-toast]')).toBeVisible();
    expect(describeViolations(await axeViolations(page))).toEqual([]);
  });
});
