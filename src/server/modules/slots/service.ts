import type { AdminSlot, Slot } from '@shared/contracts/demo';
import { SLOT_PROBLEM_MESSAGES, slotTimeProblem } from '@shared/slot-rules';
import type { Database } from '../../db/client';
import { conflict, invalidField, notFound } from '../../lib/http-errors';
import type { Clock } from '../../lib/clock';
import type { SharedCache } from '../../lib/shared-cache';
import { createPublicSlots, slotsChangedIn, toSlot } from './public-slots';
import { createSlotsRepository, type AdminSlotRow, type SlotDeletion } from './repository';

export const SLOT_EXISTS = 'Slot o tej dacie i godzinie już istnieje';
export const SLOT_NOT_FOUND = 'Nie znaleziono slotu';

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
  cache: SharedCache,
  effects: { slotDeletedNotify?: SlotDeletion['after'] } = {},
) {
  const repository = createSlotsRepository(db, slotsChangedIn(cache));
  const publicSlots = createPublicSlots(db, cache, () => clock.now());
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

    /** The visitors' read: from the kept calendar (see public-slots.ts), as JSON. */
    listBetweenJson(startIso: string, endIso: string): Promise<string> {
      const start = new Date(startIso);
      const end = new Date(endIso);
      return publicSlots.betweenJson(start, end, async () =>
        (await repository.listBetween(start, end)).map(toSlot),
      );
    },

    async listForAdmin(limit: number, offset: number) {
      const [rows, counts] = await Promise.all([repository.listForAdmin(limit, offset), repository.counts()]);
      return { items: rows.map(toAdminSlot), ...counts };
    },
  };
}
