import type { Locator, Page } from '@playwright/test';
import {
  axeViolations,
  expect,
  expectToast,
  expectToastBesideDialog,
  PUBLIC_FORM_SEND_TIMEOUT_MS,
  test,
} from './fixtures';
import { readQrCode } from '../src/server/test/qr-code';
import { openOrderRecord, placeShortOrder, shortOrderFields } from './orders';
import { openPage } from './site-helpers';

/** Screenshots for the note, when asked for (SHOTS_DIR=docs/screenshots). */
async function shot(target: Page | Locator, name: string) {
  if (process.env.SHOTS_DIR) await target.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

/**
 * What a banking app's camera reads from the code on the screen: a screenshot around it (a white margin
 * beyond its own one-module quiet zone, as a camera sees the page around it) decoded from the pixels.
 */
async function scanQrCode(page: Page, code: Locator) {
  await code.scrollIntoViewIfNeeded();
  const box = (await code.boundingBox())!;
  const margin = 12;
  const png = await page.screenshot({
    clip: {
      x: box.x - margin,
      y: box.y - margin,
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
  });
  return readQrCode(png);
}

/** '381,30 zł' or '381,30' → 38130. */
const groszeOf = (shown: string) =>
  Math.round(
    Number(
      shown
        .match(/\d[\d\s\u00a0]*,\d{2}/)![0]
        .replace(/[\s\u00a0]/g, '')
        .replace(',', '.'),
    ) * 100,
  );

const zl = (grosze: number) =>
  `${new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(grosze / 100)} zł`;

test('a transfer 0,80 zł short is booked as a partial payment, then paid with the difference accepted for a reason @mobile', async ({
  adminPage: page,
  request,
  unique,
}, testInfo) => {
  // An order with its proof-of-work, then the back office's first load, on a shared 2-core machine.
  test.slow();
  // The visitor gives the invoice's buyer on the confirmation (the short form does not ask for it).
  const order = await placeShortOrder(
    request,
    shortOrderFields(`wplata-${unique}@klub.example.pl`, `KS Grosz ${unique}`),
    { withBuyer: true },
  );
  const grossGrosze = Math.round(order.transfer.amount * 100);

  const dialog = await openOrderRecord(page, order.id);
  const payment = dialog.getByRole('region', { name: 'Płatność' });
  await expect(payment.getByTestId('payments-summary')).toHaveText(`Zapłacono 0,00 zł z ${zl(grossGrosze)}`);

  // The bank credited 0,80 zł less: booked as it came, the order waits.
  await payment.getByLabel('Kwota wpłaty (zł)').fill(((grossGrosze - 80) / 100).toFixed(2));
  await payment.getByLabel('Data księgowania').fill('2026-11-20');
  await payment.getByRole('button', { name: 'Zaksięguj wpłatę' }).click();
  await expectToast(page, 'Zaksięgowano wpłatę częściową');
  await expect(payment.getByTestId('payments-summary')).toHaveText(
    `Zapłacono ${zl(grossGrosze - 80)} z ${zl(grossGrosze)}`,
  );
  await expect(payment).toContainText('Częściowo opłacone');

  // Accepting the difference needs a reason: without one, the field says so and nothing changes.
  const accept = payment.getByRole('button', { name: 'Przyjmij różnicę 0,80 zł' });
  await accept.click();
  const reason = payment.getByLabel('Powód przyjęcia różnicy 0,80 zł');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(payment.getByText('Podaj powód przyjęcia różnicy (co najmniej 3 znaki)')).toBeVisible();
  await expect(payment).toContainText('Częściowo opłacone');

  await reason.fill('Prowizja banku nadawcy');
  await accept.click();
  await expectToast(page, 'Zamówienie opłacone');
  await expect(payment.getByTestId('accepted-difference')).toHaveText(
    'Przyjęto różnicę 0,80 zł: Prowizja banku nadawcy',
  );
  await expect(payment).toContainText('zaksięgowano 20.11.2026');
  await expect(dialog.getByRole('region', { name: 'Faktury VAT' })).toContainText(/FV\/\d{4}\/\d{2}\/\d{4}/);
  expect(await axeViolations(page)).toEqual([]);
  await shot(payment, `payments-order-${testInfo.project.name === 'mobile' ? 375 : 1280}`);

  // The order's history keeps the reason.
  const ledger = await page.request.get(`/api/admin/orders/${order.id}/payments`);
  expect(await ledger.json()).toMatchObject({
    state: 'paid',
    acceptedDifference: { amountGrosze: 80, reason: 'Prowizja banku nadawcy' },
  });
});

test("the payer's confirmation shows the transfer details and the banks' QR code, which scans to the account, amount and title @mobile", async ({
  page,
  unique,
}, testInfo) => {
  test.slow();
  await openPage(page, '/cennik');
  await page
    .locator('[data-plan="small"]')
    .getByRole('button', { name: /Szybkie zamówienie/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Imię i nazwisko').fill('Ewa Zielińska');
  await dialog.getByLabel('Email').fill(`qr-${unique}@klub.pl`);
  await dialog.getByLabel('Telefon').fill('600 700 800');
  await dialog.getByLabel('Nazwa klubu').fill(`LOK Łódź ${unique}`);
  await dialog.getByRole('button', { name: 'Wyślij zamówienie' }).click();

  const details = dialog.getByTestId('transfer-details');
  await expect(details).toBeVisible({ timeout: PUBLIC_FORM_SEND_TIMEOUT_MS });
  // Product §8's toast is shown too, beside the success view, never over its buttons.
  await expectToastBesideDialog(page, dialog);
  const grossGrosze = groszeOf(await dialog.getByTestId('confirmed-total-gross').innerText());
  const number = (await dialog.getByTestId('order-number').innerText()).trim();
  const shown = async (label: string) =>
    (await details.locator('dt', { hasText: label }).locator('+ dd').innerText()).trim();

  const account = await shown('Numer rachunku');
  expect(groszeOf(await shown('Kwota'))).toBe(grossGrosze);
  expect(await shown('Tytuł przelewu')).toBe(`${number}, LOK Łódź ${unique}`);
  for (const label of ['Numer rachunku', 'Kwota', 'Tytuł przelewu']) {
    await expect(details.getByRole('button', { name: `Kopiuj: ${label}` })).toBeVisible();
  }

  // The code as a banking app's camera reads it, from the pixels on the screen: the Polish banks' (ZBP)
  // nine fields, with the seller's 26-digit account, the gross in grosze and the title with the pro forma.
  const qr = details.getByRole('img', { name: 'Kod QR do przelewu' });
  await expect(qr.locator('svg')).toBeVisible();
  const scanned = await scanQrCode(page, qr);
  expect(scanned).not.toBeNull();
  const fields = scanned!.split('|');
  expect(fields).toHaveLength(9);
  expect(fields[0]).toMatch(/^\d{10}$/);
  expect(fields[1]).toBe('PL');
  expect(fields[2]).toMatch(/^\d{26}$/);
  expect(fields[2]).toBe(account.replace(/\s/g, ''));
  expect(fields[3]).toBe(String(grossGrosze).padStart(6, '0'));
  expect(fields[5]).toBe(`${number}, LOK Łódź ${unique}`.slice(0, 32).trimEnd());
  expect(fields[5]!.startsWith(`${number},`)).toBe(true);
  expect(fields.slice(6)).toEqual(['', '', '']);
  // What the page says it drew is what it drew.
  expect(await qr.getAttribute('data-payload')).toBe(scanned);
  expect(await axeViolations(page)).toEqual([]);
  await shot(details, `payments-confirmation-qr-${testInfo.project.name === 'mobile' ? 375 : 1280}`);
});

test("in English the order is in euros: account, amount and reference with copy buttons, and no Polish banks' code @mobile", async ({
  page,
  unique,
}, testInfo) => {
  test.slow();
  await openPage(page, '/cennik?lang=en');
  await page
    .locator('[data-plan="small"]')
    .getByRole('button', { name: /Quick order/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill('Ewa Zielińska');
  await dialog.getByLabel('Email').fill(`qr-en-${unique}@klub.pl`);
  await dialog.getByLabel('Phone').fill('600 700 800');
  await dialog.getByLabel('Club name').fill(`Range ${unique}`);
  await dialog.getByRole('button', { name: 'Send order' }).click();

  const details = dialog.getByTestId('transfer-details');
  await expect(details).toBeVisible({ timeout: PUBLIC_FORM_SEND_TIMEOUT_MS });
  await expect(details.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible();
  const number = (await dialog.getByTestId('order-number').innerText()).trim();
  const gross = (await dialog.getByTestId('confirmed-total-gross').innerText()).match(/€[\d,.]+/)![0];
  const shown = async (label: string) =>
    (await details.locator('dt', { hasText: label }).locator('+ dd').innerText()).trim();
  // The IBAN in its print format, in groups of four (one unbroken run wrapped mid-number at 375 px).
  expect(await shown('Account number (IBAN)')).toMatch(/^PL\d{2}( \d{4}){6}$/);
  expect(await shown('Amount')).toBe(gross);
  expect(await shown('Transfer reference')).toBe(`${number}, Range ${unique}`);
  for (const label of ['Account number (IBAN)', 'Amount', 'Transfer reference']) {
    await expect(details.getByRole('button', { name: `Copy: ${label}` })).toBeVisible();
  }
  // The Polish banks' code is a domestic złoty transfer: none for a payment in euros from abroad.
  await expect(details.getByRole('img', { name: 'Transfer QR code' })).toHaveCount(0);
  await expect(details.getByTestId('transfer-qr')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await shot(details, `payments-confirmation-en-${testInfo.project.name === 'mobile' ? 375 : 1280}`);
});
