import { and, desc, eq, isNotNull, isNull, ne, sql, type Column, type SQL } from 'drizzle-orm';
import type { CsvMapping } from '@shared/contracts/statements';
import type { Database, Tx } from '../../db/client';
import { appSettings, orders, statementLines } from '../../db/schema/index';
import type { OrderRow } from '../orders/public';
import type { StatementCredit } from './credit';

export type StatementLineRow = typeof statementLines.$inferSelect;

/** A credit not stored yet, with its identity and what the matching made of it. */
export type NewStatementLine = Pick<StatementLineRow, 'fingerprint' | 'state' | 'note' | 'orderId'> & {
  credit: StatementCredit;
};

const CSV_MAPPING_KEY = 'statement-csv-mapping';

/** `column = any($1)` with the values as one array parameter, however many there are. */
const isAnyOf = (column: Column, values: string[]): SQL =>
  sql`${column} = any(${sql.param(values)}::${sql.raw(column.columnType === 'PgUUID' ? 'uuid' : 'text')}[])`;

/** The statement lines, the orders they pay and the CSV columns remembered for the next import. */
export function createStatementRepository(db: Database) {
  return {
    async csvMapping(): Promise<CsvMapping | null> {
      const [row] = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, CSV_MAPPING_KEY));
      return (row?.value as CsvMapping | undefined) ?? null;
    },

    async rememberCsvMapping(mapping: CsvMapping): Promise<void> {
      await db
        .insert(appSettings)
        .values({ key: CSV_MAPPING_KEY, value: mapping })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: mapping, updatedAt: sql`now()` } });
    },

    /** The orders not paid yet and not cancelled whose pro forma is one of these numbers. */
    async unpaidOrdersNumbered(numbers: string[]): Promise<OrderRow[]> {
      if (!numbers.length) return [];
      return db
        .select()
        .from(orders)
        .where(
          and(isAnyOf(orders.proformaNumber, numbers), isNull(orders.paidOn), ne(orders.status, 'cancelled')),
        );
    },

    async ordersWithIds(ids: string[]): Promise<OrderRow[]> {
      return ids.length ? db.select().from(orders).where(isAnyOf(orders.id, ids)) : [];
    },

    /**
     * The orders a credit may be paired with by hand: not paid, not cancelled, with a pro forma, not
     * anonymised; newest first.
     */
    async unpaidOrders(limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            isNull(orders.paidOn),
            ne(orders.status, 'cancelled'),
            isNotNull(orders.proformaNumber),
            isNull(orders.anonymizedAt),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(limit);
    },

    /** Which of these fingerprints are stored already. */
    async storedFingerprints(fingerprints: string[]): Promise<Set<string>> {
      if (!fingerprints.length) return new Set();
      const rows = await db
        .select({ fingerprint: statementLines.fingerprint })
        .from(statementLines)
        .where(isAnyOf(statementLines.fingerprint, fingerprints));
      return new Set(rows.map((row) => row.fingerprint));
    },

    /** Stores the lines whose fingerprint is not stored yet; how many it added. */
    async insertNew(lines: NewStatementLine[]): Promise<number> {
      if (!lines.length) return 0;
      // One statement for the slice: eight array parameters unnested into rows, rather than eight
      // parameters a row, whose building and parsing stalled the embedded database's thread.
      const column = <T>(value: (line: NewStatementLine) => T) => sql.param(lines.map(value));
      const inserted = (await db.execute(sql`
        insert into ${statementLines} (fingerprint, booked_on, amount_pln, title, counterparty, state,
          note, order_id)
        select * from unnest(
          ${column((line) => line.fingerprint)}::text[], ${column((line) => line.credit.bookedOn)}::date[],
          ${column((line) => line.credit.amount.toFixed(2))}::numeric[],
          ${column((line) => line.credit.title)}::text[], ${column((line) => line.credit.counterparty)}::text[],
          ${column((line) => line.state)}::text[], ${column((line) => line.note)}::text[],
          ${column((line) => line.orderId)}::uuid[])
        on conflict (fingerprint) do nothing
        returning id`)) as unknown as { rows: unknown[] };
      return inserted.rows.length;
    },

    async linesWithFingerprints(fingerprints: string[]): Promise<StatementLineRow[]> {
      return db.select().from(statementLines).where(isAnyOf(statementLines.fingerprint, fingerprints));
    },

    /** The credits not booked yet, newest first. */
    async openLines(limit: number): Promise<StatementLineRow[]> {
      return db
        .select()
        .from(statementLines)
        .where(ne(statementLines.state, 'booked'))
        .orderBy(desc(statementLines.bookedOn), desc(statementLines.createdAt))
        .limit(limit);
    },

    /** The line locked (FOR UPDATE) in the caller's transaction, so it is booked once. */
    async lockedLine(tx: Tx, id: string): Promise<StatementLineRow | null> {
      const [line] = await tx.select().from(statementLines).where(eq(statementLines.id, id)).for('update');
      return line ?? null;
    },

    async markBooked(tx: Tx, id: string, orderId: string, bookedAt: Date): Promise<StatementLineRow> {
      const [booked] = await tx
        .update(statementLines)
        .set({ state: 'booked', orderId, note: null, bookedAt })
        .where(eq(statementLines.id, id))
        .returning();
      return booked!;
    },
  };
}
