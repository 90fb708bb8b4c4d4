import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { withAltcha } from './altcha';

/** The invoice's buyer a visitor gives on a short-form order's confirmation: a club in Kraków with its NIP. */
export const INVOICE_BUYER = {
  street: 'ul. Leśna 5',
  postalCode: '31-001',
  city: 'Kraków',
  country: 'PL',
  nip: '5260250274',
} as const;

type ShortOrder = { name: string; email: string; phone: string; clubName: string; forwardedFor: string };

/**
 * A short-form order sent straight to a server started without the proof-of-work challenge, and the buyer
 * its visitor gives on the confirmation (with the order's buyer token), so that its payment issues the
 * invoice at once. Medium plan, monthly, with the competitions module; the order's id.
 */
export async function placeInvoiceableOrder(baseUrl: string, order: ShortOrder): Promise<string> {
  const { forwardedFor, ...fields } = order;
  const placed = await fetch(`${baseUrl}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ ...fields, plan: 'medium', paymentMode: 'monthly', selectedModules: ['zawody'] }),
  });
  expect(placed.status).toBe(201);
  const { id, buyerToken } = (await placed.json()) as { id: string; buyerToken: string };
  const buyer = await fetch(`${baseUrl}/api/order/${id}/buyer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ ...INVOICE_BUYER, token: buyerToken }),
  });
  expect(buyer.status).toBe(200);
  return id;
}

type PlacedShortOrder = { id: string; buyerToken: string; transfer: { amount: number } };

/**
 * A short-form order sent through the public API with its proof-of-work solved; with `withBuyer`, the
 * invoice's buyer its visitor gives on the confirmation too, so that its payment issues the invoice at once.
 */
export async function placeShortOrder(
  request: APIRequestContext,
  fields: Record<string, unknown>,
  { withBuyer }: { withBuyer: boolean },
): Promise<PlacedShortOrder> {
  const placed = await request.post('/api/order', { data: await withAltcha(request, fields) });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as PlacedShortOrder;
  if (withBuyer) {
    const buyer = await request.post(`/api/order/${order.id}/buyer`, {
      data: { ...INVOICE_BUYER, token: order.buyerToken },
    });
    expect(buyer.status()).toBe(200);
  }
  return order;
}

/**
 * A short-form order's fields as Jan Kowalski of `clubName` sends them from `email`: the small plan paid
 * monthly, unless `choice` picks another (its plan, payment mode, modules).
 */
export const shortOrderFields = (
  email: string,
  clubName: string,
  choice: Record<string, unknown> = { plan: 'small', paymentMode: 'monthly' },
) => ({ name: 'Jan Kowalski', email, phone: '+48 600 100 200', clubName, ...choice });

type FullOrderChoice = { plan: string; paymentMode: string; selectedModules: string[] };

/**
 * A full-form order (the club's address and its administrator too) sent through the public API as the order
 * dialog sends it, with its proof-of-work solved: Jan Kowalski orders for `clubName` what `choice` says, and
 * Piotr Wiśniewski is to administer the club. Both e-mails are unique by `unique`. The order's id, and the
 * administrator's e-mail.
 */
export async function placeFullOrder(
  request: APIRequestContext,
  unique: string,
  clubName: string,
  choice: FullOrderChoice,
) {
  const adminEmail = `admin-${unique}@klub.example.pl`;
  const placed = await request.post('/api/order', {
    data: await withAltcha(request, {
      name: 'Jan Kowalski',
      email: `jan-${unique}@klub.example.pl`,
      phone: '+48 600 100 200',
      clubName,
      street: 'ul. Strzelecka 10',
      postalCode: '00-950',
      city: 'Warszawa',
      ...choice,
      adminUser: { firstName: 'Piotr', lastName: 'Wiśniewski', email: adminEmail, pesel: '44051401458' },
    }),
  });
  expect(placed.status()).toBe(201);
  return { id: ((await placed.json()) as { id: string }).id, adminEmail };
}

/**
 * Opens an order's record in the back office (the page signed in): its 'Zarządzaj zamówieniem' dialog, once
 * shown. The first back-office screen of a context loads its chunks, then the list and the record.
 */
export async function openOrderRecord(page: Page, orderId: string): Promise<Locator> {
  await page.goto(`/security/admin/orders?open=${orderId}`);
  const dialog = page.getByRole('dialog', { name: 'Zarządzaj zamówieniem' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}
