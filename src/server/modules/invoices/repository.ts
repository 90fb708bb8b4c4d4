import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { invoiceCounters, invoiceIssueFailures, invoices, orders } from '../../db/schema/index';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/** What 'Faktury' shows of an invoice's KSeF state (the UPO only as whether it is there). */
const ksefColumns = {
  ksefStatus: invoices.ksefStatus,
  ksefNumber: invoices.ksefNumber,
  ksefDeadline: invoices.ksefDeadline,
  ksefOfflineMode: invoices.ksefOfflineMode,
  ksefError: invoices.ksefError,
  hasUpo: sql<boolean>`${invoices.upoXml} is not null`,
};

export function createInvoiceRepository(db: Database) {
  return {
    /**
     * The series' next number in the month. The upsert locks the (series, month) row until `tx` ends: two
     * payments in any process queue here, and a rolled-back payment gives its number back (no gaps).
     */
    async nextSequence(tx: Tx, series: 'FV' | 'FK', month: string): Promise<number> {
      const [row] = await tx
        .insert(invoiceCounters)
        .values({ series, month, lastNumber: 1 })
        .onConflictDoUpdate({
          target: [invoiceCounters.series, invoiceCounters.month],
          set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: invoiceCounters.lastNumber });
      return row!.lastNumber;
    },

    async insert(tx: Tx, invoice: NewInvoice): Promise<InvoiceRow> {
      const [row] = await tx.insert(invoices).values(invoice).returning();
      return row!;
    },

    async forOrder(orderId: string, tx: Database | Tx = db): Promise<InvoiceRow[]> {
      return tx
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, orderId))
        .orderBy(asc(invoices.createdAt), asc(invoices.number));
    },

    async list(query: { month?: string; ksefStatus?: string }) {
      return db
        .select({
          id: invoices.id,
          kind: invoices.kind,
          number: invoices.number,
          orderId: invoices.orderId,
          buyerName: invoices.buyerName,
          grossPln: invoices.grossPln,
          issueDate: invoices.issueDate,
          ...ksefColumns,
        })
        .from(invoices)
        .where(
          and(
            query.month ? eq(invoices.month, query.month) : undefined,
            query.ksefStatus ? eq(invoices.ksefStatus, query.ksefStatus) : undefined,
          ),
        )
        .orderBy(desc(invoices.issueDate), desc(invoices.number))
        .limit(1000);
    },

    /** The month's invoices and corrections, whole (their XML and the document their PDF is drawn from). */
    async inMonth(month: string) {
      return db.select().from(invoices).where(eq(invoices.month, month)).orderBy(asc(invoices.number));
    },

    async findById(id: string, tx: Database | Tx = db) {
      const [row] = await tx.select().from(invoices).where(eq(invoices.id, id));
      return row ?? null;
    },

    /** Records (or records again) why an order's invoice was not issued. */
    async recordFailure(tx: Tx, orderId: string, message: string, at: Date): Promise<void> {
      await tx
        .insert(invoiceIssueFailures)
        .values({ orderId, message, failedAt: at })
        .onConflictDoUpdate({
          target: invoiceIssueFailures.orderId,
          set: { message, failedAt: at, attempts: sql`${invoiceIssueFailures.attempts} + 1` },
        });
    },

    async clearFailure(tx: Tx, orderId: string): Promise<void> {
      await tx.delete(invoiceIssueFailures).where(eq(invoiceIssueFailures.orderId, orderId));
    },

    async failures(orderId?: string) {
      return db
        .select({
          orderId: invoiceIssueFailures.orderId,
          proformaNumber: orders.proformaNumber,
          buyerName: orders.clubName,
          message: invoiceIssueFailures.message,
          attempts: invoiceIssueFailures.attempts,
          failedAt: invoiceIssueFailures.failedAt,
        })
        .from(invoiceIssueFailures)
        .innerJoin(orders, eq(orders.id, invoiceIssueFailures.orderId))
        .where(orderId ? eq(invoiceIssueFailures.orderId, orderId) : undefined)
        .orderBy(desc(invoiceIssueFailures.failedAt))
        .limit(1000);
    },

    async markMailed(tx: Tx, id: string, at: Date): Promise<void> {
      await tx.update(invoices).set({ buyerMailedAt: at }).where(eq(invoices.id, id));
    },

    async findInvoiceOfOrder(tx: Database | Tx, orderId: string) {
      const [row] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
      return row ?? null;
    },
  };
}
export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
