import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { withAltcha } from './altcha';
import { axeViolations, E2E_ADMIN, expect, expectToast, SERVER_START_TIMEOUT_MS, signIn } from './fixtures';
import { FRESH_SERVER_FIRST_SCREEN_TIMEOUT_MS, ownServerTest as test, withFreshServer } from './own-server';
import { choose, fileBugReports, sendContactMessage, setPopup, signUpThroughPopup } from './inbox-helpers';

// The pop-up switch is global: these tests run on a server of their own (see own-server.ts).

const contactOf = (unique: string, n = 1) => ({
  name: `Jan Kowalski ${n} ${unique}`,
  email: `jan.${n}.${unique}@example.pl`,
  subject: `Pytanie o cennik ${unique}`,
  message: 'Dzień dobry, ile kosztuje plan dla klubu z 80 członkami?',
});

/** The list's 'Wygodny' layout: the cards with every detail. */
const comfortable = (page: Page) =>
  page.getByRole('group', { name: 'Układ listy' }).getByRole('button', { name: 'Wygodny' }).click();

test.describe('the operator works through the inbox', () => {
  test('a visitor’s message reaches the contacts page; the operator sets its status and notes @mobile', async ({
    page,
    unique,
  }) => {
    const contact = contactOf(unique);
    await sendContactMessage(page, contact);

    await signIn(page.request);
    await page.goto(`/security/admin/contacts?q=${unique}`);
    await expect(page.getByLabel('Szukaj')).toHaveValue(unique);
    // The card with its details (notes, when processed) is the 'Wygodny' layout; admin-keyboard.spec.ts has
    // the compact one.
    await comfortable(page);
    const card = page.getByRole('article', { name: contact.name });
    await expect(card.locator('[data-status]')).toHaveText('Nowy');
    await expect(card.getByText(contact.subject)).toBeVisible();
    await expect(page.getByTestId('list-count')).toHaveText(/Wyniki: 1 z \d+/);
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Zarządzaj' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zarządzaj kontaktem' });
    await expect(dialog.getByText('Brak zmian statusu.')).toBeVisible();
    const notes = dialog.getByLabel('Notatki administratora');
    await expect(notes).toHaveAttribute('rows', '4');
    await choose(page, dialog, 'Status', 'W trakcie');
    await notes.fill('  Oddzwonić jutro o 10:00  ');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Status zaktualizowany', 'Status kontaktu został zmieniony.');
    await expect(dialog).toBeHidden();
    await expect(card.locator('[data-status]')).toHaveText('W trakcie');
    await expect(card.getByText('Oddzwonić jutro o 10:00')).toBeVisible();
    await expect(card.getByText(/Przetworzono: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/)).toBeVisible();

    // The audit trail: who changed what.
    await card.getByRole('button', { name: 'Zarządzaj' }).click();
    const history = dialog.getByRole('region', { name: 'Historia zmian' });
    await expect(history.getByText(E2E_ADMIN.email)).toBeVisible();
    await expect(history.locator('[data-status="new"]')).toHaveText('Nowy');
    await expect(history.locator('[data-status="in_progress"]')).toHaveText('W trakcie');
    // Blank notes are stored as absent.
    await notes.fill('   ');
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Status zaktualizowany');
    await expect(card.getByText('Notatki administratora')).toHaveCount(0);
  });

  test('contacts: filters live in the URL, a bulk status change, the CSV of the filtered list', async ({
    page,
    unique,
  }) => {
    await signIn(page.request);
    for (const n of [1, 2]) {
      const response = await page.request.post('/api/contact', {
        data: await withAltcha(page.request, contactOf(unique, n)),
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/security/admin/contacts');
    await page.getByLabel('Szukaj').fill(unique);
    await expect(page).toHaveURL(new RegExp(`q=${unique}`));
    await expect(page.getByRole('article')).toHaveCount(2);

    await choose(page, page, 'Status', 'Zakończony');
    await expect(page).toHaveURL(/status=completed/);
    await expect(page.getByText('Brak wyników')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Zakończony');
    await page.getByRole('button', { name: 'Wyczyść filtry' }).first().click();
    await expect(page).not.toHaveURL(/status=|q=/);

    await page.getByLabel('Szukaj').fill(unique);
    // The search applies after a pause in typing; select once it has.
    await expect(page).toHaveURL(new RegExp(`q=${unique}`));
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByRole('checkbox', { name: /Zaznacz wszystkie/ }).click();
    const bar = page.getByRole('region', { name: 'Akcje dla zaznaczonych' });
    await expect(bar.getByText('Zaznaczono: 2')).toBeVisible();
    await choose(page, bar, 'Nowy status', 'Zakończony');
    await bar.getByRole('button', { name: 'Zmień status' }).click();
    await expectToast(page, 'Status zaktualizowany', 'Zmieniono status zaznaczonych rekordów: 2.');
    await expect(bar).toBeHidden();
    await expect(page.locator('[data-status="completed"]')).toHaveCount(2);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Eksportuj CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv.startsWith('\uFEFFUtworzono;Imię i nazwisko;Email')).toBe(true);
    expect(csv).toContain(`Jan Kowalski 1 ${unique}`);
    expect(csv).toContain(`Jan Kowalski 2 ${unique}`);
    expect(csv.trim().split('\r\n')).toHaveLength(3);
  });

  test('lifecycle: a contact and a beta sign-up are updated in place, per tab', async ({ page, unique }) => {
    await signIn(page.request);
    await setPopup(page.request, true);
    const beta = {
      name: `Anna Nowak ${unique}`,
      email: `anna.${unique}@example.pl`,
      phone: '+48 600 100 200',
      clubName: `KS Orzeł ${unique}`,
      clubSize: '21-50 członków',
    };
    // The pop-up first: after a message the same visitor gets no pop-up that day (no marketing after a
    // conversion).
    await signUpThroughPopup(page, beta);
    await setPopup(page.request, false);
    const contact = contactOf(unique);
    await sendContactMessage(page, contact);

    await page.goto('/security/admin/lifecycle');
    await expect(page.getByRole('heading', { name: 'Zamówienia & Demo & Bugi' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Kontakty \d+$/ })).toHaveAttribute('aria-selected', 'true');
    const item = page.getByRole('article', { name: contact.name });
    await choose(page, item, 'Status', 'Zamknięty');
    await item.getByLabel('Notatki administratora').fill('Odpowiedziano mailowo');
    await expect(item.getByLabel('Notatki administratora')).toHaveAttribute('rows', '4');
    await item.getByRole('button', { name: 'Aktualizuj' }).click();
    await expectToast(page, 'Status kontaktu zaktualizowany');
    await expect(item.locator('[data-status]').first()).toHaveText('Zamknięty');

    await page.getByRole('tab', { name: /^Testy Beta \d+$/ }).click();
    await expect(page).toHaveURL(/tab=beta-signups/);
    const signup = page.getByRole('article', { name: beta.name });
    await expect(signup.getByText('21-50 członków')).toBeVisible();
    await choose(page, signup, 'Status', 'Zaakceptowane');
    await signup.getByLabel('Notatki administratora').fill('Zaproszenie wysłane');
    await signup.getByRole('button', { name: 'Aktualizuj' }).click();
    await expectToast(page, 'Status testów beta zaktualizowany');
    expect(await axeViolations(page)).toEqual([]);

    // Saved for real: a fresh load shows both.
    await page.reload();
    await expect(page.getByRole('article', { name: beta.name }).locator('[data-status]').first()).toHaveText(
      'Zaakceptowane',
    );
    await expect(
      page.getByRole('article', { name: beta.name }).getByLabel('Notatki administratora'),
    ).toHaveValue('Zaproszenie wysłane');
    await page.getByRole('tab', { name: /^Kontakty/ }).click();
    await expect(
      page.getByRole('article', { name: contact.name }).getByLabel('Notatki administratora'),
    ).toHaveValue('Odpowiedziano mailowo');
  });

  test('lifecycle: logout only in the mobile menu, through /api/logout @mobile', async ({
    page,
    isMobile,
  }) => {
    await signIn(page.request);
    await page.goto('/security/admin/lifecycle');
    // The header's way back to the main panel.
    await expect(page.getByRole('link', { name: 'Powrót do panelu' })).toHaveAttribute(
      'href',
      '/security/admin',
    );
    const logout = page.getByRole('button', { name: 'Wyloguj' });
    if (!isMobile) {
      await expect(logout).toBeHidden();
      return;
    }
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    const request = page.waitForRequest((r) => r.url().endsWith('/api/logout') && r.method() === 'POST');
    await logout.click();
    await request;
    await expect(page).toHaveURL(/\/security\/admin\/login$/);
  });

  test('bug reports: filtered of total, the selects with “all”, search; expected and actual hidden on phones @mobile', async ({
    page,
    unique,
    isMobile,
  }) => {
    await signIn(page.request);
    await fileBugReports(page.request, [
      {
        title: `Eksport PDF nie działa ${unique}`,
        description: 'Przycisk nic nie robi.',
        category: 'zaświadczenia',
        type: 'bug',
        priority: 'critical',
        reporterEmail: 'zarzad@klub.example.pl',
        expectedBehavior: 'Pobiera się PDF',
        actualBehavior: 'Nic się nie dzieje',
        reproductionSteps: 'Kliknij Eksportuj',
      },
      {
        title: `Filtr po pozwoleniu ${unique}`,
        description: 'Przydałby się filtr.',
        category: 'członkowie',
        type: 'feature',
        priority: 'low',
      },
      {
        title: `Wolny rejestr ${unique}`,
        description: 'Ładuje się 10 sekund.',
        category: 'strzelnica',
        type: 'improvement',
      },
    ]);
    await page.goto(`/security/admin/bug-reports?q=${unique}`);
    await comfortable(page);
    await expect(page.getByRole('article')).toHaveCount(3);
    const selects = [
      ['Status', 'Wszystkie statusy'],
      ['Typ', 'Wszystkie typy'],
      ['Priorytet', 'Wszystkie priorytety'],
    ] as const;
    for (const [label, all] of selects) {
      await expect(page.getByRole('combobox', { name: label })).toHaveText(all);
    }
    await choose(page, page, 'Typ', 'Nowa funkcja');
    await expect(page).toHaveURL(/type=feature/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByTestId('list-count')).toHaveText(/^Wyniki: 1 z \d+$/);
    await choose(page, page, 'Typ', 'Wszystkie typy');
    await choose(page, page, 'Priorytet', 'Krytyczny');
    const bug = page.getByRole('article', { name: `Eksport PDF nie działa ${unique}` });
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(bug.getByText('Priorytet: Krytyczny')).toBeVisible();
    await expect(bug.getByText('zarzad@klub.example.pl')).toBeVisible();
    await expect(bug.getByText('Kategoria: zaświadczenia')).toBeVisible();
    await expect(bug.getByText('Kliknij Eksportuj')).toBeVisible();
    await expect(bug.getByText('Pobiera się PDF')).toBeVisible({ visible: !isMobile });
    await expect(bug.getByText('Nic się nie dzieje')).toBeVisible({ visible: !isMobile });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Szukaj').fill(`nie ma takiego ${unique}`);
    await expect(page.getByText('Brak wyników')).toBeVisible();
    // Case-insensitive, Polish letters included.
    await page.getByLabel('Szukaj').fill('ZAŚWIADCZENIA');
    await expect(bug).toBeVisible();

    await bug.getByRole('button', { name: 'Zarządzaj' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zarządzaj raportem błędu' });
    await choose(page, dialog, 'Status', 'Rozwiązane');
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Status zaktualizowany', 'Status raportu błędu został zmieniony.');
    await expect(bug.locator('[data-status]')).toHaveText('Rozwiązane');
  });

  // An empty database of its own, as in dashboard.spec.ts: the worker's own server holds other specs'
  // bookings (beta-after-conversion.spec.ts).
  test('orders and demo bookings show their empty states', async ({ browser }) => {
    // Starts a server of its own (an empty installation) inside the test.
    test.setTimeout(SERVER_START_TIMEOUT_MS + 30_000);
    await withFreshServer(browser, async (page) => {
      await signIn(page.request);
      await page.goto('/security/admin/orders');
      await expect(page.getByText('Brak zamówień')).toBeVisible({
        timeout: FRESH_SERVER_FIRST_SCREEN_TIMEOUT_MS,
      });
      expect(await axeViolations(page)).toEqual([]);
      await page.goto('/security/admin/demo-bookings');
      await expect(page.getByText('Brak demo bookings')).toBeVisible();
      await page.goto('/security/admin/lifecycle');
      await page.getByRole('tab', { name: /^Demo 0$/ }).click();
      await expect(page.getByText('Brak rezerwacji demo')).toBeVisible();
      await page.getByRole('tab', { name: /^Zamówienia 0$/ }).click();
      await expect(page.getByText('Brak zamówień')).toBeVisible();
    });
  });
});
