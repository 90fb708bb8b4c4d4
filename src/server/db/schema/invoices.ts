import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns';
import { orders } from './orders';

/**
 * The VAT invoices ('FV/2026/11/0001', issued with the order's full payment) and their corrections
 * ('FK/2026/11/0001', issued with a refund). `document` is everything printed on it, frozen at issue, so the
 * PDF drawn later and the FA(3) XML stored here always say the same thing.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /** 'invoice' (FV/) or 'correction' (FK/). */
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The invoice a correction corrects. */
    correctsId: uuid('corrects_id'),
    /** YYYY-MM of the issue date (business time zone): the 'Faktury' month filter and the month's ZIP. */
    month: text('month').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    buyerName: text('buyer_name').notNull(),
    grossPln: numeric('gross_pln', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    document: jsonb('document').notNull(),
    /** The FA(3) XML exactly as issued; its SHA-256 is in the KSeF verification link on the PDF. */
    xml: text('xml').notNull(),
    xmlSha256: text('xml_sha256').notNull(),
    createdAt: createdAt(),
    /**
     * Where the invoice stands in KSeF: 'queued' (waiting for the send job), 'sending' (sent, waiting for its
     * number), 'accepted' (it has its KSeF number), 'offline' (issued in an offline mode: sent when KSeF
     * answers, by `ksef_deadline`), 'rejected' (KSeF refused it: not retried until the operator sends it
     * again). Null: issued while KSeF sending was not configured (uploaded by hand, as before).
     */
    ksefStatus: text('ksef_status'),
    ksefNumber: text('ksef_number'),
    /**
     * The online session and the invoice's reference numbers, stored as soon as KSeF answers the send: a run
     * after a crash polls this reference instead of sending the invoice again.
     */
    ksefSessionReference: text('ksef_session_reference'),
    ksefReference: text('ksef_reference'),
    ksefSentAt: timestampTz('ksef_sent_at'),
    ksefAcceptedAt: timestampTz('ksef_accepted_at'),
    /** KSeF's own words when it rejected the invoice, or the last transient failure (for the operator). */
    ksefError: text('ksef_error'),
    /**
     * Once the invoice went offline: 'offline24' (KSeF out of reach, the next business day), 'offline' (issued
     * in an announced unavailability, the next business day after it) or 'failure' (an announced failure
     * touches it, 7 business days after the failure ended).
     */
    ksefOfflineMode: text('ksef_offline_mode'),
    /** The legal deadline for an offline invoice to reach KSeF (YYYY-MM-DD). */
    ksefDeadline: date('ksef_deadline', { mode: 'string' }),
    /** When the operators were told the deadline is near or past (once). */
    ksefDeadlineNotifiedAt: timestampTz('ksef_deadline_notified_at'),
    /** Sending attempts that failed for a transient reason, and when the next one is due (by the injected clock). */
    ksefAttempts: integer('ksef_attempts').notNull().default(0),
    ksefNextAttemptAt: timestampTz('ksef_next_attempt_at'),
    /** A sender's claim on the row: another process leaves it alone until this passes. */
    ksefLeaseUntil: timestampTz('ksef_lease_until'),
    /** The official receipt (UPO) of the accepted invoice. */
    upoXml: text('upo_xml'),
    /** When the buyer was e-mailed the invoice (with its KSeF number, or offline with both codes). */
    buyerMailedAt: timestampTz('buyer_mailed_at'),
  },
  (table) => [
    index('invoices_ksef_due_idx').on(table.ksefStatus, table.ksefNextAttemptAt),
    uniqueIndex('invoices_number_idx').on(table.number),
    index('invoices_order_idx').on(table.orderId),
    index('invoices_month_idx').on(table.month, table.number),
  ],
);

/**
 * KSeF's unavailability or failure as the Ministry announced it (BIP, the API), declared by the operator on
 * the 'KSeF' screen: the offline invoices it touches get the longer legal deadline (business-days.ts).
 * 'offline': an announced unavailability; 'failure': an announced failure (tryb awaryjny).
 */
export const ksefOutages = pgTable('ksef_outages', {
  id: id(),
  kind: text('kind').notNull(),
  startsAt: timestampTz('starts_at').notNull(),
  endsAt: timestampTz('ends_at').notNull(),
  /** The announcement, as the operator noted it (e.g. its address in BIP). */
  note: text('note'),
  createdAt: createdAt(),
});

/**
 * A paid order whose VAT invoice the FA(3) schema refused (data stored before a rule, a date out of the
 * schema's range): no number was used, the payment stands, and 'Faktury' lists it with the schema's message
 * until a retry issues the invoice, which removes the row.
 */
export const invoiceIssueFailures = pgTable('invoice_issue_failures', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  /** What the schema said, as the operator reads it. */
  message: text('message').notNull(),
  attempts: integer('attempts').notNull().default(1),
  failedAt: timestampTz('failed_at').notNull(),
});

/** The last number issued per series ('FV', 'FK') and month; the same gapless row lock as the pro forma's. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    month: text('month').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.series, table.month] })],
);

/**
 * Every credit line of an imported bank statement, keyed by a fingerprint of the line (date, amount, title,
 * counterparty, its occurrence in the file), so importing the same file again adds nothing and books nothing.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: id(),
    fingerprint: text('fingerprint').notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    amountPln: numeric('amount_pln', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    title: text('title').notNull(),
    counterparty: text('counterparty').notNull(),
    /** exact | partial | unmatched | booked */
    state: text('state').notNull(),
    /** Why a credit needs the operator (a different amount, no pro forma number, several orders). */
    note: text('note'),
    orderId: uuid('order_id').references(() => orders.id),
    bookedAt: timestampTz('booked_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('statement_lines_fingerprint_idx').on(table.fingerprint)],
);
