import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectErrors, onEnglishHost, openPage } from './site-helpers';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('language', () => {
  test('Polish by default, English on the English domain, with no errors in either', async ({
    page,
    baseURL,
  }) => {
    const errors = collectErrors(page);
    await openPage(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(h1(page)).toHaveText('System zarządzania klubem strzeleckim w chmurze');
    await expect(page).toHaveTitle('System do zarządzania klubem strzeleckim – Strzelnica Cloud');

    await openPage(page, onEnglishHost(baseURL, '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(h1(page)).toHaveText('Cloud management system for shooting clubs');
    await expect(page.getByRole('heading', { name: 'Member management' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('the toggle switches the whole page at once, title included, and is remembered', async ({ page }) => {
    const errors = collectErrors(page);
    await openPage(page, '/');
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(h1(page)).toHaveText('Cloud management system for shooting clubs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Shooting club management software – Strzelnica Cloud');
    // The sections rendered without JavaScript switch too (their code arrives with the toggle).
    await expect(page.getByRole('heading', { name: 'Member management' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Roadmap', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Join the beta tests' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms of service' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The server renders the remembered language: the heading needs no React.
    await page.reload();
    await expect(h1(page)).toHaveText('Cloud management system for shooting clubs');
    await openPage(page, '/regulamin');
    await expect(h1(page)).toHaveText('Terms of Service');

    await page.getByRole('button', { name: 'PL', exact: true }).click();
    await expect(h1(page)).toHaveText('Regulamin sklepu');
    await expect(page).toHaveTitle('Regulamin sklepu – Strzelnica Cloud');
    await openPage(page, '/');
    await expect(h1(page)).toHaveText('System zarządzania klubem strzeleckim w chmurze');
    expect(errors).toEqual([]);
  });

  test('?lang=en opens English; toggling back drops it from the address', async ({ page }) => {
    await openPage(page, '/?lang=en');
    await expect(h1(page)).toHaveText('Cloud management system for shooting clubs');
    await page.getByRole('button', { name: 'PL', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    await expect(h1(page)).toHaveText('System zarządzania klubem strzeleckim w chmurze');
  });
});

test.describe('navigation', () => {
  test('header links scroll to features and contact; Cennik opens /cennik, the landing keeps its section', async ({
    page,
  }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
    for (const [link, section] of [
      ['Funkcje', '#features'],
      ['Kontakt', '#contact'],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(new RegExp(`/${section}$`));
      await expect(page.locator(section)).toBeInViewport();
    }
    await expect(page.locator('#pricing')).toHaveCount(1);
    await nav.getByRole('link', { name: 'Cennik' }).click();
    await expect(page).toHaveURL(/\/cennik$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cennik' }).click();
    await expect(page).toHaveURL(/\/cennik$/);
  });

  test('on another page the section links lead home to the section', async ({ page }) => {
    await openPage(page, '/regulamin');
    await page
      .getByRole('navigation', { name: 'Nawigacja główna' })
      .getByRole('link', { name: 'Kontakt' })
      .click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole('heading', { name: 'Porozmawiajmy o Twoim klubie' })).toBeInViewport();
  });

  test('the logo leads home; the skip link moves focus to the content', async ({ page }) => {
    await openPage(page, '/polityka-prywatnosci');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Przejdź do treści' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await page.getByRole('link', { name: 'Strzelnica Cloud – strona główna' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the live demo opens in a new tab; the demo button opens booking', async ({ page }) => {
    await openPage(page, '/');
    const live = page.getByRole('link', { name: /Zobacz demo na żywo/ });
    await expect(live).toHaveAttribute('target', '_blank');
    await expect(live).toHaveAttribute('rel', 'noopener');
    await expect(live).toHaveAttribute('href', /^https:\/\//);
    const headerDemo = page.getByRole('banner').getByRole('link', { name: /Demo na żywo/ });
    await expect(headerDemo).toHaveAttribute('target', '_blank');
    await expect(headerDemo).toHaveAttribute('href', (await live.getAttribute('href'))!);

    await page.getByRole('button', { name: 'Umów prezentację' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the roadmap suggestion leads to the contact form', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('link', { name: 'Zaproponuj funkcję' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByLabel('Imię i nazwisko')).toBeInViewport();
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens, closes with Escape, switches language and scrolls to a section', async ({ page }) => {
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: 'Otwórz menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Kontakt', exact: true })).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: 'Zamknij menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Nawigacja główna' });
    for (const name of ['Funkcje', 'Cennik', 'Kontakt', /Demo na żywo/]) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Otwórz menu' })).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(h1(page)).toHaveText('Cloud management system for shooting clubs');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole('heading', { name: "Let's talk about your club" })).toBeInViewport();
  });

  test('nothing is wider than the screen', async ({ page }) => {
    for (const path of ['/', '/regulamin', '/polityka-prywatnosci', '/nope']) {
      await openPage(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('legal pages and 404', () => {
  test('terms: §1–§9, in force from 15.07.2025, with the company details; reachable from the footer', async ({
    page,
  }) => {
    await openPage(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Regulamin' }).click();
    await expect(page).toHaveURL(/\/regulamin$/);
    await expect(h1(page)).toHaveText('Regulamin sklepu');
    await expect(page.getByText('Obowiązuje od: 15.07.2025')).toBeVisible();
    const sections = page.getByRole('main').getByRole('heading', { level: 2, name: /^§\d\./ });
    await expect(sections).toHaveCount(9);
    await expect(sections.first()).toHaveText('§1. Postanowienia ogólne');
    await expect(
      page
        .getByRole('main')
        .getByText(/14 dni/)
        .first(),
    ).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/NIP: \d{10}/)).toBeVisible();
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /^\+48/ })).toHaveAttribute('href', /^tel:\+48\d+$/);
  });

  test('privacy policy: 12 sections, contents links, a way home; English marked as a translation', async ({
    page,
  }) => {
    await openPage(page, '/polityka-prywatnosci');
    await expect(h1(page)).toHaveText('Polityka prywatności');
    const main = page.getByRole('main');
    await expect(main.locator('section h2')).toHaveCount(12);
    await page.getByRole('navigation', { name: 'Spis treści' }).getByRole('link').nth(10).click();
    await expect(page).toHaveURL(/#p11$/);
    await expect(page.locator('#p11')).toBeInViewport();
    await main.getByRole('link', { name: 'Wróć na stronę główną' }).click();
    await expect(page).toHaveURL(/\/$/);

    await openPage(page, '/polityka-prywatnosci?lang=en');
    await expect(h1(page)).toHaveText('Privacy Policy');
    await expect(page.getByRole('note', { name: 'Translation' })).toContainText(
      'the Polish version is binding',
    );
  });

  test('an unknown address answers 404 with the not-found page, in the visitor language', async ({
    page,
    baseURL,
  }) => {
    const response = await openPage(page, '/nope');
    expect(response?.status()).toBe(404);
    await expect(h1(page)).toHaveText('404 Page Not Found');
    await expect(page.getByText('Ta strona nie istnieje lub została przeniesiona.')).toBeVisible();
    const english = await openPage(page, onEnglishHost(baseURL, '/no/such/page'));
    expect(english?.status()).toBe(404);
    await expect(page.getByText('This page does not exist or has moved.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
    await expect(h1(page)).toHaveText('Cloud management system for shooting clubs');
  });
});
