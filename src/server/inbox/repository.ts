import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { digitsOfNumber, parseSearchAmount } from './search-terms';
import type { InboxListQuery } from '@shared/contracts/inbox';
import type { Database } from '../db/client';
import { invalidField } from '../lib/http-errors';
import { after, decodeCursor, encodeCursor, type Position } from './cursor';
import type { InboxKindDefinition } from './definition';
import {
  meetingTimeCondition,
  meetingTimeOrder,
  newestFirst,
  SYSTEM_CLOCK,
  type InboxClock,
  type OrderPart,
} from './list-order';
import { createInboxStatusWrites, type InboxRow, type StatusChangeHook } from './status-writes';

export { newestFirst, type InboxClock } from './list-order';
export type { InboxRow, StatusChangeHook } from './status-writes';

export type InboxFilters = Omit<InboxListQuery, 'limit' | 'offset' | 'cursor'>;

/** Above this many matches a list's total is the planner's estimate (X-Total-Count-Estimated: 1). */
export const EXACT_COUNT_LIMIT = 10_000;

/** The row estimate of an EXPLAIN (FORMAT JSON) answer (a parsed or a textual JSON column). */
function planRows(row: Record<string, unknown> | undefined): number {
  const value = row?.['QUERY PLAN'];
  const plans = (typeof value === 'string' ? JSON.parse(value) : value) as {
    Plan?: { 'Plan Rows'?: number };
  }[];
  return Math.round(Number(plans?.[0]?.Plan?.['Plan Rows'] ?? 0));
}

/** LIKE treats % and _ as wildcards and \ as the escape: a search for "50%" means the text "50%". */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The only database access of the inbox (its status writes in status-writes.ts), generic over the kind's
 * table. Lists are newest first with the id as tie-break, so paging is stable; the indexes of db/schema
 * cover each filter with that order.
 */
export function createInboxRepository(
  db: Database,
  definition: InboxKindDefinition,
  onStatusChange: StatusChangeHook | null = null,
  clock: InboxClock = SYSTEM_CLOCK,
) {
  const table = definition.table;
  // Drizzle's builder types are per table; the definition is generic, so its rows are plain records here
  // and the route's response schema is what types them.
  const columns = definition.columns;

  function where(filters: InboxFilters): SQL | undefined {
    const conditions: SQL[] = [];
    if (filters.status) conditions.push(eq(table.status, filters.status));
    for (const [name, column] of Object.entries(definition.filterColumns)) {
      const value = filters[name as keyof InboxFilters];
      if (!value || !column) continue;
      if (name === 'when') {
        const condition = meetingTimeCondition(column, String(value), clock);
        if (condition) conditions.push(condition);
      } else conditions.push(eq(column, value));
    }
    // search_text is lower() of the fields, computed by PostgreSQL; lower() here too, so both sides fold
    // case the same way (also for Ł, Ś, Ż), and the trigram index serves the LIKE.
    if (filters.q) conditions.push(searchCondition(filters.q));
    return conditions.length ? and(...conditions) : undefined;
  }

  /**
   * The search as typed, and as what people quote: a phone or NIP written with other separators (its digits,
   * which search_text holds too), an amount written the Polish way or with a dot.
   */
  function searchCondition(q: string): SQL {
    const contains = (text: string) => sql`${table.searchText} like '%' || lower(${escapeLike(text)}) || '%'`;
    const alternatives = [contains(q)];
    const digits = digitsOfNumber(q);
    if (digits && digits !== q) alternatives.push(contains(digits));
    const amount = parseSearchAmount(q);
    if (amount !== null && definition.amountSearch) alternatives.push(definition.amountSearch(amount));
    return alternatives.length === 1 ? alternatives[0]! : or(...alternatives)!;
  }

  const order = newestFirst(table);
  const timeColumn = definition.filterColumns.when;
  const listOrder = (): OrderPart[] =>
    timeColumn ? meetingTimeOrder(timeColumn, table, clock.now()) : [{ where: undefined, order }];

  /**
   * `limit` rows from `offset` of the parts one after the other. A part that ends within the page hands the
   * rest of the page, from its start, to the next; one the offset skips entirely is counted, so the next
   * part knows how many of its rows the offset still skips.
   */
  async function pageThrough(parts: OrderPart[], condition: SQL | undefined, offset: number, limit: number) {
    const rows: (InboxRow & { cursorCreatedAt: string })[] = [];
    for (const part of parts) {
      const partCondition = and(condition, part.where);
      const found = (await db
        .select({ ...columns, cursorCreatedAt: sql<string>`${table.createdAt}::text` })
        .from(table)
        .where(partCondition)
        .orderBy(...part.order)
        .limit(limit - rows.length)
        .offset(offset)) as (InboxRow & { cursorCreatedAt: string })[];
      rows.push(...found);
      if (rows.length === limit) break;
      if (found.length === 0 && offset > 0) {
        const [skipped] = await db
          .select({ total: sql<number>`count(*)::int` })
          .from(table)
          .where(partCondition);
        offset = Math.max(0, offset - (skipped?.total ?? 0));
      } else offset = 0;
    }
    return rows;
  }

  /**
   * How many records match: the planner's estimate when it expects more than EXACT_COUNT_LIMIT (counting a
   * million rows, or every row a common search word matches, costs more than the page: most of a second
   * at 1,000,000 contacts), else counted exactly, the count stopping past the limit (then the larger of
   * count and estimate, marked as an estimate).
   */
  async function countMatching(condition: SQL | undefined): Promise<{ total: number; estimated: boolean }> {
    const plan = (await db.execute(
      sql`explain (format json) select 1 from ${table} where ${condition ?? sql`true`}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const estimate = planRows(plan.rows[0]);
    if (estimate > EXACT_COUNT_LIMIT) return { total: estimate, estimated: true };
    const capped = db
      .select({ one: sql`1` })
      .from(table)
      .where(condition)
      .limit(EXACT_COUNT_LIMIT + 1)
      .as('capped');
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(capped);
    const counted = row?.total ?? 0;
    if (counted <= EXACT_COUNT_LIMIT) return { total: counted, estimated: false };
    return { total: Math.max(counted, estimate), estimated: true };
  }

  return {
    /**
     * A page, the total of all matches (the cursor does not narrow it) and, when the page is full, the
     * cursor of the next one.
     */
    async list(query: InboxListQuery): Promise<{
      rows: InboxRow[];
      total: number;
      estimated: boolean;
      nextCursor: string | null;
    }> {
      const condition = where(query);
      // The cursor follows the newest-first order; a kind listed by meeting time pages by offset only.
      if (query.cursor && timeColumn) {
        throw invalidField('cursor', 'Ta lista jest uporządkowana według terminu spotkania: użyj offset.');
      }
      const start = query.cursor ? after(table, decodeCursor(query.cursor)) : undefined;
      const [positioned, counted] = await Promise.all([
        pageThrough(listOrder(), and(condition, start), query.offset, query.limit),
        countMatching(condition),
      ]);
      const last = positioned[positioned.length - 1];
      const nextCursor =
        last && positioned.length === query.limit && !timeColumn
          ? encodeCursor({ createdAt: last.cursorCreatedAt, id: String(last.id) })
          : null;
      const rows = positioned.map(({ cursorCreatedAt: _cursor, ...row }) => row);
      return { rows, ...counted, nextCursor };
    },

    async findById(id: string): Promise<InboxRow | null> {
      const [row] = await db.select(columns).from(table).where(eq(table.id, id));
      return (row as InboxRow | undefined) ?? null;
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
      return Boolean(row);
    },

    ...createInboxStatusWrites(db, definition, onStatusChange),

    /** How many records match, as a list's X-Total-Count says it: exact up to EXACT_COUNT_LIMIT. */
    total: (filters: InboxFilters = {}) => countMatching(where(filters)),

    /** The ids of every matching record, in batches (the same keyset walk as allMatching). */
    async *idsMatching(filters: InboxFilters, batchSize = 500): AsyncGenerator<string[]> {
      for await (const rows of this.allMatching(filters, batchSize)) yield rows.map((row) => String(row.id));
    },

    /**
     * Every matching record, newest first, in batches: keyset paging, so a long export neither skips nor
     * repeats rows while new ones arrive. The cursor is created_at as text: microseconds, which a JS Date
     * would round away. 500 a query: each batch is a few milliseconds of work for the event loop (pg's
     * parsing, then the CSV), and a few hundred kilobytes of rows held per export.
     */
    async *allMatching(filters: InboxFilters, batchSize = 500): AsyncGenerator<InboxRow[]> {
      let cursor: Position | null = null;
      for (;;) {
        const rows = (await db
          .select({ ...columns, cursorCreatedAt: sql<string>`${table.createdAt}::text` })
          .from(table)
          .where(and(where(filters), cursor ? after(table, cursor) : undefined))
          .orderBy(...order)
          .limit(batchSize)) as (InboxRow & { cursorCreatedAt: string })[];
        if (rows.length === 0) return;
        const last = rows[rows.length - 1]!;
        cursor = { createdAt: last.cursorCreatedAt, id: String(last.id) };
        yield rows.map(({ cursorCreatedAt: _cursor, ...row }) => row);
        if (rows.length < batchSize) return;
      }
    },
  };
}
export type InboxRepository = ReturnType<typeof createInboxRepository>;
