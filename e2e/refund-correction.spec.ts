import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { axeViolations, expect, expectNoSidewaysScroll, expectToast, test } from './fixtures';
import { openOrderRecord, placeShortOrder, shortOrderFields } from './orders';

/** Screenshots for the note, when asked for (SHOTS_DIR=…). */
async function shot(target: Page, name: string) {
  if (process.env.SHOTS_DIR) await target.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

test("a refund's correction is previewed as a draft, before and after each line, changed, then issued @mobile", async ({
  adminPage: page,
  request,
  unique,
}, testInfo) => {
  // An order with its proof-of-work, then the back office's first load, on a shared 2-core machine.
  test.slow();
  const width = testInfo.project.name === 'mobile' ? 375 : 1280;
  // The visitor gives the invoice's buyer on the confirmation (the short form does not ask for it).
  const order = await placeShortOrder(
    request,
    shortOrderFields(`korekta-${unique}@klub.example.pl`, `KS Korekta ${unique}`, {
      plan: 'medium',
      paymentMode: 'monthly',
      selectedModules: ['zawody'],
    }),
    { withBuyer: true },
  );
  const paid = await page.request.post(`/api/admin/orders/${order.id}/payment`, {
    data: { bookedOn: '2026-11-20', amount: order.transfer.amount },
  });
  expect(paid.status()).toBe(200);

  const dialog = await openOrderRecord(page, order.id);
  const section = dialog.getByRole('region', { name: 'Faktury VAT' });
  await expect(section).toContainText(/FV\/\d{4}\/\d{2}\/\d{4}/);

  await section.getByRole('button', { name: 'Zwrot i korekta' }).click();
  const form = section.getByRole('form', { name: 'Zwrot i korekta' });
  await form.getByLabel('Zwracana kwota brutto (zł)').fill('100');
  await form.getByLabel('Przyczyna korekty').fill('Rabat za przerwę');
  await form.getByRole('button', { name: 'Podgląd korekty' }).click();

  // The draft: each line before, after and the difference, the totals, nothing issued yet.
  const draft = section.getByRole('region', { name: 'Projekt korekty' });
  const table = draft.getByRole('table', { name: 'Pozycje korekty: przed korektą, po korekcie i różnica' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Kwota',
    'Przed korektą',
    'Po korekcie',
    'Różnica',
  ]);
  await expect(table.getByRole('rowheader', { name: /^1\. Pakiet Klub Średni/ })).toBeVisible();
  const totals = table.locator('tbody').last();
  await expect(totals.getByRole('row').last()).toHaveText(/^Brutto.*-100,00 zł$/);
  await expect(draft).toContainText('Rabat za przerwę');
  await expect(section).not.toContainText(/Korekta FK\//);
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await draft.getByRole('button', { name: 'Wystaw i wyślij korektę' }).scrollIntoViewIfNeeded();
  await shot(page, `correction-draft-${width}`);

  // Its PDF, marked as a draft.
  const download = page.waitForEvent('download');
  await draft.getByRole('button', { name: 'Podgląd PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('projekt-korekty.pdf');
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Back to the form, which kept what was typed; more than the invoice holds is refused on the field.
  await draft.getByRole('button', { name: 'Wróć do edycji' }).click();
  const amount = form.getByLabel('Zwracana kwota brutto (zł)');
  await expect(amount).toHaveValue('100');
  await expect(form.getByLabel('Przyczyna korekty')).toHaveValue('Rabat za przerwę');
  await amount.fill('99999');
  await form.getByRole('button', { name: 'Podgląd korekty' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/^Kwota zwrotu nie może przekroczyć/)).toBeVisible();
  await amount.fill('150');
  await form.getByRole('button', { name: 'Podgląd korekty' }).click();
  await expect(totals.getByRole('row').last()).toHaveText(/^Brutto.*-150,00 zł$/);

  await draft.getByRole('button', { name: 'Wystaw i wyślij korektę' }).click();
  await expectToast(page, 'Wystawiono fakturę korygującą');
  await expect(section).toContainText(/Korekta FK\/\d{4}\/\d{2}\/\d{4}/);
  await expect(draft).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await section.scrollIntoViewIfNeeded();
  await shot(page, `correction-issued-${width}`);
});
