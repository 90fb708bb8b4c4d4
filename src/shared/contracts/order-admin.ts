import { z } from 'zod';
import { INVOICE_DATE_RANGE, isInvoiceDate } from '../validation/order-fields';
import { invoiceFailureSchema, invoiceSummarySchema } from './invoices';
import { scmInstanceSchema } from './scm-instances';
import { tenantSchema } from './tenants';

/** POST /api/admin/orders/:id/payment: the booked transfer ('Opłacone'). */
export const orderPaymentRequestSchema = z.object({
  // The booking date is the invoice's date of sale and payment date: within the FA(3) schema's range.
  bookedOn: z.iso
    .date('Podaj datę księgowania w formacie RRRR-MM-DD')
    .refine(
      isInvoiceDate,
      `Data księgowania musi mieścić się między ${INVOICE_DATE_RANGE.min} a ${INVOICE_DATE_RANGE.max} (zakres dat faktury FA(3)).`,
    ),
  amount: z.number('Podaj zaksięgowaną kwotę').positive('Kwota musi być większa od zera'),
});
export type OrderPaymentRequest = z.infer<typeof orderPaymentRequestSchema>;

export const orderPaymentSchema = z.object({
  id: z.string(),
  proformaNumber: z.string().nullable(),
  paidOn: z.string().nullable(),
  paidAmountPln: z.number().nullable(),
  status: z.string(),
  /**
   * The payment is booked either way; when the FA(3) schema refused the invoice, why (it is not issued,
   * 'Faktury' lists it for a retry).
   */
  invoiceFailure: z.string().nullable(),
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
  /** The paid order's invoice the FA(3) schema refused, until a retry issues it. */
  invoiceFailure: invoiceFailureSchema.nullable(),
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
