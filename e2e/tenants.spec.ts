import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, expectToast, test } from './fixtures';

const TENANTS = '/security/admin/tenants';

// Copying needs clipboard access; reading it back proves what was copied.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The tenant's row (large screens) or card (small screens), whichever layout is showing. */
const tenantOf = (page: Page, name: string) => page.locator(`[data-tenant="${name}"]:visible`);
const credentialsOf = (page: Page, name: string) =>
  page.getByRole('region', { name: `Dane dostępowe: ${name}` });

/** The value shown next to a label in the revealed credentials. */
const valueOf = (panel: Locator, label: string) =>
  panel.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]//code');

async function createTenant(page: Page, name: string) {
  await page.getByRole('button', { name: 'Dodaj tenanta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj nowego tenanta' });
  await dialog.getByLabel('Nazwa tenanta').fill(name);
  await dialog.getByLabel('Nazwa klubu').fill('Klub Strzelecki Orzeł');
  await dialog.getByLabel('Email kontaktowy').fill(`zarzad-${name}@orzel.pl`);
  await dialog.getByLabel('Telefon kontaktowy').fill('+48 600 100 200');
  await dialog.getByLabel('Domena').fill('orzel.strzelnica.pl');
  await dialog.getByRole('combobox', { name: 'Plan subskrypcji' }).click();
  await page.getByRole('option', { name: /^Premium/ }).click();
  await dialog.getByLabel('Maksymalna liczba użytkowników').fill('150');
  await dialog.getByLabel('Moduły').fill('członkowie, , składki ');
  await dialog.getByRole('button', { name: 'Utwórz tenanta' }).click();
  await expectToast(page, 'Tenant został utworzony pomyślnie');
  await expect(dialog).toBeHidden();
  // The new credentials are shown once, to copy now; closing leaves the masked view.
  const created = page.getByRole('dialog', { name: 'Tenant utworzony: skopiuj dane dostępowe teraz' });
  const panel = created.getByRole('region', { name: `Dane dostępowe: ${name}` });
  const credentials = {
    clientId: (await valueOf(panel, 'Client ID').innerText()).trim(),
    clientSecret: (await valueOf(panel, 'Client Secret').innerText()).trim(),
  };
  await created.getByRole('button', { name: 'Gotowe, skopiowałem' }).click();
  await expect(created).toBeHidden();
  return credentials;
}

test.describe('tenants', () => {
  test('right after creation, the client id and secret are shown once to copy now, then masked @mobile', async ({
    adminPage: page,
    unique,
  }) => {
    const name = `nowy-${unique}`;
    await page.goto(TENANTS);
    await page.getByRole('button', { name: 'Dodaj tenanta' }).click();
    const form = page.getByRole('dialog', { name: 'Dodaj nowego tenanta' });
    await form.getByLabel('Nazwa tenanta').fill(name);
    await form.getByLabel('Nazwa klubu').fill('Klub Strzelecki Sokół');
    await form.getByLabel('Email kontaktowy').fill(`zarzad-${name}@sokol.pl`);
    await form.getByRole('button', { name: 'Utwórz tenanta' }).click();

    const created = page.getByRole('dialog', { name: 'Tenant utworzony: skopiuj dane dostępowe teraz' });
    await expect(created).toBeVisible();
    await expect(created.getByRole('note')).toContainText('Skopiuj je teraz');
    const panel = created.getByRole('region', { name: `Dane dostępowe: ${name}` });
    const clientId = (await valueOf(panel, 'Client ID').innerText()).trim();
    const clientSecret = (await valueOf(panel, 'Client Secret').innerText()).trim();
    expect(clientId).toMatch(/^tnt_/);
    expect(clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Kopiuj: Client Secret' }).click();
    await expectToast(page, 'Client Secret skopiowano do schowka');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clientSecret);
    await created.getByRole('button', { name: 'Gotowe, skopiowałem' }).click();
    await expect(created).toBeHidden();

    // Later: masked in the list, the eye shows the same values; a new "add" starts with an empty form.
    const tenant = tenantOf(page, name);
    await expect(credentialsOf(page, name)).toHaveCount(0);
    await tenant.getByRole('button', { name: `Pokaż dane dostępowe: ${name}` }).click();
    await expect(valueOf(credentialsOf(page, name), 'Client ID')).toHaveText(clientId);
    await expect(valueOf(credentialsOf(page, name), 'Client Secret')).toHaveText(clientSecret);
    await page.getByRole('button', { name: 'Dodaj tenanta' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Dodaj nowego tenanta' }).getByLabel('Nazwa tenanta'),
    ).toHaveValue('');
  });

  test('the operator creates a tenant, reveals and copies its credentials, deactivates and reactivates it @mobile', async ({
    adminPage: page,
    unique,
  }) => {
    const name = `klub-${unique}`;
    await page.goto(TENANTS);
    await expect(page.getByRole('heading', { name: 'Zarządzanie Tenantami' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Lista tenantów \(\d+\)$/ })).toBeVisible();
    await createTenant(page, name);

    const tenant = tenantOf(page, name);
    await expect(tenant).toContainText('Klub Strzelecki Orzeł');
    await expect(tenant).toContainText('orzel.strzelnica.pl');
    await expect(tenant).toContainText(`zarzad-${name}@orzel.pl`);
    await expect(tenant).toContainText('+48 600 100 200');
    await expect(tenant).toContainText('150');
    await expect(tenant.getByText('Premium', { exact: true })).toBeVisible();
    await expect(tenant.getByText('Aktywny', { exact: true })).toBeVisible();
    await expect(tenant).toContainText('Nigdy');

    // Masked by default; the eye toggle reveals the credentials and the OAuth endpoint info.
    await expect(credentialsOf(page, name)).toHaveCount(0);
    const eye = tenant.getByRole('button', { name: `Pokaż dane dostępowe: ${name}` });
    await expect(eye).toHaveAttribute('aria-expanded', 'false');
    await eye.click();
    await expect(tenant.getByRole('button', { name: `Ukryj dane dostępowe: ${name}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const panel = credentialsOf(page, name);
    const clientId = (await valueOf(panel, 'Client ID').innerText()).trim();
    const clientSecret = (await valueOf(panel, 'Client Secret').innerText()).trim();
    expect(clientId).toMatch(/^tnt_/);
    expect(clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(valueOf(panel, 'Endpoint tokenu')).toHaveText(/^POST http:\/\/.+\/oauth\/token$/);
    await expect(valueOf(panel, 'Endpoint zgłoszeń')).toHaveText(/^POST http:\/\/.+\/api\/bug-report$/);
    await expect(valueOf(panel, 'Scope')).toHaveText('bug-reports:write');

    await panel.getByRole('button', { name: 'Kopiuj: Client ID' }).click();
    await expectToast(page, 'Client ID skopiowano do schowka');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clientId);
    await panel.getByRole('button', { name: 'Kopiuj: Client Secret' }).click();
    await expectToast(page, 'Client Secret skopiowano do schowka');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clientSecret);
    await panel.getByRole('button', { name: 'Kopiuj: Scope' }).click();
    await expectToast(page, 'Scope skopiowano do schowka');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('bug-reports:write');

    // What was copied really works at the token endpoint.
    const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    const token = () =>
      page.request.post('/oauth/token', {
        headers: { authorization: basic },
        form: { grant_type: 'client_credentials' },
      });
    expect((await token()).status()).toBe(200);

    await tenant.getByRole('button', { name: `Dezaktywuj ${name}` }).click();
    await expectToast(page, 'Status tenant został zaktualizowany');
    await expect(tenant.getByText('Nieaktywny', { exact: true })).toBeVisible();
    expect((await token()).status()).toBe(401);

    await tenant.getByRole('button', { name: `Aktywuj ${name}` }).click();
    await expectToast(page, 'Status tenant został zaktualizowany');
    await expect(tenant.getByText('Aktywny', { exact: true })).toBeVisible();
    expect((await token()).status()).toBe(200);
  });

  test('the add dialog names every rule of product §5 before anything is sent', async ({
    adminPage: page,
  }) => {
    await page.goto(TENANTS);
    await page.getByRole('button', { name: 'Dodaj tenanta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dodaj nowego tenanta' });
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/tenants')) posted = true;
    });
    await dialog.getByLabel('Nazwa tenanta').fill('ab');
    await dialog.getByLabel('Nazwa klubu').fill('Xy');
    await dialog.getByLabel('Email kontaktowy').fill('not-an-email');
    await dialog.getByLabel('URL webhook').fill('orzel.pl/hook');
    await dialog.getByLabel('Maksymalna liczba użytkowników').fill('0');
    await dialog.getByRole('button', { name: 'Utwórz tenanta' }).click();
    await expect(dialog.getByText('Nazwa tenant musi mieć co najmniej 3 znaki')).toBeVisible();
    await expect(dialog.getByText('Nazwa klubu musi mieć co najmniej 3 znaki')).toBeVisible();
    await expect(dialog.getByText('Nieprawidłowy adres email')).toBeVisible();
    await expect(dialog.getByText('Nieprawidłowy URL webhook')).toBeVisible();
    await expect(dialog.getByText('Minimalna liczba użytkowników to 1')).toBeVisible();
    await expect(dialog.getByLabel('Nazwa tenanta')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Maksymalna liczba użytkowników').fill('1001');
    await dialog.getByRole('button', { name: 'Utwórz tenanta' }).click();
    await expect(dialog.getByText('Maksymalna liczba użytkowników to 1000')).toBeVisible();
    expect(posted).toBe(false);

    expect(await axeViolations(page)).toEqual([]);
  });

  test('rotating the secret asks first, then the old secret stops working', async ({
    adminPage: page,
    unique,
  }) => {
    const name = `rot-${unique}`;
    await page.goto(TENANTS);
    await createTenant(page, name);
    const tenant = tenantOf(page, name);
    await tenant.getByRole('button', { name: `Pokaż dane dostępowe: ${name}` }).click();
    const panel = credentialsOf(page, name);
    const oldSecret = (await valueOf(panel, 'Client Secret').innerText()).trim();

    await tenant.getByRole('button', { name: `Nowy sekret ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Wygenerować nowy sekret?' });
    await confirm.getByRole('button', { name: 'Anuluj' }).click();
    await expect(confirm).toBeHidden();
    await expect(valueOf(panel, 'Client Secret')).toHaveText(oldSecret);

    await tenant.getByRole('button', { name: `Nowy sekret ${name}` }).click();
    await confirm.getByRole('button', { name: 'Wygeneruj nowy sekret' }).click();
    await expectToast(page, 'Wygenerowano nowy sekret');
    await expect(valueOf(panel, 'Client Secret')).not.toHaveText(oldSecret);

    const clientId = (await valueOf(panel, 'Client ID').innerText()).trim();
    const withOld = await page.request.post('/oauth/token', {
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:${oldSecret}`).toString('base64')}` },
      form: { grant_type: 'client_credentials' },
    });
    expect(withOld.status()).toBe(401);
  });

  test('the page passes axe with credentials revealed, and logs out through /api/logout @mobile', async ({
    adminPage: page,
    unique,
    isMobile,
  }) => {
    const name = `axe-${unique}`;
    await page.goto(TENANTS);
    await createTenant(page, name);
    await tenantOf(page, name)
      .getByRole('button', { name: `Pokaż dane dostępowe: ${name}` })
      .click();
    await expect(credentialsOf(page, name)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    if (isMobile) await page.getByRole('button', { name: 'Otwórz menu' }).click();
    const nav = page.getByRole('navigation').filter({ visible: true });
    for (const label of ['Panel główny', 'Sloty', 'Testy Beta', 'Opinie', 'Zamówienia & Demo & Bugi']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    const logout = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/logout'),
    );
    await page.getByRole('button', { name: 'Wyloguj' }).filter({ visible: true }).click();
    await logout;
    await expectToast(page, 'Wylogowano', 'Do zobaczenia!');
    await expect(page).toHaveURL(/\/security\/admin\/login$/);
  });
});
