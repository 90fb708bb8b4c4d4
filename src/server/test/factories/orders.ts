import { expect } from 'vitest';
import type { TestApp } from '../test-app';

/**
 * The invoice's buyer a visitor gives on a short-form order's confirmation: a club in Kraków confirmed to
 * have no NIP (a NIP would join the club's history to other records by it).
 */
export const INVOICE_BUYER = {
  street: 'ul. Leśna 5',
  postalCode: '31-001',
  city: 'Kraków',
  country: 'PL',
  withoutNip: true,
} as const;

type PlacedOrder = { id: string; buyerToken: string | null };

/**
 * POST /api/order with `payload`: the 201's answer (its id and, for a short-form order, its buyer token).
 * `remoteAddress` gives the order a visitor of its own (the public forms' limits count per address).
 */
export async function placeOrder(
  app: TestApp,
  payload: object,
  from: { remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<PlacedOrder & Record<string, unknown>> {
  const placed = await app.inject({ method: 'POST', url: '/api/order', payload, ...from });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json();
}

/** The buyer given on the order's confirmation (its token), so that the payment issues the invoice at once. */
export async function giveInvoiceBuyer(app: TestApp, order: PlacedOrder, buyer: object = INVOICE_BUYER) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/order/${order.id}/buyer`,
    payload: { ...buyer, token: order.buyerToken },
  });
  expect(response.statusCode, response.body).toBe(200);
}
