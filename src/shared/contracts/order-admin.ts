import { z } from 'zod';
import { invoiceSummarySchema } from './invoices';
import { scmInstanceSchema } from './scm-instances';
import { tenantSchema } from './tenants';

/** POST /api/admin/orders/:id/payment: the booked transfer ('Opłacone'). */
export const orderPaymentRequestSchema = z.object({
  bookedOn: z.iso.date('Podaj datę księgowania w formacie RRRR-MM-DD'),
  amount: z.number('Podaj zaksięgowaną kwotę').positive('Kwota musi być większa od zera'),
});
export type OrderPaymentRequest = z.infer<typeof orderPaymentRequestSchema>;

export const orderPaymentSchema = z.object({
  id: z.string(),
  proformaNumber: z.string().nullable(),
  paidOn: z.string().nullable(),
  paidAmountPln: z.number().nullable(),
  status: z.string(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/**
 * GET /api/admin/orders/:id/fulfilment: what the order became in the back office (the manage dialog):
 * its pro forma, the booked payment, and the customer's tenant and club-system instance.
 */
export const orderFulfilmentSchema = z.object({
  id: z.string(),
  status: z.string(),
  proforma: z.object({ number: z.string(), issuedAt: z.string(), grossPln: z.number() }).nullable(),
  payment: z.object({ paidOn: z.string(), amountPln: z.number() }).nullable(),
  tenant: z.object({ id: z.string(), tenantName: z.string() }).nullable(),
  scmInstance: z.object({ id: z.string(), instanceName: z.string() }).nullable(),
  /** Who gets the welcome e-mail: the order's first administrator (the orderer on the short form). */
  administratorEmail: z.string(),
  /** The VAT invoice issued with the payment and its corrections, oldest first. */
  invoices: z.array(invoiceSummarySchema),
});
export type OrderFulfilment = z.infer<typeof orderFulfilmentSchema>;

/**
 * POST /api/admin/orders/:id/customer ('Utwórz klienta'): the tenant with its credentials, shown once to
 * the operator like a tenant created by hand, and the club-system instance.
 */
export const orderCustomerSchema = z.object({
  orderId: z.string(),
  tenant: tenantSchema,
  scmInstance: scmInstanceSchema,
});
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;
