/**
 * Polish business days, for the deadlines of invoices issued offline (ksef-docs tryby-offline.md): every day
 * but Saturday, Sunday and the statutory public holidays (ustawa o dniach wolnych od pracy), Easter's
 * movable feasts computed for the year, and 24 December a holiday from 2025 on. Days are YYYY-MM-DD strings.
 */

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The year's public holidays in Poland, sorted. */
export function polishHolidays(year: number): string[] {
  const easter = dateOf(easterSunday(year));
  const fixed = ['01-01', '01-06', '05-01', '05-03', '08-15', '11-01', '11-11', '12-25', '12-26'];
  if (year >= 2025) fixed.push('12-24');
  return [
    ...fixed.map((monthDay) => `${year}-${monthDay}`),
    isoOf(easter),
    isoOf(plusDays(easter, 1)), // Easter Monday
    isoOf(plusDays(easter, 49)), // Pentecost (a Sunday)
    isoOf(plusDays(easter, 60)), // Corpus Christi
  ].sort();
}

export function isBusinessDay(day: string): boolean {
  const weekday = dateOf(day).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !polishHolidays(Number(day.slice(0, 4))).includes(day);
}

/** The `count`-th business day after `day` (1: the next business day). */
export function addBusinessDays(day: string, count: number): string {
  let date = dateOf(day);
  for (let found = 0; found < count;) {
    date = plusDays(date, 1);
    if (isBusinessDay(isoOf(date))) found++;
  }
  return isoOf(date);
}

/**
 * The offline modes of ksef-docs tryby-offline.md this product issues in: 'offline24' (KSeF out of reach,
 * the taxpayer's own choice), 'offline' (issued during an unavailability the Ministry announced) and
 * 'failure' (tryb awaryjny: an announced failure).
 */
export type KsefOfflineMode = 'offline24' | 'offline' | 'failure';

/** An announced unavailability ('offline') or failure, as the operator declared it. */
export type KsefOutageWindow = { kind: 'offline' | 'failure'; startsAt: Date; endsAt: Date };

/**
 * The legal deadline of an invoice issued offline at `issuedAt` (issue date `issueDate`, its P_1), in the
 * one place the rules of tryby-offline.md are written down:
 * - offline24: the next business day after the issue date;
 * - issued during an announced unavailability: the next business day after the day it ended;
 * - an announced failure during which the invoice was issued, or which began by its deadline: 7 business
 *   days from the day the failure ended, counted again from the end of a later failure announced within
 *   those days.
 * `dayOf` gives an instant's day in the business time zone.
 */
export function offlineDeadlineOf(
  issuedAt: Date,
  issueDate: string,
  outages: readonly KsefOutageWindow[],
  dayOf: (instant: Date) => string,
): { mode: KsefOfflineMode; deadline: string } {
  let mode: KsefOfflineMode = 'offline24';
  let deadline = addBusinessDays(issueDate, 1);
  const during = (outage: KsefOutageWindow) => outage.startsAt <= issuedAt && issuedAt <= outage.endsAt;
  for (const outage of outages) {
    if (outage.kind !== 'offline' || !during(outage)) continue;
    const after = addBusinessDays(dayOf(outage.endsAt), 1);
    mode = 'offline';
    if (after > deadline) deadline = after;
  }
  const failures = outages
    .filter((outage) => outage.kind === 'failure')
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const failure of failures) {
    if (failure.endsAt < issuedAt || dayOf(failure.startsAt) > deadline) continue;
    const after = addBusinessDays(dayOf(failure.endsAt), 7);
    mode = 'failure';
    if (after > deadline) deadline = after;
  }
  return { mode, deadline };
}
