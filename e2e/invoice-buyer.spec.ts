import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  axeViolations,
  expect,
  expectNoSidewaysScroll,
  expectToast,
  PUBLIC_FORM_SEND_TIMEOUT_MS,
  signIn,
  test,
} from './fixtures';
import { openOrderRecord, placeShortOrder, shortOrderFields } from './orders';
import { openPage } from './site-helpers';

/** Screenshots for the note, when asked for (SHOTS_DIR=…). */
async function shot(target: Page | Locator, name: string, project: string) {
  if (process.env.SHOTS_DIR) {
    await target.screenshot({
      path: `${process.env.SHOTS_DIR}/${name}-${project === 'mobile' ? 375 : 1280}.png`,
    });
  }
}

/** The order as the operator reads it, by the orderer's e-mail. */
async function storedOrder(request: APIRequestContext, email: string) {
  await signIn(request);
  const response = await request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const [order] = (await response.json()) as Record<string, unknown>[];
  return order!;
}

/** A short-form order from a /cennik plan card, up to its confirmation view; the dialog. */
async function orderFromPlanCard(page: Page, url: string, email: string, labels: Record<string, string>) {
  await openPage(page, url);
  await page.locator('[data-plan="small"]').getByRole('button', { name: labels.card! }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(labels.name!).fill('Ewa Zielińska');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(labels.phone!).fill('600 700 800');
  await dialog.getByLabel(labels.club!).fill('LOK Celny Strzał');
  await dialog.getByRole('button', { name: labels.send! }).click();
  await expect(dialog.getByTestId('order-confirmation')).toBeVisible({
    timeout: PUBLIC_FORM_SEND_TIMEOUT_MS,
  });
  return dialog;
}

test("a short-form order's confirmation asks for the invoice's buyer; the club's address and NIP are saved on the order @mobile", async ({
  page,
  request,
  unique,
}, testInfo) => {
  test.slow();
  const email = `faktura-${unique}@klub.pl`;
  const dialog = await orderFromPlanCard(page, '/cennik', email, {
    card: 'Szybkie zamówienie',
    name: 'Imię i nazwisko',
    phone: 'Telefon',
    club: 'Nazwa klubu',
    send: 'Wyślij zamówienie',
  });
  const buyer = dialog.getByRole('region', { name: 'Dane do faktury VAT' });
  await buyer.scrollIntoViewIfNeeded();
  await expect(buyer).toContainText('Podaj adres klubu i NIP');

  // Nothing given: each field says what it needs, on the field.
  await buyer.getByRole('button', { name: 'Zapisz dane do faktury' }).click();
  await expect(buyer.getByLabel('Ulica i numer')).toHaveAccessibleDescription(
    'Wypełnij wszystkie wymagane pola.',
  );
  await expect(buyer.getByRole('textbox', { name: 'NIP', exact: true })).toHaveAccessibleDescription(
    'Podaj NIP nabywcy albo zaznacz, że nie ma on numeru NIP.',
  );
  await buyer.getByLabel('Ulica i numer').fill('ul. Leśna 5');
  await buyer.getByLabel('Kod pocztowy').fill('31-001');
  await buyer.getByLabel('Miejscowość').fill('Kraków');
  await buyer.getByRole('textbox', { name: 'NIP', exact: true }).fill('123-456-78-90');
  await buyer.getByRole('button', { name: 'Zapisz dane do faktury' }).click();
  await expect(buyer.getByRole('textbox', { name: 'NIP', exact: true })).toHaveAccessibleDescription(
    'Nieprawidłowy numer NIP',
  );
  await buyer.getByRole('textbox', { name: 'NIP', exact: true }).fill('526-025-02-74');
  await buyer.getByRole('button', { name: 'Zapisz dane do faktury' }).click();
  await expect(buyer.getByTestId('order-buyer-saved')).toHaveText('Zapisaliśmy dane do faktury. Dziękujemy!');
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await shot(dialog, 'invoice-buyer-confirmation', testInfo.project.name);

  expect(await storedOrder(request, email)).toMatchObject({
    form: 'simple',
    street: 'ul. Leśna 5',
    postalCode: '31-001',
    city: 'Kraków',
    nip: '5260250274',
  });
});

test('in English, a club abroad gives its country and EU VAT number instead of a NIP @mobile', async ({
  page,
  request,
  unique,
}) => {
  test.slow();
  const email = `invoice-${unique}@klub.de`;
  const dialog = await orderFromPlanCard(page, '/cennik?lang=en', email, {
    card: 'Quick order',
    name: 'Full name',
    phone: 'Phone',
    club: 'Club name',
    send: 'Send order',
  });
  const buyer = dialog.getByRole('region', { name: 'VAT invoice details' });
  await buyer.scrollIntoViewIfNeeded();
  await buyer.getByLabel('Street and number').fill('Schützenstraße 12');
  await buyer.getByLabel('Postal code').fill('80331');
  await buyer.getByLabel('City').fill('München');
  await buyer.getByLabel('Country').selectOption('DE');
  // A German club has no NIP: the field and its tick-box give way to the EU VAT number.
  await expect(buyer.getByRole('textbox', { name: 'NIP (tax id)' })).toHaveCount(0);
  await expect(buyer.getByLabel('The club has no Polish NIP')).toHaveCount(0);
  await buyer.getByLabel('EU VAT number (optional)').fill('DE-ABC');
  await buyer.getByRole('button', { name: 'Save invoice details' }).click();
  await expect(buyer.getByLabel('EU VAT number (optional)')).toHaveAccessibleDescription(
    'Invalid EU VAT number',
  );
  await buyer.getByLabel('EU VAT number (optional)').fill('DE123456789');
  await buyer.getByRole('button', { name: 'Save invoice details' }).click();
  await expect(buyer.getByTestId('order-buyer-saved')).toHaveText(
    'Your invoice details are saved. Thank you!',
  );
  await expectNoSidewaysScroll(page);

  const stored = await storedOrder(request, email);
  expect(stored).toMatchObject({ street: 'Schützenstraße 12', city: 'München', nip: null });
  // The list shows no country; the order's history says what the visitor gave.
  const history = await request.get(`/api/admin/orders/${stored.id as string}/history`);
  expect(JSON.stringify(await history.json())).toContain(
    'Dane nabywcy do faktury: Schützenstraße 12, 80331 München, DE, VAT UE DE123456789',
  );
});

test('the operator is asked for the buyer with the payment that completes a short-form order, and the invoice names it @mobile', async ({
  adminPage: page,
  request,
  unique,
}, testInfo) => {
  // An order with its proof-of-work, then the back office's first load, on a shared 2-core machine.
  test.slow();
  const order = await placeShortOrder(
    request,
    shortOrderFields(`nabywca-${unique}@klub.example.pl`, `KS Nabywca ${unique}`),
    { withBuyer: false },
  );

  const dialog = await openOrderRecord(page, order.id);
  const invoices = dialog.getByRole('region', { name: 'Faktury VAT' });
  await expect(invoices).toContainText('faktura VAT wymaga adresu i NIP klubu');

  const payment = dialog.getByRole('region', { name: 'Płatność' });
  // The prefilled amount completes the order: the buyer is asked for with it.
  await expect(payment).toContainText('Dane nabywcy do faktury.');
  const submit = payment.getByRole('button', { name: 'Zaksięguj wpłatę i wystaw fakturę' });
  await submit.click();
  await expect(payment.getByLabel('Ulica i numer')).toHaveAttribute('aria-invalid', 'true');
  await expect(payment.getByRole('textbox', { name: 'NIP', exact: true })).toHaveAccessibleDescription(
    'Podaj NIP nabywcy albo zaznacz, że nie ma on numeru NIP.',
  );
  await expect(payment).toContainText('Zapłacono 0,00 zł');

  // A partial payment does not issue the invoice: no question then.
  await payment.getByLabel('Kwota wpłaty (zł)').fill('10');
  await expect(payment).not.toContainText('Dane nabywcy do faktury.');
  await payment.getByLabel('Kwota wpłaty (zł)').fill(order.transfer.amount.toFixed(2));

  await payment.getByLabel('Ulica i numer').fill('ul. Strzelecka 1');
  await payment.getByLabel('Kod pocztowy').fill('90-001');
  await payment.getByLabel('Miejscowość').fill('Łódź');
  await payment.getByLabel('Klub nie ma numeru NIP (faktura bez NIP nabywcy)').check();
  await expect(payment.getByLabel('NIP (opcjonalnie)')).toBeDisabled();
  await expectNoSidewaysScroll(page);
  await shot(payment, 'invoice-buyer-payment', testInfo.project.name);
  await submit.click();
  await expectToast(page, 'Zamówienie opłacone');
  await expect(invoices).toContainText(/FV\/\d{4}\/\d{2}\/\d{4}/);
  expect(await axeViolations(page)).toEqual([]);

  const history = await page.request.get(`/api/admin/orders/${order.id}/history`);
  expect(history.status()).toBe(200);
  expect(JSON.stringify(await history.json())).toContain(
    'Dane nabywcy do faktury: ul. Strzelecka 1, 90-001 Łódź, PL, bez NIP (potwierdzone)',
  );
});
