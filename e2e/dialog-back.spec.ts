import { expect, test } from './fixtures';
import { openPage } from './site-helpers';

// The browser's Back closes an open dialog of a public page instead of leaving the page (and what
// was typed in the dialog with it); a dialog closed by its own button leaves Back as it was.

test.describe('Back and the dialogs of the public pages', () => {
  test('Back closes the booking dialog and keeps the visitor on the page @mobile', async ({ page }) => {
    await openPage(page, '/cennik');
    await openPage(page, '/');
    const open = page.getByRole('main').getByRole('button', { name: 'Umów prezentację', exact: true });
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Umów prezentację' })).toBeVisible();

    await page.goBack();
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Closed by its X, the dialog takes its history entry with it: Back then leaves the page as before.
    await open.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await expect(dialog).toHaveCount(0);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cennik');
  });

  test('Back closes the order dialog on /cennik, and what was typed is there when it opens again', async ({
    page,
  }) => {
    await openPage(page, '/cennik');
    await page.getByRole('button', { name: 'Złóż Zamówienie' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Imię i nazwisko').fill('Jan Kowalski');

    await page.goBack();
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/cennik');

    await page.getByRole('button', { name: 'Złóż Zamówienie' }).click();
    await expect(dialog.getByLabel('Imię i nazwisko')).toHaveValue('Jan Kowalski');
  });
});
