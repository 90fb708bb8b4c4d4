import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FullOrderRequest } from '@shared/contracts/order';
import { orders } from '../../db/schema/index';
import type { TestApp } from '../test-app';
import { PESEL } from './public-forms';

// Valid Polish identifiers (checksums verified in polish-ids.test.ts).
export const NIP = '5261040828';
export const REGON = '123456785';

/** The short order form's request, the same visitor each time; `overrides` replace whole fields. */
export const simpleOrderRequest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jan Kowalski',
  email: 'jan@klub.pl',
  phone: '+48 600 100 200',
  clubName: 'KS Dziesiątka',
  memberCount: 120,
  plan: 'medium',
  ...overrides,
});

/** The full order form's request (landing modules, one authorised person, the administrator); `overrides` replace whole fields. */
export const fullOrderRequest = (
  overrides: Record<string, unknown> = {},
): FullOrderRequest & Record<string, unknown> => ({
  ...simpleOrderRequest(),
  street: 'ul. Strzelecka 10',
  postalCode: '00-950',
  city: 'Warszawa',
  nip: '526-104-08-28',
  regon: REGON,
  plan: 'medium',
  paymentMode: 'monthly',
  selectedModules: ['skladki', 'zawody'],
  authorizedPersons: [{ firstName: 'Anna', lastName: 'Nowak', position: 'Prezes Zarządu' }],
  adminUser: { firstName: 'Piotr', lastName: 'Wiśniewski', email: 'piotr@klub.pl', pesel: PESEL },
  ...overrides,
});

/** How many orders are stored: a refused request must leave it as it was. */
export async function countOrders(app: TestApp) {
  const [row] = await app.db.select({ count: sql<number>`count(*)::int` }).from(orders);
  return row!.count;
}

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

/** The operator books a payment of the order (POST …/payment) with the admin's `headers`: the answer as it is. */
export const bookPayment = (
  app: TestApp,
  headers: Record<string, string>,
  orderId: string,
  payment: { bookedOn: string; amount: number },
) => app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/payment`, payload: payment, headers });
