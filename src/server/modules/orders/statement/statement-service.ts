import { formatPln } from '@shared/money';
import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, desc, eq, isNotNull, isNull, ne, sql, type Column, type SQL } from 'drizzle-orm';
import type {
  CsvMapping,
  StatementImport,
  StatementConfirmRequest,
  StatementImportRequest,
  StatementLine,
  StatementOrder,
} from '@shared/contracts/statements';
import type { OrdersDeps } from '../deps';
import type { OrderAdminService } from '../admin-service';
import { appSettings, orders, statementLines } from '../../../db/schema/index';
import { badRequest, conflict, invalidField, notFound } from '../../../lib/http-errors';
import { orderQuote } from '../proforma/document';
import {
  decodeStatement,
  parseCsv,
  parseMt940,
  proformaNumbersIn,
  StatementRefusal,
  type StatementCredit,
} from './parse';

const CSV_MAPPING_KEY = 'statement-csv-mapping';

/** How many lines one insert writes: a 15,000-line statement is thirty inserts, not 15,000. */
const LINES_PER_INSERT = 500;

const sha256 = (parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex');

/** What a line of a statement says, without the bank's reference. */
const contentOf = (credit: StatementCredit) => [
  credit.bookedOn,
  credit.amount.toFixed(2),
  credit.title.replace(/\s+/g, ' '),
  credit.counterparty,
];

type Fingerprinted = {
  credit: StatementCredit;
  /** The credit's identity: the same credit in the same or a later file is the same money, stored once. */
  fingerprint: string;
  /**
   * Before references counted, the first of a statement's identical lines was stored under its content
   * alone: such a row is this credit, so a statement imported then is not imported twice now.
   */
  earlier: string | null;
};

/**
 * Each credit's identity: its content and the bank's reference, and which of the statement's identical
 * lines it is (the n-th). Two club payments of one amount with one title on one day are two payments
 * (different references, or the first and second of two identical lines), and the same file imported
 * again gives the same identities, so nothing is added twice. A first line without a reference keeps the
 * identity it always had: its content alone.
 */
async function fingerprinted(credits: StatementCredit[]): Promise<Fingerprinted[]> {
  const occurrences = new Map<string, number>();
  const contentsSeen = new Set<string>();
  const lines: Fingerprinted[] = [];
  for (const credit of credits) {
    // Hashing a large statement's lines at once would hold the event loop; a slice at a time does not.
    if (lines.length % LINES_PER_INSERT === LINES_PER_INSERT - 1) await nextTurn();
    const content = contentOf(credit);
    const byContent = sha256(content);
    const identity = credit.reference ? sha256([...content, credit.reference]) : byContent;
    const nth = (occurrences.get(identity) ?? 0) + 1;
    occurrences.set(identity, nth);
    const fingerprint =
      !credit.reference && nth === 1 ? byContent : sha256([...content, credit.reference, String(nth)]);
    const first = !contentsSeen.has(byContent);
    contentsSeen.add(byContent);
    lines.push({ credit, fingerprint, earlier: first && fingerprint !== byContent ? byContent : null });
  }
  return lines;
}

/** `column = any($1)` with the values as one array parameter, however many there are. */
const isAnyOf = (column: Column, values: string[]): SQL =>
  sql`${column} = any(${sql.param(values)}::${sql.raw(column.columnType === 'PgUUID' ? 'uuid' : 'text')}[])`;

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
  paidPln: order.paidAmountPln ?? 0,
  paid: order.paidOn !== null,
});

/** What is left to pay on the order, in grosze: the gross less the payments so far. */
const dueGroszeOf = (order: OrderRow) =>
  Math.round(grossOf(order) * 100) - Math.round((order.paidAmountPln ?? 0) * 100);

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
}: Pick<OrdersDeps, 'db' | 'clock'> & { orderAdmin: OrderAdminService }) {
  async function rememberedMapping(): Promise<CsvMapping | null> {
    const [row] = await db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, CSV_MAPPING_KEY));
    return (row?.value as CsvMapping | undefined) ?? null;
  }

  /**
   * What each credit pays, judged against the unpaid orders its title names, all read in one query. An
   * order is the exact match of one credit only: a second transfer of the same pro forma on the statement
   * (a payment sent twice) waits for the operator.
   */
  async function matchAll(
    credits: StatementCredit[],
  ): Promise<Pick<LineRow, 'state' | 'note' | 'orderId'>[]> {
    const numbersOf = credits.map((credit) => proformaNumbersIn(credit.title));
    const numbers = [...new Set(numbersOf.flat())];
    const unpaid = numbers.length
      ? await db
          .select()
          .from(orders)
          .where(
            and(
              isAnyOf(orders.proformaNumber, numbers),
              isNull(orders.paidOn),
              ne(orders.status, 'cancelled'),
            ),
          )
      : [];
    const byNumber = new Map(unpaid.map((order) => [order.proformaNumber!, order]));
    const claimed = new Set<string>();
    return credits.map((credit, at) => {
      const numbers = numbersOf[at]!;
      if (!numbers.length)
        return { state: 'unmatched', note: 'Tytuł nie zawiera numeru pro formy', orderId: null };
      const found = numbers.flatMap((number) => byNumber.get(number) ?? []);
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
      const due = dueGroszeOf(order);
      if (due !== Math.round(credit.amount * 100)) {
        const paidSoFar = order.paidAmountPln ? ` (zapłacono już ${formatPln(order.paidAmountPln)})` : '';
        return {
          state: 'partial',
          note: `Kwota ${formatPln(credit.amount)} różni się od kwoty pro formy ${order.proformaNumber}: ${formatPln(gross)}${paidSoFar}`,
          orderId: order.id,
        };
      }
      if (claimed.has(order.id)) {
        return {
          state: 'partial',
          note: `Pro formę ${order.proformaNumber} opłaca już inna wpłata z tego wyciągu: sprawdź, czy to nie podwójny przelew`,
          orderId: order.id,
        };
      }
      claimed.add(order.id);
      return { state: 'exact', note: null, orderId: order.id };
    });
  }

  async function present(rows: LineRow[]): Promise<StatementLine[]> {
    const ids = [...new Set(rows.map((row) => row.orderId).filter((id): id is string => id !== null))];
    const found = ids.length ? await db.select().from(orders).where(isAnyOf(orders.id, ids)) : [];
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

    /**
     * Reads the file a slice at a time and writes its credits a few hundred per statement, each write on
     * its own (no transaction held across the file), so the rest of the back office is answered while a
     * large statement imports. Every write adds only what is not there yet: a file whose import was cut
     * short is completed by importing it again.
     */
    async import(request: StatementImportRequest): Promise<StatementImport> {
      const field = request.file !== undefined ? 'file' : 'content';
      let credits: StatementCredit[];
      try {
        const text =
          request.file !== undefined
            ? decodeStatement(Buffer.from(request.file, 'base64'))
            : request.content!.replace(/^\uFEFF/, '');
        credits =
          request.format === 'mt940'
            ? await parseMt940(text)
            : await parseCsv(text, request.mapping ?? (await rememberedMapping()) ?? {});
      } catch (error) {
        if (!(error instanceof StatementRefusal)) throw error;
        const where = error.line === null ? '' : `, wiersz ${error.line}`;
        throw badRequest(`Plik odrzucony${where}: ${error.reason}`, {
          [field]: error.line === null ? error.reason : `Wiersz ${error.line}: ${error.reason}`,
        });
      }
      if (request.format === 'csv' && request.mapping) {
        const mapping = request.mapping;
        await db
          .insert(appSettings)
          .values({ key: CSV_MAPPING_KEY, value: mapping })
          .onConflictDoUpdate({ target: appSettings.key, set: { value: mapping, updatedAt: sql`now()` } });
      }

      const lines = await fingerprinted(credits);
      const matches = await matchAll(credits);
      let added = 0;
      const rows: LineRow[] = [];
      for (let start = 0; start < lines.length; start += LINES_PER_INSERT) {
        const slice = lines.slice(start, start + LINES_PER_INSERT);
        const earlier = slice.flatMap((line) => (line.earlier ? [line.earlier] : []));
        const storedEarlier = new Set(
          earlier.length
            ? (
                await db
                  .select({ fingerprint: statementLines.fingerprint })
                  .from(statementLines)
                  .where(isAnyOf(statementLines.fingerprint, earlier))
              ).map((row) => row.fingerprint)
            : [],
        );
        const storedUnder: string[] = [];
        const fresh = slice.flatMap((line, offset) => {
          if (line.earlier && storedEarlier.has(line.earlier)) {
            storedUnder.push(line.earlier);
            return [];
          }
          storedUnder.push(line.fingerprint);
          return [{ ...line, ...matches[start + offset]! }];
        });
        if (fresh.length) {
          // One statement for the slice: eight array parameters unnested into rows, rather than eight
          // parameters a row, whose building and parsing stalled the embedded database's thread.
          const column = <T>(value: (line: (typeof fresh)[number]) => T) => sql.param(fresh.map(value));
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
          added += inserted.rows.length;
        }
        rows.push(
          ...(await db.select().from(statementLines).where(isAnyOf(statementLines.fingerprint, storedUnder))),
        );
        await nextTurn();
      }
      rows.sort((a, b) => a.bookedOn.localeCompare(b.bookedOn) || a.title.localeCompare(b.title));
      return { added, alreadyImported: lines.length - added, lines: await present(rows) };
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
     * Books the credit as a payment of its matched order (or the one the operator chose), whatever its
     * amount: a partial payment keeps the order unpaid; the one that completes it issues the VAT invoice.
     * With `acceptDifference` the order is also paid with what came, for the operator's reason. All in one
     * transaction with the line's 'booked'; a line is booked once (its payment is unique to it).
     */
    async confirm(id: string, request: StatementConfirmRequest, changedBy: string): Promise<StatementLine> {
      const chosenOrderId = request.orderId;
      const row = await db.transaction(async (tx) => {
        const [line] = await tx.select().from(statementLines).where(eq(statementLines.id, id)).for('update');
        if (!line) throw notFound('Nie ma takiej pozycji wyciągu');
        if (line.state === 'booked') throw conflict('Ta wpłata jest już zaksięgowana');
        const orderId = chosenOrderId ?? line.orderId;
        if (!orderId) throw invalidField('orderId', 'Wybierz zamówienie, które opłaca ta wpłata');
        const payment = await orderAdmin.recordPaymentIn(
          tx,
          orderId,
          {
            amountGrosze: Math.round(line.amountPln * 100),
            paidOn: line.bookedOn,
            source: 'statement',
            statementLineId: line.id,
            reference: [line.title, line.counterparty].filter(Boolean).join(' · '),
          },
          changedBy,
        );
        if (request.acceptDifference && payment.ledger.state === 'partial') {
          await orderAdmin.acceptDifferenceIn(tx, orderId, request.reason ?? '', changedBy);
        }
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
