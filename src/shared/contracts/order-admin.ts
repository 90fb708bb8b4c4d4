import { z } from 'zod';

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
