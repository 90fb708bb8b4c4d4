/**
 * One credit (money in) of a statement. Debits are left out: they never pay an order. `reference` is the
 * bank's own identifier of the transaction when the file gives one ('' otherwise).
 */
export type StatementCredit = {
  bookedOn: string;
  amount: number;
  title: string;
  counterparty: string;
  reference: string;
};

/** A file that cannot be read: the line (1-based, null for the whole file) and why. Nothing of it is stored. */
export class StatementRefusal extends Error {
  constructor(
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * How many lines are read between two turns of the event loop: a statement of 15,000 lines is read in
 * slices of a few milliseconds, so the other requests of the back office are answered meanwhile.
 */
export const LINES_PER_TURN = 500;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A real calendar day as YYYY-MM-DD, or null (2027-02-30 is not one). */
export function calendarDay(year: string, month: string, day: string): string | null {
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || isoDay(date) !== `${year}-${month}-${day}` ? null : isoDay(date);
}
