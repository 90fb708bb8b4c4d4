import { formatIsoDay } from '../src/shared/date-format';
import { dayIn } from '../src/shared/calendar-day';
import { addBusinessDays } from '../src/server/modules/invoices/business-days';
import { ksefTestEnv, startKsefSimulator, type KsefSimulator } from '../src/server/test/ksef-simulator/index';
import { E2E_ADMIN, expect, test } from './fixtures';
import { placeInvoiceableOrder } from './orders';
import { serverForBlock } from './own-server';

/**
 * 'Faktury' with KSeF: a server of its own sending to a KSeF simulator this spec starts (KSEF_API_URL). The
 * operator pays an order, sees its invoice move from the queue to its KSeF number without reloading and
 * downloads the UPO; with KSeF down, the dashboard shows the offline invoice's deadline.
 */
test.describe('invoices in KSeF', () => {
  test.describe.configure({ timeout: 180_000, mode: 'serial' });
  const own = serverForBlock({
    env: { PUBLIC_FORM_CHALLENGE: 'false' },
    remote: {
      start: startKsefSimulator,
      env: (simulator: KsefSimulator) => ksefTestEnv(simulator, { timeoutMs: 30_000 }),
    },
    startTimeoutMs: 180_000,
  });

  const placeOrder = (clubName: string) =>
    placeInvoiceableOrder(own.server.url, {
      name: 'Jan Kowalski',
      email: 'kasa@klub.example.pl',
      phone: '+48 600 100 200',
      clubName,
      forwardedFor: '10.89.0.2',
    });

  test('the invoice goes from the queue to its KSeF number live, and its UPO downloads', async ({
    browser,
    unique,
  }) => {
    const clubName = `KS Grot ${unique}`;
    const orderId = await placeOrder(clubName);
    const page = await browser.newPage({ baseURL: own.server.url });
    expect((await page.request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
    await page.goto('/security/admin/faktury');
    const invoices = page.getByRole('region', { name: 'Wystawione faktury' });
    // The first screen of this file's own server, its KSeF simulator beside it on the same 2 cores.
    await expect(invoices).toBeVisible({ timeout: 20_000 });

    // KSeF asks to wait: the invoice stays queued for the Retry-After, then the sweep sends it.
    own.remote.control.rateLimit(1, 3);
    const fulfilment = await page.request.get(`/api/admin/orders/${orderId}/fulfilment`);
    const { grossPln } = ((await fulfilment.json()) as { proforma: { grossPln: number } }).proforma;
    const paid = await page.request.post(`/api/admin/orders/${orderId}/payment`, {
      data: { bookedOn: dayIn(new Date(), 'Europe/Warsaw'), amount: grossPln },
    });
    expect(paid.status()).toBe(200);

    const row = invoices.getByRole('row').filter({ hasText: clubName });
    await expect(row).toContainText('W kolejce do KSeF');
    // The sweep runs every 10 s: the number arrives through the live stream, no reload.
    await expect(row).toContainText('W KSeF', { timeout: 30_000 });
    await expect(row).toContainText(/\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}/);

    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: /^UPO/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^upo-FV-\d{4}-\d{2}-\d{4}\.xml$/);
  });

  test('with KSeF down the invoice is offline and the dashboard shows its deadline', async ({
    browser,
    unique,
  }) => {
    own.remote.control.down();
    const clubName = `KS Cel ${unique}`;
    const orderId = await placeOrder(clubName);
    const page = await browser.newPage({ baseURL: own.server.url });
    expect((await page.request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
    await page.goto('/security/admin');
    // A new page's first screen on this file's own server (as above).
    await expect(page.getByRole('heading', { name: 'Panel administracyjny' })).toBeVisible({
      timeout: 20_000,
    });

    const fulfilment = await page.request.get(`/api/admin/orders/${orderId}/fulfilment`);
    const { grossPln } = ((await fulfilment.json()) as { proforma: { grossPln: number } }).proforma;
    const today = dayIn(new Date(), 'Europe/Warsaw');
    const paid = await page.request.post(`/api/admin/orders/${orderId}/payment`, {
      data: { bookedOn: today, amount: grossPln },
    });
    expect(paid.status()).toBe(200);

    const notice = page.getByTestId('ksef-notice');
    // The send job first tries KSeF (down: a connection refused), then issues the invoice offline and the
    // dashboard's notice is read again on the live stream's change.
    await expect(notice).toContainText('Faktury offline czekają na przesłanie do KSeF', { timeout: 15_000 });
    await expect(notice).toContainText(`termin: ${formatIsoDay(addBusinessDays(today, 1))}`);
    own.remote.control.up();
  });

  test('the operator declares an announced KSeF failure on the KSeF screen and removes it', async ({
    browser,
    unique,
  }) => {
    const page = await browser.newPage({ baseURL: own.server.url });
    expect((await page.request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
    await page.goto('/security/admin/ksef');
    const card = page.getByText('Ogłoszona niedostępność lub awaria KSeF').locator('xpath=ancestor::*[3]');
    // A fresh page's first render: the same limit as this file's other first renders (loaded machine).
    await expect(page.getByRole('button', { name: 'Zapisz ogłoszenie' })).toBeVisible({ timeout: 20_000 });

    // Without times: each field says what is missing, nothing is stored.
    await page.getByRole('button', { name: 'Zapisz ogłoszenie' }).click();
    await expect(page.getByText('Podaj początek (data i godzina)')).toBeVisible();
    await expect(page.getByText('Podaj koniec (data i godzina)')).toBeVisible();

    const note = `Komunikat MF ${unique}`;
    await page.getByLabel('Od', { exact: true }).fill('2026-04-03T09:00');
    await page.getByLabel('Do', { exact: true }).fill('2026-04-08T20:00');
    await page.getByLabel('Komunikat (np. adres w BIP)').fill(note);
    await page.getByRole('button', { name: 'Zapisz ogłoszenie' }).click();
    const declared = page.getByRole('listitem').filter({ hasText: note });
    await expect(declared).toContainText('Awaria');
    await declared.getByRole('button', { name: 'Usuń' }).click();
    await expect(declared).toHaveCount(0);
    await expect(card).toContainText('Brak ogłoszonych niedostępności.');
  });
});
