/** What other modules may use of invoices: the service (the order's payment and refund issue through it) and the sale it takes. */
export { createInvoiceService, type InvoiceService, type PrevalidatedInvoice } from './service';
export type { InvoiceSale } from './document';
export { createKsefSending, type KsefSending } from './ksef-sending';
export { createKsefSender, type KsefSender } from './ksef-sender';
export { registerKsefJobs } from './ksef-jobs';
