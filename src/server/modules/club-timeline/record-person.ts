import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { InboxKind } from '@shared/inbox';
import type { Database } from '../../db/client';
import {
  betaSignups,
  bugReports,
  contacts,
  demoBookings,
  orders,
  outboxMessages,
} from '../../db/schema/index';

/** The asked record's person, as stored. */
export type RecordPerson = {
  email: string | null;
  phone: string | null;
  nip: string | null;
  language: string | null;
  tenantId: string | null;
  anonymised: boolean;
};

/** The asked record itself: whose it is (the keys the club is matched by) and the language it is written in. */
export function createRecordPersonQueries(db: Database) {
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0] ?? null;

  return {
    async person(kind: InboxKind, id: string): Promise<RecordPerson | null> {
      const anonymised = (column: PgColumn) => sql<boolean>`${column} is not null`;
      switch (kind) {
        case 'contacts':
          return first(
            db
              .select({
                email: contacts.email,
                phone: contacts.phone,
                nip: sql<null>`null`,
                language: sql<null>`null`,
                tenantId: sql<null>`null`,
                anonymised: anonymised(contacts.anonymizedAt),
              })
              .from(contacts)
              .where(eq(contacts.id, id)),
          );
        case 'demo-bookings':
          return first(
            db
              .select({
                email: demoBookings.email,
                phone: demoBookings.phone,
                nip: sql<null>`null`,
                language: demoBookings.language,
                tenantId: sql<null>`null`,
                anonymised: anonymised(demoBookings.anonymizedAt),
              })
              .from(demoBookings)
              .where(eq(demoBookings.id, id)),
          );
        case 'orders':
          return first(
            db
              .select({
                email: orders.email,
                phone: orders.phone,
                nip: orders.nip,
                language: orders.language,
                tenantId: orders.tenantId,
                anonymised: anonymised(orders.anonymizedAt),
              })
              .from(orders)
              .where(eq(orders.id, id)),
          );
        case 'beta-signups':
          return first(
            db
              .select({
                email: betaSignups.email,
                phone: betaSignups.phone,
                nip: sql<null>`null`,
                language: sql<null>`null`,
                tenantId: sql<null>`null`,
                anonymised: anonymised(betaSignups.anonymizedAt),
              })
              .from(betaSignups)
              .where(eq(betaSignups.id, id)),
          );
        case 'bug-reports':
          return first(
            db
              .select({
                email: bugReports.reporterEmail,
                phone: sql<null>`null`,
                nip: sql<null>`null`,
                language: sql<null>`null`,
                tenantId: bugReports.tenantId,
                anonymised: anonymised(bugReports.anonymizedAt),
              })
              .from(bugReports)
              .where(eq(bugReports.id, id)),
          );
      }
    },

    /** The language of the last e-mail written about the record (a contact keeps none of its own). */
    async conversationLanguage(kind: InboxKind, id: string): Promise<string | null> {
      const row = await first(
        db
          .select({ language: outboxMessages.language })
          .from(outboxMessages)
          .where(and(eq(outboxMessages.relatedKind, kind), eq(outboxMessages.relatedId, id)))
          .orderBy(desc(outboxMessages.createdAt))
          .limit(1),
      );
      return row?.language ?? null;
    },
  };
}
