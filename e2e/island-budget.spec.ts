import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Public pages are islands (src/web/app/islands.ts): what a page requests before the visitor does anything
// has a budget, and React manages nothing outside an island's container.

const PUBLIC_PAGES = ['/', '/cennik', '/regulamin', '/polityka-prywatnosci'];

/**
 * Compressed JavaScript a public page may request before the first interaction. React 19's DOM client alone
 * is 58 KB brotli, so nothing of React is requested before it: the first input loads it (decision 0007).
 */
const FIRST_INTERACTION_JS_BUDGET_KB = 60;

/**
 * Opens the page untouched and waits until it has requested what it loads without input: its first script
 * listening, then no request for a while.
 */
async function openUntouched(page: Page, url: string) {
  let bytes = 0;
  const scripts: string[] = [];
  page.on('requestfinished', (request) => {
    if (!new URL(request.url()).pathname.endsWith('.js')) return;
    void request.sizes().then((sizes) => {
      bytes += sizes.responseBodySize;
      scripts.push(`${new URL(request.url()).pathname.split('/').pop()} ${sizes.responseBodySize}`);
    });
  });
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydration', 'waiting');
  await page.waitForLoadState('networkidle');
  return { kb: () => bytes / 1024, scripts };
}

test.describe('public pages before the first interaction', () => {
  for (const path of PUBLIC_PAGES) {
    for (const language of ['pl', 'en'] as const) {
      test(`${path} in ${language} requests at most ${FIRST_INTERACTION_JS_BUDGET_KB} KB of JavaScript`, async ({
        page,
      }) => {
        const requested = await openUntouched(page, `${path}?lang=${language}`);
        expect(requested.kb(), requested.scripts.join(', ')).toBeLessThanOrEqual(
          FIRST_INTERACTION_JS_BUDGET_KB,
        );
      });
    }
  }
});

/**
 * Every element React manages (it keeps its fiber on the node) and every React root, outside the islands'
 * containers (and the toasts' one): a static section hydrated, or a root mounted on the page, would show here.
 */
const reactOutsideIslands = (page: Page) =>
  page.evaluate(() => {
    const managed = (element: Element) =>
      Object.keys(element).some(
        (key) => key.startsWith('__reactFiber$') || key.startsWith('__reactContainer$'),
      );
    const outside = [...document.querySelectorAll('*')].filter(
      (element) =>
        managed(element) &&
        !element.matches('[data-island], [data-toaster-root]') &&
        !element.closest('[data-island], [data-toaster-root]'),
    );
    const inStatic = [...document.querySelectorAll('[data-static-section], [data-static-section] *')].filter(
      managed,
    );
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}#${element.id}.${element.className}`;
    return { outside: outside.map(describe), inStatic: inStatic.map(describe) };
  });

test.describe('static sections are never hydrated', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path}: React manages only the islands, with every island mounted and after the toggle`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator('html[data-hydration]')).toBeAttached();
      // A key loads every island (app/load-islands.ts).
      await page.keyboard.press('Shift');
      await expect(page.locator('html')).toHaveAttribute('data-islands', 'mounted');
      await expect(page.locator('[data-island]').first()).toBeAttached();
      expect(await reactOutsideIslands(page)).toEqual({ outside: [], inStatic: [] });

      // The toggle switches the static parts by the server's HTML, not by rendering them.
      const menu = page.getByRole('button', { name: 'Otwórz menu' });
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }),
      ).toBeVisible();
      expect(await reactOutsideIslands(page)).toEqual({ outside: [], inStatic: [] });
    });
  }
});
