import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A public page is server HTML with islands (src/web/app/islands.ts); nothing of React loads until the
// visitor's first input, then the first screen's islands, the others when due or at the visitor's first sign of
// intent in them (src/web/app/load-islands.ts). A click that comes before its island is there shows that it is
// working (and the booking button opens its dialog's frame at once) and is replayed once it is.

const POPUP_SETTINGS = '/api/popup-settings';

/** Opens the page without any input, and waits until its first script has run (it reads the pop-up switch). */
async function openUntouched(page: Page, path: string) {
  const entryRan = page.waitForResponse((response) => new URL(response.url()).pathname === POPUP_SETTINGS);
  await page.goto(path);
  await entryRan;
}

/**
 * Holds the page's React (the islands' runtime chunk, which every island needs) until `release()`: the
 * visitor's tap then surely comes before React is there, however fast the machine, and the test says when it
 * arrives instead of waiting for a time.
 */
async function holdReact(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/islands-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** The page's scripts requested so far, by file name. */
const requestedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'))
      .map((path) => path.split('/').pop()!),
  );

test.describe('React loads at the first input, and a tap that comes sooner is not lost', () => {
  test('a page left alone loads only its small first script; the first input loads React and the first screen @mobile', async ({
    page,
  }) => {
    await openUntouched(page, '/');
    // Everything is there to read: the server rendered it.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Nobody touches the page: nothing of React is requested, however long it stays open.
    const untouched = await requestedScripts(page);
    for (const chunk of ['react-', 'islands-', 'book-demo-']) {
      expect(
        untouched.some((file) => file.startsWith(chunk)),
        chunk,
      ).toBe(false);
    }
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

    // The visitor moves: React, the islands' runtime, the hero's booking island and the dialog its button opens.
    await page.mouse.move(20, 20);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(async () => {
      const after = await requestedScripts(page);
      for (const chunk of ['react-', 'islands-', 'book-demo-', 'demo-booking-dialog-']) {
        expect(
          after.some((file) => file.startsWith(chunk)),
          chunk,
        ).toBe(true);
      }
    }).toPass();
  });

  test('a tap on “Umów prezentację” before React is there opens the dialog’s frame at once, then the booking dialog @mobile', async ({
    page,
  }) => {
    const react = await holdReact(page);
    await openUntouched(page, '/');
    const button = page.getByRole('main').getByRole('button', { name: 'Umów prezentację', exact: true });
    await button.click();
    // At once, without React: the button says it is busy, and the dialog's frame is open with its title.
    await expect(button).toHaveAttribute('aria-busy', 'true');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Umów prezentację' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('Ładowanie terminów...');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    react.release();
    // React's dialog takes the frame's place: one dialog, with its calendar.
    await expect(dialog.getByRole('grid')).toBeVisible();
    await expect(dialog).toHaveCount(1);
    await expect(dialog.getByRole('heading', { name: 'Umów prezentację' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('[data-tap-pending], [aria-busy="true"]')).toHaveCount(0);
  });

  test('the dialog’s frame closed before React is there stays closed once it is (en)', async ({ page }) => {
    const react = await holdReact(page);
    await openUntouched(page, '/?lang=en');
    const button = page.getByRole('main').getByRole('button', { name: 'Book a demo', exact: true });
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Book a presentation' })).toBeVisible();
    // The keyboard is in the frame: its close button has the focus, and Escape closes it.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).not.toHaveAttribute('aria-busy', 'true');
    react.release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The visitor changed their mind: the held tap is not replayed.
    await expect(page.locator('[data-island="book-demo"]')).toHaveAttribute('data-island-state', 'mounted');
    await expect(dialog).toHaveCount(0);
    // And the button works as ever.
    await button.click();
    await expect(dialog.getByRole('grid')).toBeVisible();
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
