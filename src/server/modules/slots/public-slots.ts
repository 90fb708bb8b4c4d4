import { asc, gte } from 'drizzle-orm';
import { slotSchema, type Slot } from '@shared/contracts/demo';
import type { Database, Tx } from '../../db/client';
import { slots } from '../../db/schema/index';
import type { SharedCache } from '../../lib/shared-cache';

/** The shared-cache key of the visitors' slot calendar. */
export const PUBLIC_SLOTS_CACHE_KEY = 'slots';

/**
 * Called inside every transaction that adds, removes, books or frees a slot (creation, deletion, booking,
 * reschedule, cancellation): the calendar is dropped in every process when it commits.
 */
export type SlotsChanged = (tx: Tx) => Promise<void>;

export const slotsChangedIn =
  (cache: SharedCache): SlotsChanged =>
  (tx) =>
    cache.invalidate(tx, PUBLIC_SLOTS_CACHE_KEY);

/**
 * How far back the kept calendar reaches: a visitor's "today" in any zone (and a day before it). Older
 * windows are rare (nobody books the past) and are read from the database.
 */
const KEPT_PAST_MS = 2 * 86_400_000;

type Calendar = {
  /** The earliest instant the calendar holds every slot from. */
  from: number;
  /** Slot start times (ms), ascending, and each slot's JSON as the API sends it. */
  times: number[];
  json: string[];
};

/** The index of the first time ≥ `at` (binary search). */
function firstAtOrAfter(times: number[], at: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (times[middle]! < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The visitors' slots (GET /api/slots): every slot from two days ago on, kept in memory as JSON until a
 * slot change commits; a window is cut out of it with a binary search. The calendar is small (whole hours
 * of working days up to the booking horizon), so one key serves every window.
 */
export function createPublicSlots(db: Database, cache: SharedCache, now: () => Date) {
  const load = async (): Promise<Calendar> => {
    const from = now().getTime() - KEPT_PAST_MS;
    const rows = await db
      .select({ id: slots.id, datetime: slots.datetime, bookedBy: slots.bookedBy })
      .from(slots)
      .where(gte(slots.datetime, new Date(from)))
      .orderBy(asc(slots.datetime));
    return {
      from,
      times: rows.map((row) => row.datetime.getTime()),
      json: rows.map((row) => JSON.stringify(slotSchema.parse(toSlot(row)))),
    };
  };

  return {
    /** Slots starting inside [start, end], earliest first, as the JSON array the API answers. */
    async betweenJson(start: Date, end: Date, readDirectly: () => Promise<Slot[]>): Promise<string> {
      const calendar = await cache.get(PUBLIC_SLOTS_CACHE_KEY, load);
      if (start.getTime() < calendar.from) return JSON.stringify(await readDirectly());
      const first = firstAtOrAfter(calendar.times, start.getTime());
      const after = firstAtOrAfter(calendar.times, end.getTime() + 1);
      return `[${calendar.json.slice(first, after).join(',')}]`;
    },
  };
}

export const toSlot = (row: { id: string; datetime: Date; bookedBy: string | null }): Slot => ({
  id: row.id,
  datetime: row.datetime.toISOString(),
  isBooked: row.bookedBy !== null,
});
