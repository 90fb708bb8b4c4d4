import { PDFParse } from 'pdf-parse';
import { expect, expectSentToast, expectToast, signIn, test } from './fixtures';
import { openOrderRecord } from './orders';
import { openPage } from './site-helpers';

/** A German ID card number (the specimen card's). */
const IDENTITY_DOCUMENT = 'C01X00T47';

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

test('a German club orders on the English site with an identity document, no PESEL; the back office shows it masked and invoices the German buyer @mobile', async ({
  page,
  unique,
}) => {
  const email = `verein-${unique}@verein.example.de`;
  const clubName = `Schützenverein Berlin ${unique}`;
  await openPage(page, '/?lang=en');
  await page
    .locator('#pricing')
    .getByRole('button', { name: /Order now/ })
    .click();
  const dialog = page.getByRole('dialog');
  const field = (label: string) => dialog.getByLabel(label);
  const admin = dialog.getByRole('group', { name: 'First administrator' });
  await expect(dialog.getByRole('heading', { name: 'Place your order' })).toBeVisible();

  // No country chosen yet: none of the country's identifiers is asked.
  await expect(field('Country')).toHaveValue('');
  await expect(dialog.getByLabel('PESEL')).toHaveCount(0);
  await expect(dialog.getByLabel(/NIP/)).toHaveCount(0);
  await field('Full name').fill('Hans Becker');
  await field('Club name').fill(clubName);
  await dialog.getByRole('group', { name: 'Contact details' }).getByLabel('Email').fill(email);
  await field('Phone').fill('+49 30 1234567');
  await field('Street and number').fill('Schießstandweg 5');
  await field('Postal code').fill('10115');
  await field('City').fill('Berlin');
  await admin.getByLabel('First name').fill('Klaus');
  await admin.getByLabel('Last name').fill('Müller');
  await admin.getByLabel('Email').fill(`klaus-${unique}@verein.example.de`);
  await dialog.getByRole('checkbox', { name: /I accept/ }).check();
  const submit = dialog.getByRole('button', { name: 'Place order' });
  await submit.click();
  await expectToast(page, 'Validation error', 'Choose a country from the list.');
  await expect(field('Country')).toHaveAccessibleDescription('Choose a country from the list.');

  // Poland first: the Polish identifiers appear; then Germany: the EU VAT number and the identity document.
  await field('Country').selectOption('PL');
  await expect(admin.getByLabel('PESEL')).toBeVisible();
  await expect(field('NIP (tax id)')).toBeVisible();
  await admin.getByLabel('PESEL').fill('123');
  await field('Country').selectOption('DE');
  await expect(admin.getByLabel('PESEL')).toHaveCount(0);
  await expect(dialog.getByLabel(/NIP/)).toHaveCount(0);
  const document = admin.getByLabel('Identity document number');
  await expect(document).toHaveAccessibleDescription('Passport or ID card number.');
  await submit.click();
  await expect(document).toHaveAccessibleDescription(
    "Passport or ID card number. Enter the administrator's identity document number.",
  );
  await document.fill(IDENTITY_DOCUMENT);
  await field('EU VAT number').fill('DE 123 456 789');
  await submit.click();
  await expectSentToast(
    page,
    'Order submitted',
    'Your order has been placed successfully. We will contact you soon.',
  );
  await expect(dialog.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

  // The back office: the order's country and VAT number, the administrator's document only masked.
  await signIn(page.request);
  const found = await page.request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`);
  const [order] = (await found.json()) as { id: string; country: string }[];
  expect(order).toMatchObject({ country: 'DE' });
  expect(JSON.stringify(order)).not.toContain(IDENTITY_DOCUMENT);
  const record = await openOrderRecord(page, order!.id);
  await expect(record).toContainText('Niemcy (DE)');
  await expect(record).toContainText('DE123456789');
  await expect(record).toContainText('Dokument tożsamości administratora');
  await expect(record.getByTestId('order-admin-identity')).toHaveText('C0*******');
  await expect(record.getByRole('button', { name: 'Pokaż pełny numer dokumentu tożsamości' })).toBeVisible();
  await expect(record).not.toContainText('PESEL');

  // Paid (booked through the API: the payment form is not the subject here), its invoice names the buyer.
  const fulfilment = await (await page.request.get(`/api/admin/orders/${order!.id}/fulfilment`)).json();
  const paid = await page.request.post(`/api/admin/orders/${order!.id}/payment`, {
    data: { bookedOn: new Date().toISOString().slice(0, 10), amount: fulfilment.proforma.grossPln },
  });
  expect(paid.status()).toBe(200);
  await page.goto('/security/admin/faktury');
  const listed = page
    .getByRole('region', { name: 'Wystawione faktury' })
    .getByRole('row')
    .filter({ hasText: clubName });
  // Another full load of the back office.
  await expect(listed).toContainText(/FV\/\d{4}\/\d{2}\/\d{4}/, { timeout: 15_000 });
  const number = (await listed.getByRole('link').first().innerText()).trim();
  const xmlHref = await listed.getByRole('link', { name: `XML faktury ${number}` }).getAttribute('href');
  const xml = await (await page.request.get(xmlHref!)).text();
  expect(xml).toMatch(/<KodUE>DE<\/KodUE>\s*<NrVatUE>123456789<\/NrVatUE>\s*<Nazwa>Schützenverein Berlin/);
  expect(xml).toMatch(/<Podmiot2>[\s\S]*<Adres>\s*<KodKraju>DE<\/KodKraju>/);
  const pdfHref = await listed.getByRole('link', { name: `PDF faktury ${number}` }).getAttribute('href');
  const pdf = await pdfText(await (await page.request.get(pdfHref!)).body());
  expect(pdf).toContain(clubName);
  expect(pdf).toContain('Kraj / Country: Niemcy / Germany (DE)');
  expect(pdf).toContain('Numer VAT UE / EU VAT number: DE123456789');
  expect(pdf).not.toContain(IDENTITY_DOCUMENT);
});
