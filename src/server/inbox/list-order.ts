import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE } from '@shared/date-format';

/**
 * Newest first, the id breaking ties so paging is stable. NULLS LAST as in the tables' (created_at DESC
 * NULLS LAST, id) indexes: a plain DESC means NULLS FIRST to PostgreSQL, and would not use them.
 */
export const newestFirst = (table: { createdAt: PgColumn; id: PgColumn }) => [
  sql`${table.createdAt} desc nulls last`,
  asc(table.id),
];

/** What lists by time need: "now" (the injected clock) and the business time zone for "today". */
export type InboxClock = { now(): Date; timeZone: string };
export const SYSTEM_CLOCK: InboxClock = { now: () => new Date(), timeZone: DEFAULT_TIME_ZONE };

/**
 * A list's order as consecutive parts, each a condition and an order an index serves; the list is the
 * rows of the first part, then those of the second. Newest first is one part.
 */
export type OrderPart = { where: SQL | undefined; order: SQL[] };

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
export function meetingTimeOrder(
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
export function meetingTimeCondition(column: PgColumn, value: string, clock: InboxClock): SQL | undefined {
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
