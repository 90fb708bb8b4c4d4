import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 20: a public page is server HTML; React loads on the visitor's first sign of intent
// (src/web/app/hydrate-on-demand.ts), and a click that comes before it is replayed once it is there.

const POPUP_SETTINGS = '/api/popup-settings';

/** Opens the page without any input, and waits until its first script has run (it reads the pop-up switch). */
async function openUntouched(page: Page, path: string) {
  const entryRan = page.waitForResponse((response) => new URL(response.url()).pathname === POPUP_SETTINGS);
  await page.goto(path);
  await entryRan;
}

/** The scripts the page has requested so far, by file name. */
const scriptsRequested = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name.split('/').pop() ?? '')
      .filter((name) => name.endsWith('.js')),
  );

test.describe('React loads when the visitor is about to use the page', () => {
  test('a page that is only read loads no React and sends only its small first script @mobile', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openUntouched(page, '/');
    // The entry would have asked for React before reading the switch, had it loaded React at once.
    expect((await scriptsRequested(page)).some((name) => name.startsWith('hydrate-public'))).toBe(false);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((path) => path.startsWith('/assets/'))).toBe(true);
    // Everything is there to read: the server rendered it.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The first key press is intent: React loads and takes over.
    await page.keyboard.press('Shift');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  });

  test('a tap on “Umów prezentację” before React is there opens the booking dialog once it is @mobile', async ({
    page,
  }) => {
    await openUntouched(page, '/');
    await page.getByRole('main').getByRole('button', { name: 'Umów prezentację', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Umów prezentację' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the English menu button, tapped before React is there, opens the menu once it is', async ({
      page,
    }) => {
      await openUntouched(page, '/?lang=en');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    });
  });

  test('a module ticked in the calculator before React is there is ticked and priced once it is', async ({
    page,
  }) => {
    await openUntouched(page, '/');
    const fees = page.getByRole('checkbox', { name: 'Składki i płatności' }).first();
    await expect(fees).not.toBeChecked();
    await fees.click();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(fees).toBeChecked();
    await expect(page.locator('[data-module="skladki"] [data-module-price]').first()).toHaveText('+50 zł');
  });

  test('a link to #umow-prezentacje opens the booking dialog without any input', async ({ page }) => {
    await page.goto('/#umow-prezentacje');
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Umów prezentację' })).toBeVisible();
  });
});
