import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { invoices } from '../../db/schema/index';
import type { InvoiceRow } from './repository';

/** The states the send job works on (an accepted invoice only while its UPO is still owed). */
const WORKED_ON = ['queued', 'sending', 'offline', 'accepted'];

export type KsefUpdate = Partial<
  Pick<
    InvoiceRow,
    | 'ksefStatus'
    | 'ksefNumber'
    | 'ksefSessionReference'
    | 'ksefReference'
    | 'ksefSentAt'
    | 'ksefAcceptedAt'
    | 'ksefError'
    | 'ksefOfflineMode'
    | 'ksefDeadline'
    | 'ksefAttempts'
    | 'ksefNextAttemptAt'
    | 'ksefLeaseUntil'
    | 'upoXml'
    | 'buyerMailedAt'
    | 'document'
    | 'xml'
    | 'xmlSha256'
  >
>;

/**
 * The invoices' KSeF state. Every write of the send job is conditional on the claim it made (the lease's
 * instant, unique per claim): a process whose lease lapsed (it stalled, another took the row over) changes
 * nothing any more, so an invoice moves through its states once whichever processes run the job.
 */
export function createKsefRepository(db: Database) {
  return {
    /**
     * Claims up to `limit` invoices due now (FOR UPDATE SKIP LOCKED, then a lease until `leaseUntil`), oldest
     * first so an original goes before its correction.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<InvoiceRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(
            and(
              inArray(invoices.ksefStatus, WORKED_ON),
              lte(invoices.ksefNextAttemptAt, now),
              or(isNull(invoices.ksefLeaseUntil), lt(invoices.ksefLeaseUntil, now)),
            ),
          )
          .orderBy(asc(invoices.createdAt), asc(invoices.number))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        const rows = await tx
          .update(invoices)
          .set({ ksefLeaseUntil: leaseUntil })
          .where(
            inArray(
              invoices.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
        return rows.sort(
          (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.number.localeCompare(b.number),
        );
      });
    },

    /** Writes `update` if the claim `lease` still holds the row; false when another process has it now. */
    async updateClaimed(
      tx: Database | Tx,
      id: string,
      lease: Date,
      update: KsefUpdate,
    ): Promise<InvoiceRow | null> {
      const [row] = await tx
        .update(invoices)
        .set(update)
        .where(and(eq(invoices.id, id), eq(invoices.ksefLeaseUntil, lease)))
        .returning();
      return row ?? null;
    },

    async ksefStateOf(id: string) {
      const [row] = await db
        .select({ ksefNumber: invoices.ksefNumber, ksefStatus: invoices.ksefStatus })
        .from(invoices)
        .where(eq(invoices.id, id));
      return row ?? null;
    },

    /** Offline invoices whose deadline is `day` or before and whose operators were not told yet. */
    async offlineDueUnnotified(day: string) {
      return db
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.ksefStatus, 'offline'),
            lte(invoices.ksefDeadline, day),
            isNull(invoices.ksefDeadlineNotifiedAt),
          ),
        )
        .limit(100);
    },

    /** Marks the operators told, once: false when another process did it first. */
    async markDeadlineNotified(tx: Tx, id: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(invoices)
        .set({ ksefDeadlineNotifiedAt: at })
        .where(and(eq(invoices.id, id), isNull(invoices.ksefDeadlineNotifiedAt)))
        .returning({ id: invoices.id });
      return rows.length === 1;
    },

    /** 'Wyślij ponownie': a rejected invoice queued again, now; false when it is not rejected. */
    async requeueRejected(tx: Database | Tx, id: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(invoices)
        .set({
          ksefStatus: 'queued',
          ksefError: null,
          ksefAttempts: 0,
          ksefNextAttemptAt: now,
          ksefLeaseUntil: null,
          ksefSessionReference: null,
          ksefReference: null,
        })
        .where(and(eq(invoices.id, id), eq(invoices.ksefStatus, 'rejected')))
        .returning({ id: invoices.id });
      return rows.length === 1;
    },

    /** The offline invoices, nearest deadline first (the dashboard's notice). */
    async offline() {
      return db
        .select({
          id: invoices.id,
          number: invoices.number,
          buyerName: invoices.buyerName,
          ksefDeadline: invoices.ksefDeadline,
          ksefOfflineMode: invoices.ksefOfflineMode,
        })
        .from(invoices)
        .where(eq(invoices.ksefStatus, 'offline'))
        .orderBy(asc(invoices.ksefDeadline), asc(invoices.number))
        .limit(100);
    },

    async countByStatus() {
      const rows = await db
        .select({ status: invoices.ksefStatus, count: sql<number>`count(*)::int` })
        .from(invoices)
        .where(inArray(invoices.ksefStatus, ['queued', 'sending', 'rejected']))
        .groupBy(invoices.ksefStatus);
      const counts = { queued: 0, sending: 0, rejected: 0 };
      for (const row of rows) counts[row.status as keyof typeof counts] = Number(row.count);
      return counts;
    },
  };
}
export type KsefRepository = ReturnType<typeof createKsefRepository>;
