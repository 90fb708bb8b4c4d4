import { date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { digitsOf, id, inboxColumns, searchText, timestampTz } from './columns';
import { anonymizedAt, noticeColumns } from './privacy';
import { scmInstances } from './scm-instances';
import { tenants } from './tenants';
import { leadSourceColumns } from './analytics';

export type AuthorizedPerson = { firstName: string; lastName: string; position: string };
export type OrderAdminUser = { firstName: string; lastName: string; email: string };

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** 'simple' (the short dialog) or 'full' (company details, persons, first administrator). */
    form: text('form').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    clubName: text('club_name').notNull(),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    nip: text('nip'),
    regon: text('regon'),
    /** The buyer's country, ISO 3166-1 alpha-2 as the FA(3) schema lists it: the invoice's KodKraju. */
    country: text('country').notNull().default('PL'),
    /** Another EU member state's VAT number, normalised, without its country prefix (the invoice's NrVatUE). */
    euVatId: text('eu_vat_id'),
    memberCount: integer('member_count'),
    plan: text('plan').notNull(),
    paymentMode: text('payment_mode').notNull(),
    /** Which module list the ids come from: the landing page's five or /cennik's nine. */
    moduleCatalogue: text('module_catalogue').notNull(),
    selectedModules: jsonb('selected_modules').$type<string[]>().notNull().default([]),
    authorizedPersons: jsonb('authorized_persons').$type<AuthorizedPerson[]>().notNull().default([]),
    adminUser: jsonb('admin_user').$type<OrderAdminUser>(),
    /** AES-GCM ciphertext: PESEL is never stored in clear (a buyer in Poland). */
    adminPeselEncrypted: text('admin_pesel_encrypted'),
    /**
     * AES-GCM ciphertext of the first administrator's passport or ID card number (a buyer outside Poland,
     * who has no PESEL): handled as the PESEL is, masked, revealed on purpose, cleared with it.
     */
    adminIdDocumentEncrypted: text('admin_id_document_encrypted'),
    /** Computed on the server from the price catalogue; never taken from the client. */
    totalNetPln: numeric('total_net_pln', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    language: text('language').notNull().default('pl'),
    ...noticeColumns(),
    ...leadSourceColumns(),
    /** The terms of service the customer accepted with the order. */
    termsVersion: text('terms_version'),
    anonymizedAt: anonymizedAt(),
    /** 'PF/2026/11/0001': issued in the order's own transaction, numbered per month without gaps. */
    proformaNumber: text('proforma_number'),
    proformaIssuedAt: timestampTz('proforma_issued_at'),
    /**
     * When the order became paid (the booking date of the payment that completed it) and the sum of its
     * payments (order_payments), kept here for the list and search.
     */
    paidOn: date('paid_on', { mode: 'string' }),
    paidAmountPln: numeric('paid_amount_pln', { precision: 12, scale: 2, mode: 'number' }),
    paymentRecordedAt: timestampTz('payment_recorded_at'),
    /**
     * The difference between the payments and the gross the operator accepted (gross minus paid, in grosze),
     * and why: the order is paid with it. Also in the order's history.
     */
    acceptedDifferenceGrosze: integer('accepted_difference_grosze'),
    acceptedDifferenceReason: text('accepted_difference_reason'),
    /** The customer the order became ('Utwórz klienta'). */
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    scmInstanceId: uuid('scm_instance_id').references(() => scmInstances.id, { onDelete: 'set null' }),
    ...inboxColumns('pending'),
    searchText: text('search_text').generatedAlwaysAs(
      // The pro forma number as the buyer quotes it in the transfer title; the NIP as written and as digits.
      searchText(
        'name',
        'email',
        'phone',
        digitsOf('phone'),
        'club_name',
        'city',
        'nip',
        digitsOf('nip'),
        'proforma_number',
      ),
    ),
  },
  (table) => [
    index('orders_created_idx').on(table.createdAt.desc(), table.id),
    index('orders_status_created_idx').on(table.status, table.createdAt.desc()),
    index('orders_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    uniqueIndex('orders_proforma_number_idx').on(table.proformaNumber),
    uniqueIndex('orders_tenant_idx').on(table.tenantId),
    uniqueIndex('orders_scm_instance_idx').on(table.scmInstanceId),
  ],
);

/**
 * The last pro forma number issued per month ('2026-11' → 17). The order's transaction increments its
 * month's row with UPDATE … RETURNING, which locks the row until commit: numbers are gapless and unique
 * across processes, and a rolled-back order gives its number back.
 */
export const proformaCounters = pgTable('proforma_counters', {
  month: text('month').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});
