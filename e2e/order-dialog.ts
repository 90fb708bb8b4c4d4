import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { axeViolations, expect, signIn } from './fixtures';

/**
 * The order dialog's steps and checks shared by the ordering specs: filling its contact and administrator
 * fields, the confirmation it ends on, and the order as the operator then finds it.
 */

// Valid Polish identifiers (checksums verified in src/shared/validation/polish-ids.test.ts).
export const PESEL = '44051401458';

type StoredOrder = {
  id: string;
  form: string;
  email: string;
  plan: string;
  paymentMode: string;
  moduleCatalogue: string;
  selectedModules: string[];
  authorizedPersons: { firstName: string; lastName: string; position: string }[];
  adminUser: { firstName: string; lastName: string; email: string } | null;
  nip: string | null;
  memberCount: number | null;
  totalNetPln: number;
  status: string;
};

/** The order as the operator sees it: through the admin API, signed in with a context of its own. */
export async function storedOrder(request: APIRequestContext, email: string): Promise<StoredOrder> {
  await signIn(request);
  const response = await request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const items = (await response.json()) as StoredOrder[];
  expect(items).toHaveLength(1);
  const [order] = items;
  expect(order).not.toHaveProperty('adminPeselEncrypted');
  return order!;
}

/**
 * The confirmation view an order ends on: the order's pro forma number, the summary as the server
 * priced it and the next steps, axe-clean; 'Gotowe' / 'Done' closes the dialog.
 */
export async function expectConfirmation(
  page: Page,
  request: APIRequestContext,
  email: string,
  expected: { english?: boolean; plan: string; net: string; gross: string },
) {
  const english = expected.english ?? false;
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: english ? 'Thank you for your order' : 'Dziękujemy za zamówienie' }),
  ).toBeVisible();
  // The number shown is the order's pro forma: the operator's PDF of it carries that number in its name.
  const stored = await storedOrder(request, email);
  const number = (await dialog.getByTestId('order-number').textContent()) ?? '';
  expect(number).toMatch(/^PF\/\d{4}\/\d{2}\/\d{4}$/);
  const pdf = await request.get(`/api/admin/orders/${stored.id}/proforma.pdf`);
  expect(pdf.headers()['content-disposition']).toContain(`proforma-${number.replaceAll('/', '-')}.pdf`);
  // The focus moved from the gone form to the order number's panel.
  await expect(dialog.locator(':focus')).toContainText(number);
  await expect(dialog).toContainText(expected.plan);
  await expect(dialog.getByTestId('confirmed-total-net')).toHaveText(expected.net);
  await expect(dialog.getByTestId('confirmed-total-gross')).toHaveText(expected.gross);
  await expect(dialog).toContainText(
    english
      ? `We will email the pro forma invoice to ${email}.`
      : `Fakturę pro forma wyślemy e-mailem na adres ${email}.`,
  );
  await expect(dialog).toContainText(
    english
      ? /Pay it by bank transfer within 14 days \(by \d{2}\.\d{2}\.\d{4}\)/
      : /Opłać ją przelewem w ciągu 14 dni \(do \d{2}\.\d{2}\.\d{4}\)/,
  );
  await expect(dialog).toContainText(
    english
      ? 'Access to the system starts once your payment has been booked.'
      : 'Dostęp do systemu uruchomimy po zaksięgowaniu wpłaty.',
  );
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: english ? 'Done' : 'Gotowe' }).click();
  await expect(dialog).toBeHidden();
}

// Labels carry a required-field asterisk, so they are matched as substrings.
export const field = (dialog: Locator, label: string) => dialog.getByLabel(label);

export async function fillContact(dialog: Locator, email: string, english = false) {
  await field(dialog, english ? 'Full name' : 'Imię i nazwisko').fill('Jan Kowalski');
  await field(dialog, english ? 'Club name' : 'Nazwa klubu').fill('KS Dziesiątka');
  await dialog
    .getByRole('group', { name: english ? 'Contact details' : 'Dane kontaktowe' })
    .getByLabel('Email')
    .fill(email);
  await field(dialog, english ? 'Phone' : 'Telefon').fill('+48 600 100 200');
  await field(dialog, english ? 'Street and number' : 'Ulica i numer').fill('ul. Strzelecka 10');
  await field(dialog, english ? 'Postal code' : 'Kod pocztowy').fill('00-950');
  await field(dialog, english ? 'City' : 'Miejscowość').fill('Warszawa');
}

export async function fillAdmin(dialog: Locator, pesel: string, english = false) {
  const admin = dialog.getByRole('group', {
    name: english ? 'First administrator' : 'Pierwszy administrator',
  });
  await admin.getByLabel(english ? 'First name' : 'Imię').fill('Piotr');
  await admin.getByLabel(english ? 'Last name' : 'Nazwisko').fill('Wiśniewski');
  await admin.getByLabel('Email').fill('piotr@klub.pl');
  await admin.getByLabel('PESEL').fill(pesel);
}

export const openLandingOrder = async (page: Page) => {
  await page
    .locator('#pricing')
    .getByRole('button', { name: /Zamów teraz|Order now/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
};
