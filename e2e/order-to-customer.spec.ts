import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeViolations, expect, expectToast, test } from './fixtures';
import { openOrderRecord, placeFullOrder } from './orders';

/** The order dialog's section by its heading. */
const sectionOf = (page: Page, dialog: ReturnType<Page['getByRole']>, title: string) =>
  dialog.getByRole('region', { name: title });

test('a visitor orders; the operator downloads the pro forma, books the payment, creates the customer and lands on the tenant with its credentials @mobile', async ({
  adminPage: page,
  request,
  unique,
}) => {
  // A whole customer journey (with a real proof-of-work) on a shared 2-core machine.
  test.slow();
  // The visitor's full order, sent as the order dialog sends it (with its proof-of-work).
  const clubName = `KS Dziesiątka ${unique}`;
  const { id: orderId, adminEmail } = await placeFullOrder(request, unique, clubName, {
    plan: 'medium',
    paymentMode: 'monthly',
    selectedModules: ['skladki'],
  });

  const dialog = await openOrderRecord(page, orderId);

  // The pro forma: its number, and the download is a PDF.
  const proforma = sectionOf(page, dialog, 'Faktura pro forma');
  await expect(proforma).toContainText(/PF\/\d{4}\/\d{2}\/\d{4}/);
  const number = (await proforma.locator('strong').innerText()).trim();
  const download = page.waitForEvent('download');
  await proforma.getByRole('link', { name: 'Pobierz pro formę (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`proforma-${number.replaceAll('/', '-')}.pdf`);
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // The payment: prefilled with the gross; a partial amount is booked and the order waits for the rest.
  const payment = sectionOf(page, dialog, 'Płatność');
  const amount = payment.getByLabel('Kwota wpłaty (zł)');
  const gross = Number(await amount.inputValue());
  expect(gross).toBeGreaterThan(0);
  const customer = sectionOf(page, dialog, 'Klient');
  await expect(customer).toContainText('Klienta utworzysz po zaksięgowaniu płatności.');
  expect(await axeViolations(page)).toEqual([]);

  await amount.fill((gross - 10).toFixed(2));
  await payment.getByRole('button', { name: 'Zaksięguj wpłatę' }).click();
  await expectToast(page, 'Zaksięgowano wpłatę częściową');
  await expect(customer).toContainText('Klienta utworzysz po zaksięgowaniu płatności.');

  // The rest: the form offers what is left.
  await expect(amount).toHaveValue('10');
  await payment.getByLabel('Data księgowania').fill('2026-11-20');
  await payment.getByRole('button', { name: 'Zaksięguj wpłatę' }).click();
  await expectToast(page, 'Zamówienie opłacone');
  await expect(payment).toContainText('zaksięgowano 20.11.2026');

  // Every e-mail about the order is listed, the payment confirmation among them.
  await expect(dialog.getByRole('list', { name: 'Wiadomości e-mail o tym rekordzie' })).toContainText(
    'Potwierdzenie płatności',
  );
  await expect(customer).toContainText(adminEmail);
  expect(await axeViolations(page)).toEqual([]);

  // 'Utwórz klienta': the tenant's screen, its credentials shown once.
  await customer.getByRole('button', { name: 'Utwórz klienta' }).click();
  await expect(page).toHaveURL(/\/security\/admin\/tenants\?tenant=/);
  const created = page.getByRole('dialog', { name: 'Tenant utworzony: skopiuj dane dostępowe teraz' });
  await expect(created).toBeVisible();
  const tenantName = `ks-dziesiatka-${unique}`;
  const panel = created.getByRole('region', { name: `Dane dostępowe: ${tenantName}` });
  await expect(panel).toContainText(/tnt_\S+/);
  await expect(panel.locator('dt', { hasText: /^Client Secret$/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await created.getByRole('button', { name: 'Gotowe, skopiowałem' }).click();
  await expect(created).toBeHidden();

  // The tenant links back to its order; a reload does not show the credentials again.
  const row = page.locator(`[data-tenant="${tenantName}"]:visible`);
  await expect(row.getByRole('link', { name: `Z zamówienia ${number}` })).toBeVisible();
  await page.reload();
  await expect(row).toBeVisible();
  await expect(created).toBeHidden();

  // Back in the order: the customer it became, with a link to the club-system instance.
  await row.getByRole('link', { name: `Z zamówienia ${number}` }).click();
  await expect(dialog).toBeVisible();
  await expect(customer.getByRole('link', { name: `Tenant ${tenantName}` })).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Utwórz klienta' })).toHaveCount(0);
  await expect(dialog.getByRole('list', { name: 'Wiadomości e-mail o tym rekordzie' })).toContainText(
    'Witamy! System Twojego klubu jest gotowy',
  );
  await customer.getByRole('link', { name: `Instancja systemu ${tenantName}` }).click();
  await expect(page).toHaveURL(/\/security\/admin\/systems\?instance=/);
  await expect(
    page
      .locator(`[data-instance="${tenantName}"]:visible`)
      .getByRole('link', { name: `From order ${number}` }),
  ).toBeVisible();
});
