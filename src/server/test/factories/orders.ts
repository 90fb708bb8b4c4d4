import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../../db/schema/index';
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
 * Where an order comes from: `url` the form's path (`/api/order?lang=en` for the English site),
 * `remoteAddress` a visitor of its own (the public forms' limits count per address).
 */
type Origin = { url?: string; remoteAddress?: string; headers?: Record<string, string> };

/** POST /api/order with `payload`: the 201's answer (its id and, for a short-form order, its buyer token). */
export async function placeOrder(
  app: TestApp,
  payload: object,
  { url = '/api/order', ...from }: Origin = {},
): Promise<PlacedOrder & Record<string, unknown>> {
  const placed = await app.inject({ method: 'POST', url, payload, ...from });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json();
}

/** An order placed as `placeOrder` places it, as its stored row. */
export async function placeOrderRow(app: TestApp, payload: object, origin: Origin = {}) {
  const { id } = await placeOrder(app, payload, origin);
  const [row] = await app.db.select().from(orders).where(eq(orders.id, id));
  return row!;
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
