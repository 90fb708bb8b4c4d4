import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { axeViolations, E2E_ADMIN, expect, expectToast, test } from './fixtures';
import { serverWithMail } from './own-server';
import { openOrderRecord, placeInvoiceableOrder } from './orders';

/** Screenshots for the note, when asked for (SHOTS_DIR=docs/screenshots); the page scrolled to `target`. */
async function shot(page: Page, target: Locator, name: string) {
  if (!process.env.SHOTS_DIR) return;
  await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

const mtAmount = (amount: number) => amount.toFixed(2).replace('.', ',');

/** An MT940 statement with one credit, its balances adding up as the format requires. */
const mt940 = (amount: number, title: string) =>
  [
    '{1:F01BPKOPLPWAXXX0000000000}{2:I940BPKOPLPWXXXXN3020}{4:',
    ':20:STMT',
    ':25:PL61109010140000071219812874',
    ':28C:1/1',
    ':60F:C260101PLN1000,00',
    `:61:2601020102C${mtAmount(amount)}NTRFNONREF//REF1`,
    `:86:${title}`,
    `:62F:C260102PLN${mtAmount(1000 + amount)}`,
    '-}',
  ].join('\r\n');

/** 'Faktury' → 'Import wyciągu': a bank statement pays an order, its VAT invoice is issued and e-mailed. */
test.describe('invoices from a bank statement', () => {
  test.describe.configure({ timeout: 150_000 });
  const own = serverWithMail({ PUBLIC_FORM_CHALLENGE: 'false' });

  test('the operator imports a statement and confirms the match; the invoice is on the order, in Faktury, in the buyer’s e-mail and in the month’s ZIP', async ({
    browser,
    unique,
  }) => {
    const email = `kasa-${unique}@klub.example.pl`;
    const id = await placeInvoiceableOrder(own.server.url, {
      name: 'Jan Kowalski',
      email,
      phone: '+48 600 100 200',
      clubName: `KS Grot ${unique}`,
      forwardedFor: '10.88.0.2',
    });

    const page = await browser.newPage({ baseURL: own.server.url });
    expect((await page.request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
    const fulfilment = (await (await page.request.get(`/api/admin/orders/${id}/fulfilment`)).json()) as {
      proforma: { number: string; grossPln: number };
    };
    const { number: proforma, grossPln } = fulfilment.proforma;

    await page.goto('/security/admin/faktury');
    const statement = page.getByRole('region', { name: 'Import wyciągu' });
    // The back office's first screen in this context (its chunks, then the invoices list).
    await expect(statement).toBeVisible({ timeout: 15_000 });
    await statement.getByLabel('Plik wyciągu').setInputFiles({
      name: 'wyciag.sta',
      mimeType: 'text/plain',
      buffer: Buffer.from(mt940(grossPln, `Zaplata ${proforma.replaceAll('/', ' ')} KS Grot`)),
    });
    await statement.getByRole('button', { name: 'Importuj wyciąg' }).click();
    await expect(statement.getByRole('status')).toContainText('Nowe wpłaty: 1');
    const row = statement.getByRole('row').filter({ hasText: proforma });
    await expect(row).toContainText('Dopasowana');
    await row.getByRole('button', { name: 'Zatwierdź' }).click();
    await expectToast(page, 'Wpłata zaksięgowana');
    await expect(row).toContainText('Zaksięgowana');

    // 'Faktury' lists it.
    const invoices = page.getByRole('region', { name: 'Wystawione faktury' });
    const listed = invoices.getByRole('row').filter({ hasText: `KS Grot ${unique}` });
    await expect(listed).toContainText(/FV\/\d{4}\/\d{2}\/\d{4}/);
    expect(await axeViolations(page)).toEqual([]);
    const invoiceNumber = (await listed.getByRole('link').first().innerText()).trim();

    // The order record lists it with both downloads.
    const dialog = await openOrderRecord(page, id);
    const section = dialog.getByRole('region', { name: 'Faktury VAT' });
    await expect(section).toContainText(invoiceNumber);
    await expect(section.getByRole('link', { name: `PDF faktury ${invoiceNumber}` })).toBeVisible();
    await expect(section.getByRole('link', { name: `XML faktury ${invoiceNumber} (KSeF)` })).toBeVisible();

    // The buyer's e-mail at a real SMTP server carries the PDF and the XML.
    await expect
      .poll(
        () => own.smtp.to(email).filter((mail) => mail.subject === `Faktura VAT ${invoiceNumber}`).length,
        // Rendered (PDF and FA(3) XML) and delivered by the server's job queue.
        { timeout: 30_000 },
      )
      .toBe(1);
    const mail = own.smtp.to(email).find((m) => m.subject === `Faktura VAT ${invoiceNumber}`)!;
    const slug = invoiceNumber.replaceAll('/', '-');
    expect(mail.attachments.map((a) => a.filename).sort()).toEqual([
      `faktura-${slug}.pdf`,
      `faktura-${slug}.xml`,
    ]);
    const xml = mail.attachments.find((a) => a.filename === `faktura-${slug}.xml`)!.content.toString('utf8');
    expect(xml).toContain(`<P_2>${invoiceNumber}</P_2>`);

    // Part of the money returned: the correction (FK/…) is issued and listed beside the invoice.
    await section.getByRole('button', { name: 'Zwrot i korekta' }).click();
    const refund = section.getByRole('form', { name: 'Zwrot i korekta' });
    await refund.getByLabel('Zwracana kwota brutto (zł)').fill('100');
    await refund.getByRole('button', { name: 'Podgląd korekty' }).click();
    await expect(refund.getByText('Podaj przyczynę korekty')).toBeVisible();
    await refund.getByLabel('Przyczyna korekty').fill('Rezygnacja z modułu');
    await refund.getByRole('button', { name: 'Podgląd korekty' }).click();
    await section
      .getByRole('region', { name: 'Projekt korekty' })
      .getByRole('button', { name: 'Wystaw i wyślij korektę' })
      .click();
    await expect(section).toContainText(/Korekta FK\/\d{4}\/\d{2}\/\d{4}/);

    // The month's ZIP holds each XML beside its PDF.
    const [, year, month] = invoiceNumber.split('/');
    await page.goto('/security/admin/faktury');
    await page.getByLabel('Miesiąc').fill(`${year}-${month}`);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Pobierz miesiąc (ZIP: XML i PDF)' }).click();
    const file = await download;
    const files = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
    expect(strFromU8(files[`faktura-${slug}.xml`]!)).toBe(xml);
    expect(strFromU8(files[`faktura-${slug}.pdf`]!.subarray(0, 5))).toBe('%PDF-');
  });
  test('a transfer whose title names no pro forma waits across a reload and is paired by hand with its order', async ({
    browser,
    unique,
  }) => {
    const clubName = `KS Cel ${unique}`;
    const id = await placeInvoiceableOrder(own.server.url, {
      name: 'Ewa Nowak',
      email: `cel-${unique}@klub.example.pl`,
      phone: '+48 600 100 300',
      clubName,
      forwardedFor: '10.88.0.3',
    });
    const page = await browser.newPage({ baseURL: own.server.url });
    expect((await page.request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
    const { proforma } = (await (await page.request.get(`/api/admin/orders/${id}/fulfilment`)).json()) as {
      proforma: { number: string; grossPln: number };
    };

    await page.goto('/security/admin/faktury');
    const statement = page.getByRole('region', { name: 'Import wyciągu' });
    await statement.getByLabel('Plik wyciągu').setInputFiles({
      name: 'wyciag.sta',
      mimeType: 'text/plain',
      buffer: Buffer.from(mt940(proforma.grossPln, `Abonament ${unique}`)),
    });
    await statement.getByRole('button', { name: 'Importuj wyciąg' }).click();
    await expect(statement.getByRole('row').filter({ hasText: `Abonament ${unique}` })).toContainText(
      'Niedopasowana',
    );

    // Still there after a reload, until the operator says which order it pays.
    await page.reload();
    await expect(statement.getByRole('heading', { name: 'Wpłaty czekające na rozliczenie' })).toBeVisible();
    const row = statement.getByRole('row').filter({ hasText: `Abonament ${unique}` });
    const order = row.getByRole('combobox', { name: /^Zamówienie, które opłaca wpłata/ });
    await expect(order.getByRole('option', { name: new RegExp(`${clubName}`) })).toHaveCount(1);
    await order.selectOption(id);
    await row.getByRole('button', { name: 'Zaksięguj' }).click();
    await expectToast(page, 'Wpłata zaksięgowana');
    await expect(row).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    const paid = (await (await page.request.get(`/api/admin/orders/${id}/fulfilment`)).json()) as {
      invoices: unknown[];
    };
    expect(paid.invoices).toHaveLength(1);
  });
});

test("the statement's file input speaks Polish, opens from the keyboard and names the chosen file; the format is a styled select @mobile", async ({
  adminPage: page,
}, testInfo) => {
  await page.goto('/security/admin/faktury');
  const statement = page.getByRole('region', { name: 'Import wyciągu' });
  // The back office's first screen in this context (its chunks, then the invoices list).
  await expect(statement).toBeVisible({ timeout: 15_000 });
  const file = statement.getByLabel('Plik wyciągu');
  const chosen = statement.getByTestId('file-input-chosen');
  // The page's words, not the browser's locale ('Choose file' / 'No file chosen' in this headless Chromium).
  await expect(statement.getByText('Wybierz plik', { exact: true })).toBeVisible();
  await expect(chosen).toHaveText('Nie wybrano pliku');
  await expect(file).toHaveAccessibleDescription('Nie wybrano pliku');
  await expect(statement.getByRole('button', { name: 'Importuj wyciąg' })).toBeDisabled();

  // The format's select, then Tab: the file input has the focus, the visible button its ring, Space the picker.
  const format = statement.getByRole('combobox', { name: 'Format' });
  await expect(format).toHaveValue('mt940');
  await format.focus();
  await page.keyboard.press('Tab');
  await expect(file).toBeFocused();
  const face = statement.getByText('Wybierz plik', { exact: true });
  await expect(face).toHaveCSS('outline-style', 'solid');
  const picker = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (
    await picker
  ).setFiles({ name: 'wyciąg-2026-01.sta', mimeType: 'text/plain', buffer: Buffer.from(':20:STMT\r\n') });
  await expect(chosen).toHaveText('wyciąg-2026-01.sta');
  await expect(file).toHaveAccessibleDescription('wyciąg-2026-01.sta');
  await expect(statement.getByRole('button', { name: 'Importuj wyciąg' })).toBeEnabled();
  await shot(page, statement, `file-input-${testInfo.project.name === 'mobile' ? 375 : 1280}`);

  // A click on the visible button opens the picker too (the transparent input lies over it).
  const box = (await face.boundingBox())!;
  const again = page.waitForEvent('filechooser');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await (
    await again
  ).setFiles({ name: 'wyciag.csv', mimeType: 'text/csv', buffer: Buffer.from('Data;Kwota\n') });
  await expect(chosen).toHaveText('wyciag.csv');

  await format.selectOption('csv');
  await expect(statement.getByLabel('Kolumna z kwotą')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
