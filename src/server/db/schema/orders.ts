import { index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { id, inboxColumns, searchText } from './columns';
import { anonymizedAt, noticeColumns } from './privacy';

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
    memberCount: integer('member_count'),
    plan: text('plan').notNull(),
    paymentMode: text('payment_mode').notNull(),
    /** Which module list the ids come from: the landing page's five or /cennik's nine. */
    moduleCatalogue: text('module_catalogue').notNull(),
    selectedModules: jsonb('selected_modules').$type<string[]>().notNull().default([]),
    authorizedPersons: jsonb('authorized_persons').$type<AuthorizedPerson[]>().notNull().default([]),
    adminUser: jsonb('admin_user').$type<OrderAdminUser>(),
    /** AES-GCM ciphertext: PESEL is never stored in clear. */
    adminPeselEncrypted: text('admin_pesel_encrypted'),
    /** Computed on the server from the price catalogue; never taken from the client. */
    totalNetPln: numeric('total_net_pln', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    language: text('language').notNull().default('pl'),
    ...noticeColumns(),
    /** The terms of service the customer accepted with the order. */
    termsVersion: text('terms_version'),
    anonymizedAt: anonymizedAt(),
    ...inboxColumns('pending'),
    searchText: text('search_text').generatedAlwaysAs(
      searchText('name', 'email', 'phone', 'club_name', 'city', 'nip'),
    ),
  },
  (table) => [
    index('orders_created_idx').on(table.createdAt.desc(), table.id),
    index('orders_status_created_idx').on(table.status, table.createdAt.desc()),
    index('orders_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);
