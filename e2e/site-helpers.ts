import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Waits until React has hydrated the server HTML (PublicApp marks <html data-hydrated>). */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

/** Opens a public page and waits for hydration: a click on server HTML before it would do nothing. */
export async function openPage(page: Page, url: string) {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}
