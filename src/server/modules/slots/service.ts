import type {
  AdminSlot,
  BulkSlotsRequest,
  BulkSlotsResult,
  DeleteDaySlotsResult,
  Slot,
  SlotAvailability,
} from '@shared/contracts/demo';
import {
  dayBounds,
  instantOf,
  isoWeekday,
  SLOT_PROBLEM_MESSAGES,
  slotTimeProblem,
  type CalendarDay,
} from '@shared/slot-rules';
import type { Tx } from '../../db/client';
import type { AppInfrastructure } from '../../infrastructure';
import { conflict, invalidField, notFound } from '../../lib/http-errors';
import type { BookingRules } from '@shared/booking-rules';
import { createBookingRulesStore } from './booking-rules';
import { createPublicSlots, slotsChangedIn, toSlot } from './public-slots';
import { createSlotsRepository, type AdminSlotRow } from './repository';

export const SLOT_EXISTS = 'Slot o tej dacie i godzinie już istnieje';
export const SLOT_NOT_FOUND = 'Nie znaleziono slotu';

const toAdminSlot = (row: AdminSlotRow): AdminSlot => ({
  ...toSlot(row),
  bookedBy: row.bookedBy,
  bookerName: row.bookerName,
  createdAt: row.createdAt.toISOString(),
});

const parseDay = (value: string): CalendarDay => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/** Every calendar day from `from` to `to`, both included. */
function* daysBetween(from: CalendarDay, to: CalendarDay): Generator<CalendarDay> {
  const last = Date.UTC(to.year, to.month - 1, to.day);
  for (let at = Date.UTC(from.year, from.month - 1, from.day); at <= last; at += 86_400_000) {
    const date = new Date(at);
    yield { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  }
}

/**
 * What becomes of the booking that held a deleted slot (its rows, history and the visitor's e-mail), in the
 * deletion's transaction: the demo bookings decide it (services.ts wires them), so slots never import them
 * nor write their tables.
 */
export type BookedSlotDeleted = (
  tx: Tx,
  bookingId: string,
  deletion: { notify: boolean; changedBy: string },
) => Promise<void>;

export type SlotsDeps = Pick<AppInfrastructure, 'db' | 'config' | 'clock' | 'sharedCache'> & {
  bookedSlotDeleted: BookedSlotDeleted;
};

export function createSlotsService({ db, config, clock, sharedCache: cache, bookedSlotDeleted }: SlotsDeps) {
  const timeZone = config.businessTimeZone;
  const repository = createSlotsRepository(db, slotsChangedIn(cache));
  const rules = createBookingRulesStore(db, cache);
  const publicSlots = createPublicSlots(db, cache, () => clock.now(), rules.cached, timeZone);
  return {
    /**
     * product §5: a whole hour 06:00–16:00 in the business zone, on a weekday, in the future, within the booking
     * horizon, not a duplicate.
     */
    async create(datetimeIso: string): Promise<Slot> {
      const datetime = new Date(datetimeIso);
      const problem = slotTimeProblem(datetime, timeZone, clock.now());
      if (problem) throw invalidField('datetime', SLOT_PROBLEM_MESSAGES[problem]);
      const created = await repository.insert(datetime);
      if (!created) throw conflict(SLOT_EXISTS, { datetime: SLOT_EXISTS });
      return toSlot(created);
    },

    /**
     * Weekly availability: each chosen weekday × hour in the range, in the business zone. The
     * server counts for the preview (dryRun) and creates with the same computation: past hours and anything
     * the slot rules refuse are skipped, existing slots are left alone.
     */
    async createMany(request: BulkSlotsRequest): Promise<BulkSlotsResult> {
      const now = clock.now();
      const weekdays = new Set(request.weekdays);
      const hours = [...new Set(request.hours)].sort((a, b) => a - b);
      const candidates: Date[] = [];
      let past = 0;
      let refused = 0;
      for (const day of daysBetween(parseDay(request.from), parseDay(request.to))) {
        if (!weekdays.has(isoWeekday(day))) continue;
        for (const hour of hours) {
          const instant = instantOf({ ...day, hour }, timeZone);
          const problem = slotTimeProblem(instant, timeZone, now);
          if (problem === 'past') past++;
          else if (problem) refused++;
          else candidates.push(instant);
        }
      }
      const { start } = dayBounds(parseDay(request.from), timeZone);
      const { end } = dayBounds(parseDay(request.to), timeZone);
      const existingAt = await repository.existingBetween(start, end);
      const fresh = candidates.filter((instant) => !existingAt.has(instant.getTime()));
      const existing = candidates.length - fresh.length;
      if (request.dryRun) {
        return { dryRun: true, toCreate: fresh.length, created: 0, existing, past, refused };
      }
      const created = await repository.insertMany(fresh);
      return {
        dryRun: false,
        toCreate: fresh.length,
        created,
        existing: existing + (fresh.length - created),
        past,
        refused,
      };
    },

    /** The day's free slots go at once; booked ones stay (their visitors keep their demos). */
    async deleteFreeOfDay(date: string): Promise<DeleteDaySlotsResult> {
      const { start, end } = dayBounds(parseDay(date), timeZone);
      return repository.deleteFreeBetween(start, end);
    },

    /** With `notify`, the visitor holding the slot gets a cancellation with a link to book another time. */
    async delete(id: string, options: { notify: boolean; changedBy: string }): Promise<Slot> {
      const deleted = await repository.delete(id, (tx, bookingId) =>
        bookedSlotDeleted(tx, bookingId, options),
      );
      if (!deleted) throw notFound(SLOT_NOT_FOUND);
      return toSlot(deleted);
    },

    /** The visitors' read: from the kept calendar (see public-slots.ts), as JSON. */
    listBetweenJson(startIso: string, endIso: string): Promise<string> {
      const start = new Date(startIso);
      const end = new Date(endIso);
      return publicSlots.betweenJson(start, end, async () =>
        (await repository.listBetween(start, end)).map(toSlot),
      );
    },

    /** The month's days with a free slot to come, in the business zone, and the first free slot. */
    async availability(month: string): Promise<SlotAvailability> {
      const [year, monthOfYear] = month.split('-').map(Number) as [number, number];
      const start = instantOf({ year, month: monthOfYear, day: 1 }, timeZone);
      const end = instantOf({ year, month: monthOfYear + 1, day: 1 }, timeZone);
      const found = await publicSlots.availability(start, end);
      return { month, days: found.days, firstFree: found.firstFree?.toISOString() ?? null };
    },

    /** 'Zasady rezerwacji' on 'Sloty'. */
    rules: (): Promise<BookingRules> => rules.read(),
    setRules: (next: BookingRules): Promise<BookingRules> => rules.save(next),

    async listForAdmin(limit: number, offset: number) {
      const [rows, counts] = await Promise.all([repository.listForAdmin(limit, offset), repository.counts()]);
      return { items: rows.map(toAdminSlot), ...counts };
    },
  };
}
export type SlotsService = ReturnType<typeof createSlotsService>;
