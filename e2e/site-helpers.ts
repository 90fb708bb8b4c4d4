import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits until every island of the page is mounted (app/load-islands.ts marks <html data-islands>; the
 * first screen's islands mark data-hydrated before).
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"][data-islands="mounted"]')).toBeAttached();
}

/**
 * Opens a public page as a visitor about to use it: a key press (Shift, which does nothing on the page) loads
 * every island at once (app/load-islands.ts: the keyboard can reach any of them), then waits until they are
 * mounted, so a test reads React's state. (e2e/hydrate-on-demand.spec.ts covers what happens before it: nothing loads, and a
 * click is replayed.)
 */
export async function openPage(page: Page, url: string) {
  const response = await page.goto(url);
  // The page's first script runs after the first paint; it marks <html data-hydration> once it listens.
  await expect(page.locator('html[data-hydration]')).toBeAttached();
  await page.keyboard.press('Shift');
  await hydrated(page);
  return response;
}

/**
 * The beta pop-up counts as already shown to this page's browser today, so it covers nothing: the switch's
 * answer says so (the marker is the server's, kept against the day's visitor id; nothing is in the browser).
 */
export async function popupAlreadyShown(page: Page) {
  await page.route('**/api/popup-settings', (route) =>
    route.fulfill({
      json: { enabled: true, shown: true },
      headers: { 'cache-control': 'private, no-store' },
    }),
  );
}

/** The same address on the English domain (EN_HOSTNAMES=en.localhost on the e2e server). */
export const onEnglishHost = (baseURL: string | undefined, path: string) => {
  const url = new URL(path, baseURL);
  url.hostname = 'en.localhost';
  return url.href;
};

/** Every error the page logs (a hydration mismatch is one) or throws from now on: a test expects none. */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
