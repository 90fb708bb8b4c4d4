import type { Page } from '@playwright/test';
import { withAltcha } from './altcha';
import { axeViolations, expect, expectToast, SERVER_START_TIMEOUT_MS, signIn } from './fixtures';
import { choose, sendContactMessage } from './inbox-helpers';
import { ownServerTest as test, withFreshServer } from './own-server';

// Counts are read as differences on this worker's own server (own-server.ts), where tests run one at a time.
const tile = (page: Page, key: string) => page.getByTestId(`count-${key}`);
const tileValue = async (page: Page, key: string) => {
  await expect(tile(page, key)).toHaveText(/^\d+$/);
  return Number(await tile(page, key).textContent());
};
const overviewValue = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');

test.describe('the dashboard', () => {
  test('counts and latest activity follow what visitors send and what the operator does @mobile', async ({
    page,
    unique,
  }) => {
    await signIn(page.request);
    await page.goto('/security/admin');
    const before = {
      contacts: await tileValue(page, 'contacts'),
      beta: await tileValue(page, 'beta-signups'),
      today: Number(await overviewValue(page, 'Kontakty dzisiaj').textContent()),
    };

    const name = `Ewa Zielińska ${unique}`;
    await sendContactMessage(page, {
      name,
      email: `ewa.${unique}@example.pl`,
      subject: `Wdrożenie w klubie ${unique}`,
      message: 'Chcemy przejść z arkuszy na system w przyszłym miesiącu.',
    });
    const signup = await page.request.post('/api/beta-test-signup', {
      data: await withAltcha(page.request, {
        name: `Beta ${unique}`,
        email: `beta.${unique}@example.pl`,
        phone: '600100200',
        clubName: 'LOK Gdańsk',
        clubSize: '200+',
      }),
    });
    expect(signup.status()).toBe(201);

    await page.goto('/security/admin');
    await expect(tile(page, 'contacts')).toHaveText(String(before.contacts + 1));
    await expect(tile(page, 'beta-signups')).toHaveText(String(before.beta + 1));
    await expect(overviewValue(page, 'Kontakty dzisiaj')).toHaveText(String(before.today + 1));
    const latest = page.getByRole('list', { name: 'Ostatnia aktywność' }).getByRole('listitem').first();
    await expect(latest).toContainText(name);
    await expect(latest).toContainText('Kontakt');
    await expect(latest).toContainText(`Wdrożenie w klubie ${unique}`);
    await expect(latest.locator('[data-status]')).toHaveText('Nowy');
    expect(await axeViolations(page)).toEqual([]);
    // Nothing wider than the screen, from 360 px up.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // A tile leads to its page; there the operator handles the message.
    await page
      .getByRole('link', { name: /^Kontakty/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/security\/admin\/contacts$/);
    await page.getByLabel('Szukaj').fill(unique);
    const card = page.getByRole('article', { name });
    await card.getByRole('button', { name: 'Zarządzaj' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zarządzaj kontaktem' });
    await choose(page, dialog, 'Status', 'Zakończony');
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Status zaktualizowany', 'Status kontaktu został zmieniony.');

    // Back on the dashboard (in-app navigation: the change refetched it), the activity shows the new status.
    await page.getByRole('link', { name: 'Powrót do panelu' }).click();
    await expect(latest.locator('[data-status]')).toHaveText('Zakończony');
    await expect(tile(page, 'contacts')).toHaveText(String(before.contacts + 1));
  });

  test('a fresh installation has no activity yet', async ({ browser }) => {
    // Starts a server of its own (an empty installation) inside the test.
    test.setTimeout(SERVER_START_TIMEOUT_MS + 30_000);
    await withFreshServer(browser, async (page) => {
      await signIn(page.request);
      await page.goto('/security/admin');
      await expect(page.getByText('Brak ostatniej aktywności')).toBeVisible();
      for (const key of ['contacts', 'demo-bookings', 'orders', 'beta-signups', 'bug-reports', 'tenants']) {
        await expect(tile(page, key)).toHaveText('0');
      }
      await expect(overviewValue(page, 'Aktywni tenanci')).toHaveText('0 z 0');
    });
  });
});
