import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type {
  CsvMapping,
  StatementImport,
  StatementImportRequest,
  StatementLine,
  StatementOrder,
} from '@shared/contracts/statements';
import type { AppDeps } from '../../../app-deps';
import type { Tx } from '../../../db/client';
import { appSettings, orders, statementLines } from '../../../db/schema/index';
import { conflict, invalidField, notFound } from '../../../lib/http-errors';
import { orderQuote } from '../proforma/document';
import { parseCsv, parseMt940, proformaNumbersIn, type StatementCredit } from './parse';

const CSV_MAPPING_KEY = 'statement-csv-mapping';

const plnPl = (amount: number) =>
  `${new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} zł`;

/** A credit's identity: the same line in the same or another file is the same money, imported once. */
const fingerprint = (credit: StatementCredit) =>
  createHash('sha256')
    .update(
      [
        credit.bookedOn,
        credit.amount.toFixed(2),
        credit.title.replace(/\s+/g, ' '),
        credit.counterparty,
      ].join('\u0000'),
    )
    .digest('hex');

type LineRow = typeof statementLines.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

const grossOf = (order: OrderRow) =>
  orderQuote({
    ...order,
    language: order.language === 'en' ? 'en' : 'pl',
  }).totalGross;

const statementOrderOf = (order: OrderRow): StatementOrder => ({
  id: order.id,
  proformaNumber: order.proformaNumber ?? '',
  clubName: order.clubName,
  grossPln: grossOf(order),
});

/** How many unpaid orders the pairing offers: more than a small business has open at once. */
const UNPAID_ORDERS_SHOWN = 200;

/**
 * 'Import wyciągu': the credits of a bank statement (MT940 or CSV), each matched to an unpaid order by the
 * pro forma number in its title and the amount. Exact matches wait for one click; the rest for the
 * operator's pairing. Every credit is stored once (by fingerprint) and booked at most once.
 */
export function createStatementService({
  db,
  clock,
  orderAdmin,
}: Pick<AppDeps, 'db' | 'clock' | 'orderAdmin'>) {
  async function rememberedMapping(): Promise<CsvMapping | null> {
    const [row] = await db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, CSV_MAPPING_KEY));
    return (row?.value as CsvMapping | undefined) ?? null;
  }

  /** What a credit pays, judged against the unpaid orders its title names. */
  async function match(
    tx: Tx,
    credit: StatementCredit,
  ): Promise<Pick<LineRow, 'state' | 'note' | 'orderId'>> {
    const numbers = proformaNumbersIn(credit.title);
    if (!numbers.length)
      return { state: 'unmatched', note: 'Tytuł nie zawiera numeru pro formy', orderId: null };
    const found = await tx
      .select()
      .from(orders)
      .where(
        and(inArray(orders.proformaNumber, numbers), isNull(orders.paidOn), ne(orders.status, 'cancelled')),
      );
    if (!found.length) {
      return {
        state: 'unmatched',
        note: `Brak nieopłaconego zamówienia z pro formą ${numbers.join(', ')}`,
        orderId: null,
      };
    }
    if (found.length > 1) {
      return {
        state: 'partial',
        note: `Tytuł wskazuje kilka zamówień: ${numbers.join(', ')}`,
        orderId: null,
      };
    }
    const order = found[0]!;
    const gross = grossOf(order);
    if (Math.round(gross * 100) !== Math.round(credit.amount * 100)) {
      return {
        state: 'partial',
        note: `Kwota ${plnPl(credit.amount)} różni się od kwoty pro formy ${order.proformaNumber}: ${plnPl(gross)}`,
        orderId: order.id,
      };
    }
    return { state: 'exact', note: null, orderId: order.id };
  }

  async function present(rows: LineRow[]): Promise<StatementLine[]> {
    const ids = [...new Set(rows.map((row) => row.orderId).filter((id): id is string => id !== null))];
    const found = ids.length ? await db.select().from(orders).where(inArray(orders.id, ids)) : [];
    const byId = new Map(found.map((order) => [order.id, order]));
    return rows.map((row) => {
      const order = row.orderId ? byId.get(row.orderId) : undefined;
      return {
        id: row.id,
        bookedOn: row.bookedOn,
        amountPln: row.amountPln,
        title: row.title,
        counterparty: row.counterparty,
        state: row.state as StatementLine['state'],
        note: row.note,
        order: order ? statementOrderOf(order) : null,
      };
    });
  }

  return {
    csvMapping: rememberedMapping,

    async import(request: StatementImportRequest): Promise<StatementImport> {
      let credits: StatementCredit[];
      if (request.format === 'mt940') credits = parseMt940(request.content);
      else {
        const mapping = request.mapping ?? (await rememberedMapping());
        if (!mapping)
          throw invalidField(
            'mapping',
            'Wskaż, w których kolumnach pliku CSV są data, kwota, tytuł i kontrahent',
          );
        credits = parseCsv(request.content, mapping);
        await db
          .insert(appSettings)
          .values({ key: CSV_MAPPING_KEY, value: mapping })
          .onConflictDoUpdate({ target: appSettings.key, set: { value: mapping, updatedAt: sql`now()` } });
      }
      const unique = new Map(credits.map((credit) => [fingerprint(credit), credit]));
      const { added, rows } = await db.transaction(async (tx) => {
        let added = 0;
        for (const [key, credit] of unique) {
          const matched = await match(tx, credit);
          const inserted = await tx
            .insert(statementLines)
            .values({
              fingerprint: key,
              bookedOn: credit.bookedOn,
              amountPln: credit.amount,
              title: credit.title,
              counterparty: credit.counterparty,
              ...matched,
            })
            .onConflictDoNothing({ target: statementLines.fingerprint })
            .returning({ id: statementLines.id });
          added += inserted.length;
        }
        const rows = unique.size
          ? await tx
              .select()
              .from(statementLines)
              .where(inArray(statementLines.fingerprint, [...unique.keys()]))
          : [];
        rows.sort((a, b) => a.bookedOn.localeCompare(b.bookedOn) || a.title.localeCompare(b.title));
        return { added, rows };
      });
      // Read after the transaction: PGlite has one connection, and `present` reads outside it.
      return { added, alreadyImported: unique.size - added, lines: await present(rows) };
    },

    /**
     * The orders a credit may be paired with by hand: not paid, not cancelled, with a pro forma; newest
     * first (a transfer usually follows its order within days).
     */
    async unpaidOrders(): Promise<StatementOrder[]> {
      const rows = await db
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
        .limit(UNPAID_ORDERS_SHOWN);
      return rows.map(statementOrderOf);
    },

    /** The credits still waiting for the operator, newest first. */
    async openLines(): Promise<StatementLine[]> {
      const rows = await db
        .select()
        .from(statementLines)
        .where(ne(statementLines.state, 'booked'))
        .orderBy(desc(statementLines.bookedOn), desc(statementLines.createdAt))
        .limit(500);
      return present(rows);
    },

    /**
     * Books the credit as the payment of its matched order (or the one the operator chose): the payment,
     * the VAT invoice and the line's 'booked' in one transaction. A line is booked once, an order paid once.
     */
    async confirm(id: string, chosenOrderId: string | undefined, changedBy: string): Promise<StatementLine> {
      const row = await db.transaction(async (tx) => {
        const [line] = await tx.select().from(statementLines).where(eq(statementLines.id, id)).for('update');
        if (!line) throw notFound('Nie ma takiej pozycji wyciągu');
        if (line.state === 'booked') throw conflict('Ta wpłata jest już zaksięgowana');
        const orderId = chosenOrderId ?? line.orderId;
        if (!orderId) throw invalidField('orderId', 'Wybierz zamówienie, które opłaca ta wpłata');
        await orderAdmin.markPaidIn(
          tx,
          orderId,
          { bookedOn: line.bookedOn, amount: line.amountPln },
          changedBy,
        );
        const [booked] = await tx
          .update(statementLines)
          .set({ state: 'booked', orderId, note: null, bookedAt: clock.now() })
          .where(eq(statementLines.id, id))
          .returning();
        return booked!;
      });
      return (await present([row]))[0]!;
    },
  };
}
export type StatementService = ReturnType<typeof createStatementService>;
