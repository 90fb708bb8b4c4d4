import type { AdminSlot, Slot, SlotAvailability } from '@shared/contracts/demo';
import { instantOf, SLOT_PROBLEM_MESSAGES, slotTimeProblem } from '@shared/slot-rules';
import type { Database } from '../../db/client';
import { conflict, invalidField, notFound } from '../../lib/http-errors';
import type { Clock } from '../../lib/clock';
import { createSlotsRepository, type AdminSlotRow, type SlotDeletion, type SlotRow } from './repository';

export const SLOT_EXISTS = 'Slot o tej dacie i godzinie już istnieje';
export const SLOT_NOT_FOUND = 'Nie znaleziono slotu';

const toSlot = (row: SlotRow): Slot => ({
  id: row.id,
  datetime: row.datetime.toISOString(),
  isBooked: row.bookedBy !== null,
});

const toAdminSlot = (row: AdminSlotRow): AdminSlot => ({
  ...toSlot(row),
  bookedBy: row.bookedBy,
  bookerName: row.bookerName,
  createdAt: row.createdAt.toISOString(),
});

export function createSlotsService(
  db: Database,
  timeZone: string,
  clock: Clock,
  effects: { slotDeletedNotify?: SlotDeletion['after'] } = {},
) {
  const repository = createSlotsRepository(db);
  return {
    /**
     * product §5: a whole hour 06:00–16:00 in the business zone, on a weekday, in the future, within the booking
     * horizon, not a duplicate.
     */
    async create(datetimeIso: string, now: Date): Promise<Slot> {
      const datetime = new Date(datetimeIso);
      const problem = slotTimeProblem(datetime, timeZone, now);
      if (problem) throw invalidField('datetime', SLOT_PROBLEM_MESSAGES[problem]);
      const created = await repository.insert(datetime);
      if (!created) throw conflict(SLOT_EXISTS, { datetime: SLOT_EXISTS });
      return toSlot(created);
    },

    /** With `notify`, the visitor holding the slot gets a cancellation with a link to book another time. */
    async delete(id: string, options: { notify: boolean; changedBy: string }): Promise<Slot> {
      const deleted = await repository.delete(id, {
        at: clock.now(),
        changedBy: options.changedBy,
        notify: options.notify,
        after: options.notify ? effects.slotDeletedNotify : undefined,
      });
      if (!deleted) throw notFound(SLOT_NOT_FOUND);
      return toSlot(deleted);
    },

    async listBetween(startIso: string, endIso: string): Promise<Slot[]> {
      return (await repository.listBetween(new Date(startIso), new Date(endIso))).map(toSlot);
    },

    /** The month's days with a free slot to come, in the business zone (issue 16), and the first free slot. */
    async availability(month: string): Promise<SlotAvailability> {
      const [year, monthOfYear] = month.split('-').map(Number) as [number, number];
      const start = instantOf({ year, month: monthOfYear, day: 1 }, timeZone);
      const end = instantOf({ year, month: monthOfYear + 1, day: 1 }, timeZone);
      const found = await repository.availability(start, end, clock.now(), timeZone);
      return { month, days: found.days, firstFree: found.firstFree?.toISOString() ?? null };
    },

    async listForAdmin(limit: number, offset: number) {
      const [rows, counts] = await Promise.all([repository.listForAdmin(limit, offset), repository.counts()]);
      return { items: rows.map(toAdminSlot), ...counts };
    },
  };
}
