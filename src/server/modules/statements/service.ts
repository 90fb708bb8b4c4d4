import { setImmediate as nextTurn } from 'node:timers/promises';
import type {
  StatementImport,
  StatementConfirmRequest,
  StatementImportRequest,
  StatementLine,
  StatementOrder,
} from '@shared/contracts/statements';
import type { AppInfrastructure } from '../../infrastructure';
import type { OrderAdminService } from '../orders/public';
import { badRequest, conflict, invalidField, notFound } from '../../lib/http-errors';
import { grossPlnOf, type OrderRow } from '../orders/public';
import { StatementRefusal, type StatementCredit } from './credit';
import { parseCsv } from './csv';
import { decodeStatement } from './encoding';
import { fingerprinted, LINES_PER_INSERT } from './fingerprints';
import { matchCredits } from './matching';
import { parseMt940 } from './mt940';
import { createStatementRepository, type StatementLineRow } from './repository';

const statementOrderOf = (order: OrderRow): StatementOrder => ({
  id: order.id,
  proformaNumber: order.proformaNumber ?? '',
  clubName: order.clubName,
  grossPln: grossPlnOf(order),
  paidPln: order.paidAmountPln ?? 0,
  paid: order.paidOn !== null,
});

/** How many unpaid orders the pairing offers: more than a small business has open at once. */
const UNPAID_ORDERS_SHOWN = 200;

/** How many waiting credits the screen lists. */
const OPEN_LINES_SHOWN = 500;

/**
 * 'Import wyciągu': the credits of a bank statement (MT940 or CSV), each matched to an unpaid order by the
 * pro forma number in its title and the amount. Exact matches wait for one click; the rest for the
 * operator's pairing. Every credit is stored once (by fingerprint) and booked at most once.
 */
export function createStatementService({
  db,
  clock,
  orderAdmin,
}: Pick<AppInfrastructure, 'db' | 'clock'> & { orderAdmin: OrderAdminService }) {
  const repository = createStatementRepository(db);

  async function present(rows: StatementLineRow[]): Promise<StatementLine[]> {
    const ids = [...new Set(rows.map((row) => row.orderId).filter((id): id is string => id !== null))];
    const byId = new Map((await repository.ordersWithIds(ids)).map((order) => [order.id, order]));
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

  /** The file's credits; a file that cannot be read is refused naming the field and the line. */
  async function creditsOf(request: StatementImportRequest): Promise<StatementCredit[]> {
    const field = request.file !== undefined ? 'file' : 'content';
    try {
      const text =
        request.file !== undefined
          ? decodeStatement(Buffer.from(request.file, 'base64'))
          : request.content!.replace(/^\uFEFF/, '');
      return request.format === 'mt940'
        ? await parseMt940(text)
        : await parseCsv(text, request.mapping ?? (await repository.csvMapping()) ?? {});
    } catch (error) {
      if (!(error instanceof StatementRefusal)) throw error;
      const where = error.line === null ? '' : `, wiersz ${error.line}`;
      throw badRequest(`Plik odrzucony${where}: ${error.reason}`, {
        [field]: error.line === null ? error.reason : `Wiersz ${error.line}: ${error.reason}`,
      });
    }
  }

  return {
    csvMapping: () => repository.csvMapping(),

    /**
     * Reads the file a slice at a time and writes its credits a few hundred per statement, each write on
     * its own (no transaction held across the file), so the rest of the back office is answered while a
     * large statement imports. Every write adds only what is not there yet: a file whose import was cut
     * short is completed by importing it again.
     */
    async import(request: StatementImportRequest): Promise<StatementImport> {
      const credits = await creditsOf(request);
      if (request.format === 'csv' && request.mapping) await repository.rememberCsvMapping(request.mapping);

      const lines = await fingerprinted(credits);
      const matches = await matchCredits(credits, repository.unpaidOrdersNumbered);
      let added = 0;
      const rows: StatementLineRow[] = [];
      for (let start = 0; start < lines.length; start += LINES_PER_INSERT) {
        const slice = lines.slice(start, start + LINES_PER_INSERT);
        const storedEarlier = await repository.storedFingerprints(
          slice.flatMap((line) => (line.earlier ? [line.earlier] : [])),
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
        added += await repository.insertNew(fresh);
        rows.push(...(await repository.linesWithFingerprints(storedUnder)));
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
      return (await repository.unpaidOrders(UNPAID_ORDERS_SHOWN)).map(statementOrderOf);
    },

    /** The credits still waiting for the operator, newest first. */
    async openLines(): Promise<StatementLine[]> {
      return present(await repository.openLines(OPEN_LINES_SHOWN));
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
        const line = await repository.lockedLine(tx, id);
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
        return repository.markBooked(tx, id, orderId, clock.now());
      });
      return (await present([row]))[0]!;
    },
  };
}
export type StatementService = ReturnType<typeof createStatementService>;
