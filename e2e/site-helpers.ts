import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Waits until React has hydrated the server HTML (PublicApp marks <html data-hydrated>). */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

/**
 * Opens a public page as a visitor about to use it: a key press (Shift, which does nothing on the page) is
 * the first sign of intent that loads React (app/hydrate-on-demand.ts), then waits for hydration, so a test
 * reads React's state. (e2e/hydrate-on-demand.spec.ts covers what happens before it: nothing loads, and a
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
