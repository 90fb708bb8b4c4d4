import { and, eq, gte, isNotNull, lte, ne, sql } from 'drizzle-orm';
import {
  bookingRuleRefusal,
  DEFAULT_BOOKING_RULES,
  type BookingRuleRefusal,
  type BookingRules,
} from '@shared/booking-rules';
import { bookingRulesSchema } from '@shared/contracts/demo';
import { DEMO_DURATION_MINUTES } from '@shared/demo-manage';
import { dayBounds, wallTimeIn } from '@shared/slot-rules';
import type { Database, Tx } from '../../db/client';
import { appSettings, slots } from '../../db/schema/index';
import type { SharedCache } from '../../lib/shared-cache';
import { PUBLIC_SLOTS_CACHE_KEY } from './public-slots';

/** The rules live in app_settings under this key; absent means the defaults. */
export const BOOKING_RULES_SETTING_KEY = 'demo-booking-rules';
export const BOOKING_RULES_CACHE_KEY = 'booking-rules';

export async function readBookingRules(executor: Pick<Database, 'select'>): Promise<BookingRules> {
  const [row] = await executor
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, BOOKING_RULES_SETTING_KEY));
  const parsed = bookingRulesSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_BOOKING_RULES;
}

export function createBookingRulesStore(db: Database, cache: SharedCache) {
  return {
    /** The rules as the visitors' calendar reads them: kept in memory until a change commits. */
    cached: () => cache.get(BOOKING_RULES_CACHE_KEY, () => readBookingRules(db)),
    read: () => readBookingRules(db),
    async save(rules: BookingRules): Promise<BookingRules> {
      await db.transaction(async (tx) => {
        await tx
          .insert(appSettings)
          .values({ key: BOOKING_RULES_SETTING_KEY, value: rules })
          .onConflictDoUpdate({ target: appSettings.key, set: { value: rules, updatedAt: sql`now()` } });
        await cache.invalidate(tx, BOOKING_RULES_CACHE_KEY);
        // The calendar's offered times follow the rules.
        await cache.invalidate(tx, PUBLIC_SLOTS_CACHE_KEY);
      });
      return rules;
    },
  };
}

const DAY = 86_400_000;

/**
 * The rules' verdict on a booking (or a reschedule) of `bookingId` at `start`, inside the booking's own
 * transaction, after it claimed the slot. Bookings of one day queue on a transaction-scoped lock first, so
 * each sees the others' committed claims: the daily cap and the buffer hold on any number of processes.
 * (Slots end by 17:00 and a buffer is at most 8 h, so no buffer reaches the next day's first slot.)
 */
export async function bookingRuleRefusalIn(
  tx: Tx,
  { start, bookingId, now, timeZone }: { start: Date; bookingId: string; now: Date; timeZone: string },
): Promise<BookingRuleRefusal | null> {
  const { year, month, day } = wallTimeIn(start, timeZone);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`demo-day:${year}-${month}-${day}`}))`);
  const rules = await readBookingRules(tx);
  const { start: from } = dayBounds(wallTimeIn(new Date(start.getTime() - DAY), timeZone), timeZone);
  const { end: to } = dayBounds(wallTimeIn(new Date(start.getTime() + DAY), timeZone), timeZone);
  const others = await tx
    .select({ datetime: slots.datetime })
    .from(slots)
    .where(
      and(
        gte(slots.datetime, from),
        lte(slots.datetime, to),
        isNotNull(slots.bookedBy),
        ne(slots.bookedBy, bookingId),
      ),
    );
  return bookingRuleRefusal(
    start,
    rules,
    now,
    others.map((row) => row.datetime),
    timeZone,
  );
}

/** How far a booked meeting's buffer reaches: the slots to compare a slot with. */
export const bufferReachMs = (rules: BookingRules) => (DEMO_DURATION_MINUTES + rules.bufferMinutes) * 60_000;
