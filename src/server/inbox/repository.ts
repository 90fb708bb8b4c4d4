import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { digitsOfNumber, parseSearchAmount } from './search-terms';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { InboxListQuery } from '@shared/contracts/inbox';
import { DEFAULT_TIME_ZONE } from '@shared/date-format';
import type { Database, Tx } from '../db/client';
import { statusChanges } from '../db/schema/index';
import { invalidField } from '../lib/http-errors';
import type { InboxKindDefinition } from './definition';

/**
 * Newest first, the id breaking ties so paging is stable. NULLS LAST as in the tables' (created_at DESC
 * NULLS LAST, id) indexes: a plain DESC means NULLS FIRST to PostgreSQL, and would not use them.
 */
export const newestFirst = (table: { createdAt: PgColumn; id: PgColumn }) => [
  sql`${table.createdAt} desc nulls last`,
  asc(table.id),
];

export type InboxFilters = Omit<InboxListQuery, 'limit' | 'offset' | 'cursor'>;

/** A row's place in the newest-first order: created_at as PostgreSQL writes it (microseconds), and the id. */
type Position = { createdAt: string; id: string };

const TIMESTAMP_TEXT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-](\d{2})(:[0-5]\d)?$/;

/** Whether PostgreSQL will read `text` as a timestamptz: the shape, and a date and time that exist. */
function isTimestampText(text: string): boolean {
  const parts = TIMESTAMP_TEXT.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second, , offset] = parts.slice(1).map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
  return (
    year! >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second &&
    offset! <= 15
  );
}
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const INVALID_CURSOR = 'Nieprawidłowy kursor';

export const encodeCursor = (position: Position) =>
  Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');

/** The position a cursor names; a 400 naming `cursor` when it is not one of ours. */
export function decodeCursor(cursor: string): Position {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (
      typeof createdAt === 'string' &&
      typeof id === 'string' &&
      isTimestampText(createdAt) &&
      UUID_TEXT.test(id)
    ) {
      return { createdAt, id };
    }
  } catch {
    // Falls through to the refusal.
  }
  throw invalidField('cursor', INVALID_CURSOR);
}
export type InboxRow = Record<string, unknown>;

/**
 * Work that belongs to a status change (the visitor's e-mail about it), run in the change's transaction
 * for each record whose status really changed.
 */
export type StatusChangeHook = (
  tx: Tx,
  record: InboxRow,
  change: { from: string; to: string },
) => Promise<void>;

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

/** What lists by time need: "now" (the injected clock) and the business time zone for "today". */
export type InboxClock = { now(): Date; timeZone: string };
const SYSTEM_CLOCK: InboxClock = { now: () => new Date(), timeZone: DEFAULT_TIME_ZONE };

/**
 * A list's order as consecutive parts, each a condition and an order an index serves; the list is the
 * rows of the first part, then those of the second. Newest first is one part.
 */
type OrderPart = { where: SQL | undefined; order: SQL[] };

/** Upcoming is from now on (a meeting starting this very instant included), past is before now. */
function meetingTimeRanges(column: PgColumn, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return { upcoming: sql`${column} >= ${at}`, past: sql`${column} < ${at}` };
}

/**
 * A kind with a 'when' filter (demo bookings) lists by that instant: upcoming ones first, soonest on top,
 * then past ones, latest on top, so what comes next is on the first page however much history piles up.
 * Two parts rather than one expression to sort by: no index serves such an expression, and PostgreSQL
 * then sorted every booking for each page (116 ms at 100,000); each part is a range of the time's index.
 */
function meetingTimeOrder(
  column: PgColumn,
  table: { createdAt: PgColumn; id: PgColumn },
  now: Date,
): OrderPart[] {
  const { upcoming, past } = meetingTimeRanges(column, now);
  return [
    // One time, several bookings (a cancelled one and its successor): newest first, as every list.
    { where: upcoming, order: [asc(column), ...newestFirst(table)] },
    { where: past, order: [desc(column), ...newestFirst(table)] },
  ];
}

/** Today in the business zone, upcoming (from now on) or past (before now). */
function meetingTimeCondition(column: PgColumn, value: string, clock: InboxClock): SQL | undefined {
  const now = clock.now();
  switch (value) {
    case 'today': {
      const at = sql`${now.toISOString()}::timestamptz`;
      const zone = clock.timeZone;
      const midnight = sql`date_trunc('day', ${at} at time zone ${zone})`;
      return sql`(${column} >= (${midnight} at time zone ${zone}) and ${column} < ((${midnight} + interval '1 day') at time zone ${zone}))`;
    }
    case 'upcoming':
      return meetingTimeRanges(column, now).upcoming;
    case 'past':
      return meetingTimeRanges(column, now).past;
    default:
      return undefined;
  }
}

/**
 * The only database access of the inbox, generic over the kind's table. Lists are newest first with the
 * id as tie-break, so paging is stable; the indexes of db/schema cover each filter with that order.
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

  /** Rows after `position` in the newest-first order (the keyset condition of the index's order). */
  const after = (position: Position): SQL =>
    sql`(${table.createdAt} < ${position.createdAt}::timestamptz or (${table.createdAt} = ${position.createdAt}::timestamptz and ${table.id} > ${position.id}::uuid))`;

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
      const start = query.cursor ? after(decodeCursor(query.cursor)) : undefined;
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

    /** Status, notes and processed_at, plus the audit line, in one transaction; null for an unknown id. */
    /**
     * Something the operator did with a record besides its status (a reply sent from it), in one transaction:
     * `act` (e.g. the e-mail into the outbox), the status too if `status` is given, and one line in the
     * history saying what was done (`detail`). Null when the record does not exist.
     */
    async recordAction(
      id: string,
      changedBy: string,
      { status, detail }: { status?: string | undefined; detail: string },
      act: (tx: Tx, row: InboxRow) => Promise<void>,
    ): Promise<InboxRow | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: table.status, adminNotes: table.adminNotes })
          .from(table)
          .where(eq(table.id, id))
          .for('update');
        if (!current) return null;
        const from = String(current.status);
        const to = status ?? from;
        const [row] = (
          to === from
            ? await tx.select(columns).from(table).where(eq(table.id, id))
            : await tx
                .update(table)
                .set({ status: to, processedAt: sql`now()` } as never)
                .where(eq(table.id, id))
                .returning(columns)
        ) as InboxRow[];
        await tx.insert(statusChanges).values({
          recordKind: definition.kind,
          recordId: id,
          fromStatus: from,
          toStatus: to,
          adminNotes: (current.adminNotes as string | null) ?? null,
          detail,
          changedBy,
        });
        if (onStatusChange && from !== to) await onStatusChange(tx, row!, { from, to });
        await act(tx, row!);
        return row!;
      });
    },

    async updateStatus(id: string, status: string, adminNotes: string | null, changedBy: string) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: table.status })
          .from(table)
          .where(eq(table.id, id))
          .for('update');
        if (!current) return null;
        const [row] = await tx
          .update(table)
          .set({ status, adminNotes, processedAt: sql`now()` } as never)
          .where(eq(table.id, id))
          .returning(columns);
        await tx.insert(statusChanges).values({
          recordKind: definition.kind,
          recordId: id,
          fromStatus: String(current.status),
          toStatus: status,
          adminNotes,
          changedBy,
        });
        const from = String(current.status);
        if (onStatusChange && from !== status)
          await onStatusChange(tx, row as InboxRow, { from, to: status });
        return row as InboxRow;
      });
    },

    /**
     * One status for the records `ids`, each change in the history; null (nothing changed) if one of them is
     * missing, unless `skipMissing` (a change by filter: a record deleted meanwhile is simply not changed).
     */
    async updateManyStatuses(
      ids: string[],
      status: string,
      changedBy: string,
      { skipMissing = false } = {},
    ): Promise<number | null> {
      const unique = [...new Set(ids)];
      return db.transaction(async (tx) => {
        const current = await tx
          .select({ id: table.id, status: table.status, adminNotes: table.adminNotes })
          .from(table)
          .where(inArray(table.id, unique))
          .for('update');
        if (current.length !== unique.length && !skipMissing) return null;
        if (current.length === 0) return 0;
        const found = current.map((record) => record.id);
        const updated = (await tx
          .update(table)
          .set({ status, processedAt: sql`now()` } as never)
          .where(inArray(table.id, found))
          .returning(columns)) as InboxRow[];
        await tx.insert(statusChanges).values(
          current.map((record) => ({
            recordKind: definition.kind,
            recordId: String(record.id),
            fromStatus: String(record.status),
            toStatus: status,
            adminNotes: (record.adminNotes as string | null) ?? null,
            changedBy,
          })),
        );
        if (onStatusChange) {
          const before = new Map(current.map((record) => [String(record.id), String(record.status)]));
          for (const row of updated) {
            const from = before.get(String(row.id))!;
            if (from !== status) await onStatusChange(tx, row, { from, to: status });
          }
        }
        return current.length;
      });
    },

    history(id: string) {
      return db
        .select({
          id: statusChanges.id,
          fromStatus: statusChanges.fromStatus,
          toStatus: statusChanges.toStatus,
          adminNotes: statusChanges.adminNotes,
          detail: statusChanges.detail,
          changedBy: statusChanges.changedBy,
          changedAt: statusChanges.changedAt,
        })
        .from(statusChanges)
        .where(and(eq(statusChanges.recordKind, definition.kind), eq(statusChanges.recordId, id)))
        .orderBy(desc(statusChanges.changedAt), desc(statusChanges.id));
    },

    /** How many records match, as a list's X-Total-Count says it: exact up to EXACT_COUNT_LIMIT. */
    total: (filters: InboxFilters = {}) => countMatching(where(filters)),

    /**
     * Every matching record, newest first, in batches: keyset paging, so a long export neither skips nor
     * repeats rows while new ones arrive. The cursor is created_at as text: microseconds, which a JS Date
     * would round away. 500 a query: each batch is a few milliseconds of work for the event loop (pg's
     * parsing, then the CSV), and a few hundred kilobytes of rows held per export.
     */
    /** The ids of every matching record, in batches (the same keyset walk as allMatching). */
    async *idsMatching(filters: InboxFilters, batchSize = 500): AsyncGenerator<string[]> {
      for await (const rows of this.allMatching(filters, batchSize)) yield rows.map((row) => String(row.id));
    },

    async *allMatching(filters: InboxFilters, batchSize = 500): AsyncGenerator<InboxRow[]> {
      let cursor: Position | null = null;
      for (;;) {
        const rows = (await db
          .select({ ...columns, cursorCreatedAt: sql<string>`${table.createdAt}::text` })
          .from(table)
          .where(and(where(filters), cursor ? after(cursor) : undefined))
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
