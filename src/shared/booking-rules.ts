import { DEMO_DURATION_MINUTES } from './demo-manage';
import { wallTimeIn } from './date-format';

/**
 * The operator's booking rules for demo slots ('Sloty'): how long before a meeting a visitor may still book
 * it, how long after a meeting the next one may start, and how many demos a day may hold. One pure function
 * decides for the visitors' calendar and for every booking and reschedule the server accepts, so the
 * calendar never offers a time the server refuses.
 */
export type BookingRules = {
  /** Hours before a meeting's start after which it can no longer be booked. */
  minNoticeHours: number;
  /** Minutes after a meeting's end during which no other meeting starts. */
  bufferMinutes: number;
  /** The most demos one day (business zone) may hold; null: no limit. */
  maxPerDay: number | null;
};

export const DEFAULT_BOOKING_RULES: BookingRules = { minNoticeHours: 12, bufferMinutes: 0, maxPerDay: null };

export const BOOKING_RULE_LIMITS = {
  minNoticeHours: { min: 0, max: 720 },
  bufferMinutes: { min: 0, max: 480 },
  maxPerDay: { min: 1, max: 24 },
} as const;

export type BookingRuleRefusal = 'too-soon' | 'buffer' | 'day-full';

const HOUR = 3_600_000;
const MINUTE = 60_000;

const dayKey = (date: Date, timeZone: string) => {
  const { year, month, day } = wallTimeIn(date, timeZone);
  return `${year}-${month}-${day}`;
};

/**
 * Why the rules refuse a meeting starting at `start`, or null when they allow it. `others` are the starts of
 * the other booked meetings (at least those of the day before, the day itself and the day after).
 * A meeting may neither start inside another's buffer nor have its own buffer run into the next meeting.
 */
export function bookingRuleRefusal(
  start: Date,
  rules: BookingRules,
  now: Date,
  others: readonly Date[],
  timeZone: string,
): BookingRuleRefusal | null {
  if (start.getTime() - now.getTime() < rules.minNoticeHours * HOUR) return 'too-soon';
  if (rules.bufferMinutes > 0) {
    const span = (DEMO_DURATION_MINUTES + rules.bufferMinutes) * MINUTE;
    const at = start.getTime();
    for (const other of others) {
      const gap = at - other.getTime();
      if (gap !== 0 && Math.abs(gap) < span) return 'buffer';
    }
  }
  if (rules.maxPerDay !== null) {
    const day = dayKey(start, timeZone);
    let count = 0;
    for (const other of others) if (dayKey(other, timeZone) === day) count++;
    if (count >= rules.maxPerDay) return 'day-full';
  }
  return null;
}

/** For many slots at once: each day's count of booked meetings, keyed as `bookingRuleRefusal` keys days. */
export function bookedDayCounts(booked: readonly Date[], timeZone: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const start of booked) {
    const key = dayKey(start, timeZone);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
