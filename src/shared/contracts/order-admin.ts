import { z } from 'zod';
import { INVOICE_DATE_RANGE, isInvoiceDate } from '../validation/order-fields';
import { invoiceFailureSchema, invoiceSummarySchema } from './invoices';
import { orderBuyerSchema } from './order';
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
  amount: z
    .number('Podaj zaksięgowaną kwotę')
    .positive('Kwota musi być większa od zera')
    .max(10_000_000, 'Kwota jest za duża')
    .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, {
      message: 'Kwota może mieć najwyżej dwa miejsca po przecinku (grosze)',
    }),
  /** The invoice's buyer, asked for with the payment when a short-form order has no address yet. */
  buyer: orderBuyerSchema.optional(),
});
export type OrderPaymentRequest = z.output<typeof orderPaymentRequestSchema>;
export type OrderPaymentInput = z.input<typeof orderPaymentRequestSchema>;

/** Where a payment came from: booked by hand, or a credit of an imported bank statement. */
export const PAYMENT_SOURCES = ['manual', 'statement'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/** One entry of the order's payments ledger; amounts in grosze. */
export const orderPaymentEntrySchema = z.object({
  id: z.string(),
  amountGrosze: z.number().int(),
  paidOn: z.string(),
  source: z.enum(PAYMENT_SOURCES),
  /** The statement credit's title and counterparty; null for a payment booked by hand. */
  reference: z.string().nullable(),
  bookedBy: z.string(),
  createdAt: z.string(),
});
export type OrderPaymentEntry = z.infer<typeof orderPaymentEntrySchema>;

/**
 * The order's money: unpaid (nothing yet), partial (some), paid (the sum reached the gross, or the operator
 * accepted the difference), overpaid (more than the gross came: the surplus is kept and shown).
 */
export const PAYMENT_STATES = ['unpaid', 'partial', 'paid', 'overpaid'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** GET /api/admin/orders/:id/payments: the ledger and what it adds up to. */
export const orderPaymentsSchema = z.object({
  orderId: z.string(),
  grossGrosze: z.number().int(),
  paidGrosze: z.number().int(),
  state: z.enum(PAYMENT_STATES),
  /** The day the order became paid; null while it is not. */
  paidOn: z.string().nullable(),
  /** The shortfall the operator accepted (gross minus paid, grosze) and why. */
  acceptedDifference: z.object({ amountGrosze: z.number().int(), reason: z.string() }).nullable(),
  /** The pro forma's payment deadline (YYYY-MM-DD) and whether it passed with the order unpaid. */
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
  items: z.array(orderPaymentEntrySchema),
});
export type OrderPayments = z.infer<typeof orderPaymentsSchema>;

/** The reason every accepted difference carries: required, so the history says why. */
export const differenceReasonSchema = z
  .string('Podaj powód przyjęcia różnicy')
  .trim()
  .min(3, 'Podaj powód przyjęcia różnicy (co najmniej 3 znaki)')
  .max(500, 'Powód może mieć najwyżej 500 znaków');

/** POST /api/admin/orders/:id/accept-difference: the order is paid with what came, for this reason. */
export const acceptDifferenceRequestSchema = z.object({ reason: differenceReasonSchema });
export type AcceptDifferenceRequest = z.infer<typeof acceptDifferenceRequestSchema>;

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
  /** The ledger after this payment. */
  ledger: orderPaymentsSchema,
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
  /** The payments ledger: partial payments, an overpayment, an accepted difference. */
  payments: orderPaymentsSchema,
  tenant: z.object({ id: z.string(), tenantName: z.string() }).nullable(),
  scmInstance: z.object({ id: z.string(), instanceName: z.string() }).nullable(),
  /** Who gets the welcome e-mail: the order's first administrator (the orderer on the short form). */
  administratorEmail: z.string(),
  /** The VAT invoice issued with the payment and its corrections, oldest first. */
  invoices: z.array(invoiceSummarySchema),
  /** The paid order's invoice the FA(3) schema refused, until a retry issues it. */
  invoiceFailure: invoiceFailureSchema.nullable(),
  /**
   * The order has no buyer an invoice can name (a short-form order: the club's name and an e-mail only):
   * the operator is asked for the address and NIP before the invoice is issued.
   */
  buyerMissing: z.boolean(),
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
