import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  betaSignups,
  contacts,
  demoBookings,
  invoices,
  orders,
  outboxMessages,
  tenants,
} from '../../db/schema/index';
import { createRecordPersonQueries } from './record-person';

export type { RecordPerson } from './record-person';

/** What the club is known by: a lower-cased e-mail, the forms a stored phone may take as digits, a NIP's digits. */
export type ClubKeys = { email: string | null; phoneDigits: string[]; nipDigits: string | null };

/** Each query is bounded: a club has a handful of records; a runaway match must not read a table. */
const PER_KIND = 100;

const digits = (column: PgColumn) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/** The rows of a table that share the e-mail, a phone form or the NIP; nothing when no key is known. */
function matching(keys: ClubKeys, email: PgColumn | null, phone: PgColumn | null, nip?: PgColumn): SQL {
  const conditions: SQL[] = [];
  if (email && keys.email) conditions.push(sql`lower(${email}) = ${keys.email}`);
  if (phone && keys.phoneDigits.length > 0) conditions.push(inArray(digits(phone), keys.phoneDigits));
  if (nip && keys.nipDigits) conditions.push(sql`${digits(nip)} = ${keys.nipDigits}`);
  return conditions.length > 0 ? or(...conditions)! : sql`false`;
}

/** The club's rows in each table, matched by its keys; the asked record's own look-ups are record-person.ts. */
export function createClubTimelineRepository(db: Database) {
  return {
    ...createRecordPersonQueries(db),

    contacts: (keys: ClubKeys) =>
      db
        .select({
          id: contacts.id,
          email: contacts.email,
          phone: contacts.phone,
          subject: contacts.subject,
          source: contacts.source,
          createdAt: contacts.createdAt,
        })
        .from(contacts)
        .where(and(isNull(contacts.anonymizedAt), matching(keys, contacts.email, contacts.phone)))
        .orderBy(desc(contacts.createdAt))
        .limit(PER_KIND),

    demoBookings: (keys: ClubKeys) =>
      db
        .select({
          id: demoBookings.id,
          email: demoBookings.email,
          phone: demoBookings.phone,
          clubName: demoBookings.clubName,
          selectedSlot: demoBookings.selectedSlot,
          status: demoBookings.status,
          source: demoBookings.source,
          createdAt: demoBookings.createdAt,
        })
        .from(demoBookings)
        .where(and(isNull(demoBookings.anonymizedAt), matching(keys, demoBookings.email, demoBookings.phone)))
        .orderBy(desc(demoBookings.createdAt))
        .limit(PER_KIND),

    orders: (keys: ClubKeys) =>
      db
        .select({
          id: orders.id,
          email: orders.email,
          phone: orders.phone,
          nip: orders.nip,
          clubName: orders.clubName,
          plan: orders.plan,
          totalNetPln: orders.totalNetPln,
          proformaNumber: orders.proformaNumber,
          proformaIssuedAt: orders.proformaIssuedAt,
          paidAmountPln: orders.paidAmountPln,
          paidOn: orders.paidOn,
          paymentRecordedAt: orders.paymentRecordedAt,
          tenantId: orders.tenantId,
          source: orders.source,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(and(isNull(orders.anonymizedAt), matching(keys, orders.email, orders.phone, orders.nip)))
        .orderBy(desc(orders.createdAt))
        .limit(PER_KIND),

    betaSignups: (keys: ClubKeys) =>
      db
        .select({
          id: betaSignups.id,
          email: betaSignups.email,
          phone: betaSignups.phone,
          clubName: betaSignups.clubName,
          source: betaSignups.source,
          createdAt: betaSignups.createdAt,
        })
        .from(betaSignups)
        .where(and(isNull(betaSignups.anonymizedAt), matching(keys, betaSignups.email, betaSignups.phone)))
        .orderBy(desc(betaSignups.createdAt))
        .limit(PER_KIND),

    invoicesOf: (orderIds: string[]) =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: invoices.id,
              kind: invoices.kind,
              number: invoices.number,
              orderId: invoices.orderId,
              grossPln: invoices.grossPln,
              createdAt: invoices.createdAt,
            })
            .from(invoices)
            .where(inArray(invoices.orderId, orderIds))
            .orderBy(desc(invoices.createdAt))
            .limit(PER_KIND),

    /** The operator's replies about the club's records, or to its address. */
    replies: (keys: ClubKeys, recordIds: string[]) => {
      const about: SQL[] = [];
      if (recordIds.length > 0) about.push(inArray(outboxMessages.relatedId, recordIds));
      if (keys.email) about.push(sql`lower(${outboxMessages.recipient}) = ${keys.email}`);
      if (about.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: outboxMessages.id,
          subject: outboxMessages.subject,
          recipient: outboxMessages.recipient,
          state: outboxMessages.state,
          relatedKind: outboxMessages.relatedKind,
          relatedId: outboxMessages.relatedId,
          createdAt: outboxMessages.createdAt,
        })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.template, 'operator-reply'), or(...about)))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(PER_KIND);
    },

    tenants: (keys: ClubKeys, tenantIds: string[]) => {
      const known = matching(keys, tenants.contactEmail, tenants.contactPhone);
      return db
        .select({
          id: tenants.id,
          tenantName: tenants.tenantName,
          clubName: tenants.clubName,
          contactEmail: tenants.contactEmail,
          contactPhone: tenants.contactPhone,
          createdAt: tenants.createdAt,
        })
        .from(tenants)
        .where(tenantIds.length > 0 ? or(known, inArray(tenants.id, tenantIds)) : known)
        .orderBy(desc(tenants.createdAt))
        .limit(PER_KIND);
    },
  };
}

export type ClubTimelineRepository = ReturnType<typeof createClubTimelineRepository>;
