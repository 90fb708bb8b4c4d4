import { E2E_ADMIN, expect, expectToast, test } from './fixtures';

test.describe('admin sign-in', () => {
  test('the guard sends a signed-out visitor to the login page @mobile', async ({ page }) => {
    await page.goto('/security/admin/slots');
    await expect(page).toHaveURL(/\/security\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeVisible();
  });

  test('a wrong password shows the error toast and stays on the login page', async ({ page }) => {
    await page.goto('/security/admin/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Hasło').fill('definitely-not-the-password');
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    const toast = await expectToast(page, 'Błąd logowania', 'Nieprawidłowy email lub hasło');
    await expect(toast).toHaveAttribute('data-toast', 'destructive');
    await expect(page).toHaveURL(/\/security\/admin\/login$/);
  });

  test('empty fields are named before anything is sent', async ({ page }) => {
    await page.goto('/security/admin/login');
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await expect(page.getByText('Email jest wymagany')).toBeVisible();
    await expect(page.getByText('Hasło jest wymagane')).toBeVisible();
  });

  test('signs in, shows the guarded shell, and signs out @mobile', async ({ page, isMobile }) => {
    await page.goto('/security/admin/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Hasło').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await expectToast(page, 'Zalogowano pomyślnie', 'Witaj w panelu administracyjnym');
    await expect(page).toHaveURL(/\/security\/admin$/);
    await expect(page.getByText(`Zalogowany jako ${E2E_ADMIN.email}`)).toBeVisible();

    // A signed-in admin opening the login page goes to the dashboard.
    await page.goto('/security/admin/login');
    await expect(page).toHaveURL(/\/security\/admin$/);

    if (isMobile) await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await expectToast(page, 'Wylogowano', 'Do zobaczenia!');
    await expect(page).toHaveURL(/\/security\/admin\/login$/);
    await page.goto('/security/admin');
    await expect(page).toHaveURL(/\/security\/admin\/login$/);
  });
});

test.describe('not found', () => {
  test('an unknown path shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});
