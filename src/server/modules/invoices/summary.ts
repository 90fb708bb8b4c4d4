import type { InvoiceSummary, KsefStatus } from '@shared/contracts/invoices';
import type { InvoiceRow } from './repository';

type SummaryRow = Pick<
  InvoiceRow,
  | 'id'
  | 'kind'
  | 'number'
  | 'orderId'
  | 'buyerName'
  | 'grossPln'
  | 'issueDate'
  | 'ksefStatus'
  | 'ksefNumber'
  | 'ksefDeadline'
  | 'ksefOfflineMode'
  | 'ksefError'
> & { hasUpo?: boolean; upoXml?: string | null };

/** An invoice as the back office lists it. */
export const summary = (row: SummaryRow): InvoiceSummary => ({
  id: row.id,
  kind: row.kind === 'correction' ? 'correction' : 'invoice',
  number: row.number,
  orderId: row.orderId,
  buyerName: row.buyerName,
  grossPln: row.grossPln,
  issueDate: row.issueDate,
  ksefStatus: (row.ksefStatus as KsefStatus | null) ?? null,
  ksefNumber: row.ksefNumber,
  ksefDeadline: row.ksefDeadline,
  ksefOfflineMode: (row.ksefOfflineMode as 'offline24' | 'failure' | null) ?? null,
  ksefError: row.ksefError,
  hasUpo: Boolean(row.hasUpo ?? row.upoXml),
});
