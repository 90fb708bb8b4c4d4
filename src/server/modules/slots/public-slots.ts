import { asc, gte } from 'drizzle-orm';
import { slotSchema, type Slot } from '@shared/contracts/demo';
import type { Database, Tx } from '../../db/client';
import { slots } from '../../db/schema/index';
import type { SharedCache } from '../../lib/shared-cache';
import { bookingRuleRefusal, type BookingRules } from '@shared/booking-rules';
import { wallTimeIn } from '@shared/slot-rules';

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
  /** Slot start times (ms), ascending, their ids and whether a booking holds each. */
  times: number[];
  ids: string[];
  booked: boolean[];
  /** The booked start times (ms), ascending. */
  bookedTimes: number[];
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

/** Whether a visitor may take the slot at `index` now: free, and allowed by the booking rules. */
function offerable(calendar: Calendar, index: number, rules: BookingRules, now: Date, timeZone: string) {
  if (calendar.booked[index]) return false;
  const at = calendar.times[index]!;
  // Only the booked meetings a day either side matter (buffer and daily cap).
  const first = firstAtOrAfter(calendar.bookedTimes, at - DAY_MS);
  const after = firstAtOrAfter(calendar.bookedTimes, at + DAY_MS + 1);
  const others = calendar.bookedTimes.slice(first, after).map((time) => new Date(time));
  return bookingRuleRefusal(new Date(at), rules, now, others, timeZone) === null;
}

const DAY_MS = 86_400_000;

const slotJson = (calendar: Calendar, index: number, isBooked: boolean) =>
  JSON.stringify({
    id: calendar.ids[index],
    datetime: new Date(calendar.times[index]!).toISOString(),
    isBooked,
  });

/**
 * The visitors' slots (GET /api/slots): every slot from two days ago on, kept in memory until a slot change
 * commits; a window is cut out of it with a binary search. A slot the booking rules leave out (too soon,
 * inside a buffer, on a full day) is shown as taken, as the server would refuse it. The calendar is small
 * (whole hours of working days up to the booking horizon), so one key serves every window.
 */
export function createPublicSlots(
  db: Database,
  cache: SharedCache,
  now: () => Date,
  rules: () => Promise<BookingRules>,
  timeZone: string,
) {
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
      ids: rows.map((row) => slotSchema.shape.id.parse(row.id)),
      booked: rows.map((row) => row.bookedBy !== null),
      bookedTimes: rows.filter((row) => row.bookedBy !== null).map((row) => row.datetime.getTime()),
    };
  };

  return {
    /** Slots starting inside [start, end], earliest first, as the JSON array the API answers. */
    async betweenJson(start: Date, end: Date, readDirectly: () => Promise<Slot[]>): Promise<string> {
      const calendar = await cache.get(PUBLIC_SLOTS_CACHE_KEY, load);
      // Before the kept calendar everything has passed: those slots are read as they are.
      const earlier =
        start.getTime() < calendar.from
          ? (await readDirectly()).filter((slot) => Date.parse(slot.datetime) < calendar.from)
          : [];
      const [current, at] = [await rules(), now()];
      const first = firstAtOrAfter(calendar.times, Math.max(start.getTime(), calendar.from));
      const after = firstAtOrAfter(calendar.times, end.getTime() + 1);
      const json = earlier.map((slot) => JSON.stringify(slot));
      for (let index = first; index < after; index++) {
        json.push(slotJson(calendar, index, !offerable(calendar, index, current, at, timeZone)));
      }
      return `[${json.join(',')}]`;
    },

    /** The month's days (business zone) with a slot a visitor may take now, and the first such slot. */
    async availability(start: Date, end: Date): Promise<{ days: string[]; firstFree: Date | null }> {
      const calendar = await cache.get(PUBLIC_SLOTS_CACHE_KEY, load);
      const [current, at] = [await rules(), now()];
      const days = new Set<string>();
      let firstFree: Date | null = null;
      for (
        let index = firstAtOrAfter(calendar.times, at.getTime() + 1);
        index < calendar.times.length;
        index++
      ) {
        const time = calendar.times[index]!;
        if (firstFree && time >= end.getTime()) break;
        if (!offerable(calendar, index, current, at, timeZone)) continue;
        firstFree ??= new Date(time);
        if (time >= start.getTime() && time < end.getTime()) {
          const { year, month, day } = wallTimeIn(new Date(time), timeZone);
          days.add(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
        }
      }
      return { days: [...days].sort(), firstFree };
    },
  };
}

export const toSlot = (row: { id: string; datetime: Date; bookedBy: string | null }): Slot => ({
  id: row.id,
  datetime: row.datetime.toISOString(),
  isBooked: row.bookedBy !== null,
});
