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

/** The offline modes this product issues in, and how long each gives to reach KSeF. */
export type KsefOfflineMode = 'offline24' | 'failure';

/**
 * The legal deadline of an offline invoice: offline24, the next business day after its issue date (P_1);
 * in the announced-failure mode, 7 business days after the day the failure ended (taken as `from`).
 */
export function offlineDeadline(mode: KsefOfflineMode, from: string): string {
  return addBusinessDays(from, mode === 'failure' ? 7 : 1);
}
