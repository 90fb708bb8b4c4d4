import { expect, type APIRequestContext } from '@playwright/test';
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
