import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { openPage } from './site-helpers';

/** The testimonials spec's data and places: a testimonial made through the API, the landing's slider, the list. */

export const ADMIN_TESTIMONIALS = '/security/admin/testimonials';
export const FULL_STORY =
  'Przez lata prowadziliśmy rejestr pobytów w zeszytach, a składki w arkuszach. Dziś członkowie zapisują się ' +
  'sami, a zarząd ma raporty jednym kliknięciem.';

type Seed = {
  clubName: string;
  shortTestimonial: string;
  isActive?: boolean;
  logoUrl?: string;
  language?: 'pl' | 'en' | 'both';
};

/** Creates a testimonial through the API as the signed-in admin of `request`. */
export async function seed(request: APIRequestContext, { isActive = true, logoUrl = '', ...fields }: Seed) {
  const response = await request.post('/api/testimonials', {
    data: {
      ...fields,
      logoUrl,
      fullTestimonial: FULL_STORY,
      authorName: 'Anna Kowalska',
      authorPosition: 'Prezes Zarządu',
      isActive,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

/** Opens /, scrolls to the testimonials and waits for their request, so an absent one is really absent. */
export async function openLanding(page: Page, path = '/') {
  const loaded = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/testimonials' && response.request().method() === 'GET',
  );
  await openPage(page, path);
  // The section loads its data and code only when the visitor scrolls toward it.
  await page.locator('[data-testimonials-anchor]').evaluate((anchor) => anchor.scrollIntoView());
  await loaded;
  // Every caller has at least one active testimonial, so the carousel (a lazy chunk) must appear.
  const section = page.locator('section#testimonials');
  await expect(section).toBeVisible();
  return section;
}

export const slideOf = (page: Page, clubName: string) =>
  page.locator('[aria-roledescription="slide"]').filter({ hasText: clubName });
export const currentSlide = (page: Page) => page.locator('[aria-roledescription="slide"]:not([inert])');
export const cardOf = (page: Page, clubName: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: clubName, exact: true }) });
