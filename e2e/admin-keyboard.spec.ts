import type { APIRequestContext, Page } from '@playwright/test';
import { withAltcha } from './altcha';
import { axeViolations, expect, expectToast } from './fixtures';
import { ownServerTest as test } from './own-server';

/**
 * The operator's lists, dense and keyboard-first: a triage with the keyboard alone, the compact layout, the
 * dashboard's activity opening its record, Back closing a record, and the admin's own 404. A server of its
 * own (own-server.ts): the dashboard's latest activity must show this spec's contact, not a parallel spec's.
 */

/** Contacts sent through the public API (with the proof-of-work solved), in parallel; returns their ids. */
async function sendContacts(request: APIRequestContext, token: string, count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const response = await request.post('/api/contact', {
        data: await withAltcha(request, {
          name: `Kontakt ${token} ${String(n).padStart(2, '0')}`,
          email: `kontakt-${n}-${token}@example.pl`,
          subject: `Pytanie ${n} o wdrożenie`,
          message: 'Dzień dobry, ile trwa wdrożenie systemu w klubie?',
        }),
      });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    }),
  );
}

const contactsList = (page: Page) => page.getByRole('list', { name: 'Kontakty' });
const currentRow = (page: Page) => contactsList(page).locator('[data-current]');

test.describe('the inbox by keyboard', () => {
  test('a whole triage with the keyboard alone: move, open, status, note, close, jump to orders', async ({
    adminPage: page,
    unique,
  }) => {
    const token = `klaw${unique.replace(/\W/g, '')}`;
    await sendContacts(page.request, token, 3);
    await page.goto(`/security/admin/contacts?q=${token}`);
    await expect(page.getByTestId('list-count')).toContainText('Wyniki: 3');
    const rows = contactsList(page).getByRole('article');
    await expect(rows).toHaveCount(3);
    // Newest first; which one is which does not matter, only that the keyboard reaches the second.
    const second = (await rows.nth(1).getAttribute('data-record-id'))!;
    const secondName = (await rows.nth(1).locator('h3').textContent())!;

    // j, j, k: the second row is current, focused and announced.
    await page.keyboard.press('j');
    await expect(currentRow(page)).toHaveAttribute(
      'data-record-id',
      (await rows.nth(0).getAttribute('data-record-id'))!,
    );
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await expect(currentRow(page)).toHaveAttribute('data-record-id', second);
    await expect(currentRow(page)).toBeFocused();
    await expect(currentRow(page)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText(`Bieżący rekord 2 z 3: ${secondName}`)).toBeAttached();

    // x selects it (the bulk bar appears), x again clears it.
    await page.keyboard.press('x');
    await expect(currentRow(page).getByRole('checkbox')).toBeChecked();
    await page.keyboard.press('x');
    await expect(currentRow(page).getByRole('checkbox')).not.toBeChecked();

    // Enter opens it, in a history entry of its own.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Zarządzaj kontaktem' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(secondName, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`open=${second}`));

    // s then 2: 'W trakcie', saved at once.
    await page.keyboard.press('s');
    await expect(page.getByRole('status').filter({ hasText: 'Ustaw status' })).toContainText('2 W trakcie');
    await page.keyboard.press('2');
    await expectToast(page, 'Status zaktualizowany', 'Status kontaktu został zmieniony.');
    // (The list is hidden from the accessibility tree behind the dialog: found by its attribute.)
    await expect(page.locator(`[data-record-id="${second}"] [data-status]`)).toHaveText('W trakcie');

    // n: the note; Ctrl+Enter saves it (and closes the record).
    await page.keyboard.press('n');
    const notes = dialog.getByLabel('Notatki administratora');
    await expect(notes).toBeFocused();
    await page.keyboard.type('Oddzwonić w piątek');
    await expect(notes).toHaveValue('Oddzwonić w piątek');
    await page.keyboard.press('Control+Enter');
    await expectToast(page, 'Status zaktualizowany');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/open=/);
    // The focus is back on the row: o opens it again, with the note and the status kept; Esc closes it.
    await expect(currentRow(page)).toBeFocused();
    await page.keyboard.press('o');
    await expect(dialog.getByLabel('Notatki administratora')).toHaveValue('Oddzwonić w piątek');
    await expect(dialog.getByRole('combobox', { name: 'Status' })).toContainText('W trakcie');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/security/admin/contacts\\?q=${token}$`));
    const saved = (await (await page.request.get(`/api/admin/contacts?q=${token}`)).json()) as {
      id: string;
      status: string;
      adminNotes: string | null;
    }[];
    expect(saved.find((contact) => contact.id === second)).toMatchObject({
      status: 'in_progress',
      adminNotes: 'Oddzwonić w piątek',
    });

    // / focuses the search; typing there is not a shortcut; Esc hands the keyboard back to the list.
    await page.keyboard.press('/');
    const search = page.getByLabel('Szukaj');
    await expect(search).toBeFocused();
    await page.keyboard.type('j');
    await expect(search).toHaveValue(`${token}j`);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Escape');
    await expect(search).not.toBeFocused();

    // ? lists every shortcut.
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: 'Skróty klawiszowe' });
    await expect(help).toBeVisible();
    for (const text of ['Następny / poprzedni rekord', 'Ustaw status', 'Przejdź do: Zamówienia', '1 Nowy'])
      await expect(help).toContainText(text);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    // g then z: the orders.
    await page.keyboard.press('g');
    await page.keyboard.press('z');
    await expect(page).toHaveURL(/\/security\/admin\/orders$/);
    await expect(page.getByRole('heading', { name: 'Zamówienia', level: 1 })).toBeVisible();
    // And g then c back to the contacts.
    await page.keyboard.press('g');
    await page.keyboard.press('c');
    await expect(page).toHaveURL(/\/security\/admin\/contacts$/);
  });

  test('the compact layout shows at least 12 records at 1280×800; the comfortable one is remembered', async ({
    adminPage: page,
    unique,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const token = `gesto${unique.replace(/\W/g, '')}`;
    await sendContacts(page.request, token, 15);
    await page.goto(`/security/admin/contacts?q=${token}`);
    await expect(page.getByTestId('list-count')).toContainText('Wyniki: 15');
    const layout = page.getByRole('group', { name: 'Układ listy' });
    await expect(layout.getByRole('button', { name: 'Kompaktowy' })).toHaveAttribute('aria-pressed', 'true');
    const rows = contactsList(page).getByRole('article');
    await expect(rows).toHaveCount(15);
    // One line each: who, what about, status, when.
    await expect(rows.first()).toContainText(/Pytanie \d+ o wdrożenie/);
    await expect(rows.first().locator('[data-status]')).toHaveText('Nowy');
    await expect(rows.first().locator('time')).toHaveText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await expect(rows.nth(11)).toBeInViewport({ ratio: 1 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('contacts-compact-1280x800.png') });

    // 'Wygodny': the cards with their details, and the choice survives a reload.
    await layout.getByRole('button', { name: 'Wygodny' }).click();
    await expect(layout.getByRole('button', { name: 'Wygodny' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows.first()).toContainText('Dzień dobry, ile trwa wdrożenie systemu w klubie?');
    await expect(rows.nth(11)).not.toBeInViewport();
    await page.reload();
    await expect(layout.getByRole('button', { name: 'Wygodny' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows.first()).toContainText('Dzień dobry, ile trwa wdrożenie systemu w klubie?');
    await layout.getByRole('button', { name: 'Kompaktowy' }).click();
    await expect(rows.first()).not.toContainText('Dzień dobry');
    // On a phone the compact row stacks what it is about under the name: nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(rows.first()).toContainText(/Pytanie \d+ o wdrożenie/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('a dashboard activity row opens its record; Back closes a record and keeps the list', async ({
    adminPage: page,
    unique,
  }) => {
    const token = `pulpit${unique.replace(/\W/g, '')}`;
    const [id] = await sendContacts(page.request, token, 1);
    const name = `Kontakt ${token} 00`;

    await page.goto('/security/admin');
    const activity = page.getByRole('list', { name: 'Ostatnia aktywność' });
    await activity.getByRole('link').filter({ hasText: name }).click();
    await expect(page).toHaveURL(new RegExp(`/security/admin/contacts\\?open=${id}$`));
    const dialog = page.getByRole('dialog', { name: 'Zarządzaj kontaktem' });
    await expect(dialog.getByText(name, { exact: true })).toBeVisible();

    // The link was the step: Back returns to the dashboard.
    await page.goBack();
    await expect(page).toHaveURL(/\/security\/admin$/);

    // A record opened from its list (with the mouse this time): Back closes it and the list stays.
    await page.goto(`/security/admin/contacts?q=${token}`);
    const row = contactsList(page).getByRole('article', { name });
    await row.getByRole('button', { name: `Zarządzaj: ${name}` }).click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${token}&open=${id}$`));
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/security/admin/contacts\\?q=${token}$`));
    await expect(row).toBeVisible();
    // Closing a record opened from the list leaves no entry behind: Back now leaves the list (for the
    // dashboard, where this page was opened from).
    await row.getByRole('button', { name: `Zarządzaj: ${name}` }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/security/admin/contacts\\?q=${token}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/security\/admin$/);
  });

  test('an unknown admin path shows the admin’s not-found screen, answered 404', async ({
    adminPage: page,
  }) => {
    const response = await page.goto('/security/admin/kontakty-stare');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Nie znaleziono strony', level: 1 })).toBeVisible();
    await expect(page.getByText('Ta strona panelu nie istnieje')).toBeVisible();
    // The back office's chrome, not the public site's 404.
    await expect(page.getByRole('navigation', { name: 'Nawigacja panelu' })).toBeVisible();
    await page.getByRole('link', { name: 'Wróć do panelu głównego' }).click();
    await expect(page).toHaveURL(/\/security\/admin$/);
    await expect(page.getByRole('heading', { name: 'Panel administracyjny', level: 1 })).toBeVisible();
  });
});
