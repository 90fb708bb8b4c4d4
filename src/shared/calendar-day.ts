/**
 * Calendar days as YYYY-MM-DD strings: the day an instant falls on in a time zone, and day arithmetic.
 * The one place these are written; the server (invoices, proformas, analytics) and the web use them.
 */

// Building an Intl formatter costs far more than using one: one per zone, kept. Using one still costs
// microseconds, and hot paths (every analytics beacon) ask often: the last answer per zone is kept for its
// minute (zones' offsets are whole minutes, so a day always begins on a minute's boundary).
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const lastDays = new Map<string, { minute: number; day: string }>();

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function dayIn(instant: Date, timeZone: string): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  const day = formatDay(instant, timeZone);
  lastDays.set(timeZone, { minute, day });
  return day;
}

function formatDay(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
