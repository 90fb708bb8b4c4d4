import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A public page is server HTML; its React loads once the page has loaded and is idle, or at
// the visitor's first sign of intent if that comes first (src/web/app/hydrate-on-demand.ts), and a click that
// comes before it shows that it is working and is replayed once React is there.

const POPUP_SETTINGS = '/api/popup-settings';

/** Opens the page without any input, and waits until its first script has run (it reads the pop-up switch). */
async function openUntouched(page: Page, path: string) {
  const entryRan = page.waitForResponse((response) => new URL(response.url()).pathname === POPUP_SETTINGS);
  await page.goto(path);
  await entryRan;
}

/**
 * Holds the page's React (the hydration chunk) until `release()`: the visitor's tap then surely comes before
 * React is there, however fast the machine, and the test says when it arrives instead of waiting for a time.
 */
async function holdReact(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/hydrate-public-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test.describe('React loads before the first tap, and a tap that comes sooner is not lost', () => {
  test('a page loads only its small first script until its first paint, then React without any input @mobile', async ({
    page,
  }) => {
    await openUntouched(page, '/');
    // Everything is there to read: the server rendered it.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Nobody touches the page: React comes anyway, once the page has been painted.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const { before, after } = await page.evaluate(() => {
      const [paint] = performance.getEntriesByName('first-contentful-paint');
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      const name = (entry: PerformanceEntry) => new URL(entry.name).pathname.split('/').pop()!;
      return {
        before: scripts.filter((entry) => entry.startTime < paint!.startTime).map(name),
        after: scripts.filter((entry) => entry.startTime >= paint!.startTime).map(name),
      };
    });
    // Before the first paint: at most the entry and its few small imports, no React.
    expect(before.some((file) => /^(react|hydrate-public)-/.test(file))).toBe(false);
    // After it: React, the page and the booking dialog the hero's button opens, fetched together.
    for (const chunk of ['react-', 'hydrate-public-', 'landing-page-', 'demo-booking-dialog-']) {
      expect(
        after.some((file) => file.startsWith(chunk)),
        chunk,
      ).toBe(true);
    }
  });

  test('a tap on “Umów prezentację” before React is there shows it is working, then opens the booking dialog @mobile', async ({
    page,
  }) => {
    const react = await holdReact(page);
    await openUntouched(page, '/');
    const button = page.getByRole('main').getByRole('button', { name: 'Umów prezentację', exact: true });
    await button.click();
    // At once, without React: the button says it is busy.
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    react.release();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Umów prezentację' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('[data-tap-pending], [aria-busy="true"]')).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the English menu button, tapped before React is there, opens the menu once it is', async ({
      page,
    }) => {
      const react = await holdReact(page);
      await openUntouched(page, '/?lang=en');
      await page.getByRole('button', { name: 'Open menu' }).click();
      react.release();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    });
  });

  test('a module ticked in the calculator before React is there is ticked and priced once it is', async ({
    page,
  }) => {
    const react = await holdReact(page);
    await openUntouched(page, '/');
    const fees = page.getByRole('checkbox', { name: 'Składki i płatności' }).first();
    await expect(fees).not.toBeChecked();
    await fees.click();
    react.release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(fees).toBeChecked();
    await expect(page.locator('[data-module="skladki"] [data-module-price]').first()).toHaveText('+50 zł');
  });

  test('a link to #umow-prezentacje opens the booking dialog without any input', async ({ page }) => {
    await page.goto('/#umow-prezentacje');
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Umów prezentację' })).toBeVisible();
  });
});
