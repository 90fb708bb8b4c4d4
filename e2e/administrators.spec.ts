import type { APIRequestContext } from '@playwright/test';
import { INVALID_INVITATION_MESSAGE, LAST_ADMIN_MESSAGE } from '../src/shared/contracts/administrators';
import { axeViolations, E2E_ADMIN, expect, expectToast, signIn } from './fixtures';
import { ownServerTest as test } from './own-server';

/** The set-password link of the newest invitation to `email`, as the outbox stored the e-mail. */
async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  const list = await request.get(`/api/admin/outbox?recipient=${encodeURIComponent(email)}`);
  const [message] = (await list.json()) as { id: string }[];
  expect(message, `an e-mail to ${email}`).toBeDefined();
  const details = (await (await request.get(`/api/admin/outbox/${message!.id}`)).json()) as { text: string };
  const link = details.text.match(/https?:\/\/\S+\/security\/admin\/zaproszenie\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(link, 'the e-mail carries the set-password link').toBeDefined();
  return new URL(link!).pathname;
}

// On this worker's own server: deactivating changes who may sign in, which the shared server must not see.
test.describe('administrators', () => {
  test('the operator invites an admin, who sets a password once; deactivation ends their access @mobile', async ({
    page,
    browser,
    baseURL,
    unique,
    isMobile,
  }) => {
    // Three browser contexts (operator, invitee, the invitee signed out) and six back-office screens.
    test.setTimeout(120_000);
    await signIn(page.request);
    await page.goto('/security/admin/administratorzy');
    await expect(page.getByRole('heading', { name: 'Administratorzy', level: 1 })).toBeVisible();
    const me = page.locator(`[data-admin="${E2E_ADMIN.email}"]`);
    await expect(me.getByText('Ty', { exact: true })).toBeVisible();
    await expect(me.getByText('Aktywny', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    if (isMobile)
      await page.screenshot({ path: test.info().outputPath('administrators-375.png'), fullPage: true });

    // An address that already has an account is named under the field.
    await page.getByLabel('Email').fill(E2E_ADMIN.email.toUpperCase());
    await page.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
    await expect(page.getByText('Administrator z tym adresem email już istnieje')).toBeVisible();

    const email = `nowy-admin-${unique}@example.pl`;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
    await expectToast(page, 'Zaproszenie wysłane', `Link do ustawienia hasła wysłano na ${email}.`);
    const row = page.locator(`[data-admin="${email}"]`);
    await expect(row.getByText('Zaproszony', { exact: true })).toBeVisible();

    // The new admin, in a browser of their own, opens the link from the e-mail.
    const link = await invitationLink(page.request, email);
    const theirs = await browser.newContext({ baseURL });
    try {
      const newcomer = await theirs.newPage();
      await newcomer.goto(link);
      await expect(newcomer.getByRole('heading', { name: 'Zaproszenie do panelu' })).toBeVisible();
      await expect(newcomer.getByText(email)).toBeVisible();
      expect(await axeViolations(newcomer)).toEqual([]);
      await newcomer.getByLabel('Nowe hasło').fill('krótkie');
      await newcomer.getByLabel('Powtórz hasło').fill('krótkie');
      await newcomer.getByRole('button', { name: 'Ustaw hasło i zaloguj się' }).click();
      await expect(newcomer.getByText('Hasło musi mieć co najmniej 12 znaków')).toBeVisible();
      const password = `haslo-nowego-${unique}`;
      await newcomer.getByLabel('Nowe hasło').fill(password);
      await newcomer.getByLabel('Powtórz hasło').fill(password);
      await newcomer.getByRole('button', { name: 'Ustaw hasło i zaloguj się' }).click();
      await expectToast(newcomer, 'Hasło ustawione', 'Witaj w panelu administracyjnym');
      await expect(newcomer).toHaveURL(/\/security\/admin$/);
      await expect(newcomer.getByText(`Zalogowany jako ${email}`)).toBeVisible();

      // The link worked once.
      await newcomer.goto(link);
      await expect(newcomer.getByText(INVALID_INVITATION_MESSAGE)).toBeVisible();

      await page.reload();
      await expect(row.getByText('Aktywny', { exact: true })).toBeVisible();
      await row.getByRole('button', { name: 'Dezaktywuj' }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(`Dezaktywować ${email}?`);
      await confirm.getByRole('button', { name: 'Dezaktywuj' }).click();
      await expectToast(page, 'Administrator dezaktywowany', `${email} nie ma już dostępu do panelu.`);
      await expect(row.getByText('Dezaktywowany', { exact: true })).toBeVisible();

      // Their open session ended at once; signing in again is refused.
      await newcomer.goto('/security/admin');
      await expect(newcomer).toHaveURL(/\/security\/admin\/login$/);
      await newcomer.getByLabel('Email').fill(email);
      await newcomer.getByLabel('Hasło').fill(password);
      await newcomer.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
      await expectToast(newcomer, 'Błąd logowania', 'Nieprawidłowy email lub hasło');
    } finally {
      await theirs.close();
    }

    // The operator is now the only active admin: they cannot deactivate themselves.
    await me.getByRole('button', { name: 'Dezaktywuj' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Dezaktywuj' }).click();
    await expectToast(page, 'Nie udało się', LAST_ADMIN_MESSAGE);
    await expect(me.getByText('Aktywny', { exact: true })).toBeVisible();

    // Reactivated, the other admin is listed as active again.
    await row.getByRole('button', { name: 'Aktywuj' }).click();
    await expectToast(page, 'Administrator aktywowany', `${email} znów może się zalogować.`);
    await expect(row.getByText('Aktywny', { exact: true })).toBeVisible();
    // A lost second factor: another admin resets it, after a confirmation; the admin is told by e-mail.
    await expect(me.getByRole('button', { name: 'Resetuj logowanie dwuetapowe' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Resetuj logowanie dwuetapowe' }).click();
    const reset = page.getByRole('alertdialog');
    await expect(reset).toContainText(`Zresetować logowanie dwuetapowe ${email}?`);
    await reset.getByRole('button', { name: 'Resetuj' }).click();
    await expectToast(
      page,
      'Logowanie dwuetapowe zresetowane',
      `${email} skonfiguruje je ponownie przy następnym logowaniu; wysłaliśmy mu e-mail.`,
    );
    // And deactivated once more, so this worker's server keeps one active admin for the other specs.
    await row.getByRole('button', { name: 'Dezaktywuj' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Dezaktywuj' }).click();
    await expect(row.getByText('Dezaktywowany', { exact: true })).toBeVisible();
  });
});
