import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { InboxKind } from '@shared/inbox';
import { ANONYMISED } from '@shared/privacy';
import { betaSignups, bugReports, contacts, demoBookings, orders } from '../../db/schema/index';
import type { InboxTable } from '../../inbox/definition';

/**
 * Per kind: where a person's e-mail and phone are, which fields are personal (and what replaces them), and
 * which free texts may mention them. Anonymising keeps the record, its status and dates, the plan and
 * amounts of an order (statistics and accounting totals); it replaces who the person is.
 */
export type PrivacyKind = {
  kind: InboxKind;
  table: InboxTable & { anonymizedAt: PgColumn };
  /**
   * Lower-cased e-mail columns (and JSON paths) that identify the person, compared whole with the person's
   * lower-cased address (every form stores it trimmed). `inSearchText`: the kind's trigram-indexed search
   * text holds this column, so a LIKE on it narrows the rows first (contacts_search_idx and the like).
   */
  emails: { value: SQL; inSearchText?: PgColumn }[];
  /** Phone columns, as people typed them (compared in E.164: repository's storedPhoneE164). */
  phones: PgColumn[];
  /** The personal fields and their anonymised values. */
  anonymized: Record<string, unknown>;
  /** Free texts kept for statistics, in which an erasure replaces the person's e-mail and phone. */
  freeTexts: PgColumn[];
};

export const PRIVACY_KINDS: PrivacyKind[] = [
  {
    kind: 'contacts',
    table: contacts,
    emails: [{ value: sql`lower(${contacts.email})`, inSearchText: contacts.searchText }],
    phones: [contacts.phone],
    anonymized: {
      name: ANONYMISED,
      email: ANONYMISED,
      phone: null,
      subject: ANONYMISED,
      message: ANONYMISED,
    },
    freeTexts: [],
  },
  {
    kind: 'demo-bookings',
    table: demoBookings,
    emails: [{ value: sql`lower(${demoBookings.email})`, inSearchText: demoBookings.searchText }],
    phones: [demoBookings.phone],
    anonymized: { name: ANONYMISED, email: ANONYMISED, phone: null, clubName: null },
    freeTexts: [],
  },
  {
    kind: 'orders',
    table: orders,
    emails: [
      { value: sql`lower(${orders.email})`, inSearchText: orders.searchText },
      { value: sql`lower(${orders.adminUser} ->> 'email')` },
    ],
    phones: [orders.phone],
    anonymized: {
      name: ANONYMISED,
      email: ANONYMISED,
      phone: ANONYMISED,
      street: null,
      postalCode: null,
      city: null,
      nip: null,
      regon: null,
      euVatId: null,
      authorizedPersons: [],
      adminUser: null,
      adminPeselEncrypted: null,
      adminIdDocumentEncrypted: null,
    },
    freeTexts: [orders.clubName],
  },
  {
    kind: 'beta-signups',
    table: betaSignups,
    emails: [{ value: sql`lower(${betaSignups.email})`, inSearchText: betaSignups.searchText }],
    phones: [betaSignups.phone],
    anonymized: { name: ANONYMISED, email: ANONYMISED, phone: null, clubName: ANONYMISED },
    freeTexts: [],
  },
  {
    kind: 'bug-reports',
    table: bugReports,
    emails: [{ value: sql`lower(${bugReports.reporterEmail})` }],
    phones: [],
    anonymized: { reporterName: null, reporterEmail: null },
    freeTexts: [
      bugReports.title,
      bugReports.description,
      bugReports.category,
      bugReports.reproductionSteps,
      bugReports.expectedBehavior,
      bugReports.actualBehavior,
    ],
  },
];
