/**
 * product §9's date formats, the one place they are written: dd.MM.yyyy HH:mm, dd.MM.yyyy and HH:mm on the
 * wall clock of a time zone (the business zone, Europe/Warsaw unless configured). The screens, the CSV
 * export and the slot rules all format through these, so a list, its export and an e-mail agree.
 * Computed with Intl only, so the result is the same whatever zone the machine or the browser runs in.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Warsaw';

/** How a time names its zone next to it, as the site writes it: '(czas polski)' for the business zone. */
export function zoneWords(timeZone: string, language: 'pl' | 'en' = 'pl'): string {
  if (timeZone !== DEFAULT_TIME_ZONE) return timeZone;
  return language === 'en' ? 'Polish time' : 'czas polski';
}

/** A date on the wall calendar (month 1–12), with no zone attached. */
export type CalendarDay = { year: number; month: number; day: number };
export type WallTime = CalendarDay & { hour: number; minute: number; second: number; millisecond: number };

/** An IANA zone this runtime knows ('Europe/Warsaw', 'America/New_York'); a browser reports its own. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What a wall clock in `timeZone` shows at `date`. */
export function wallTimeIn(date: Date, timeZone: string): WallTime {
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year!,
    month: values.month!,
    day: values.day!,
    hour: values.hour!,
    minute: values.minute!,
    second: values.second!,
    millisecond: date.getUTCMilliseconds(),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** dd.MM.yyyy of a calendar day (month 1–12) that has no zone attached. */
export function formatCalendarDay(day: CalendarDay): string {
  return `${pad(day.day)}.${pad(day.month)}.${day.year}`;
}

/** A day kept as yyyy-MM-dd (a document's issue, sale or due date), written dd.MM.yyyy. */
export function formatIsoDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return formatCalendarDay({ year: year!, month: month!, day: day! });
}

/** dd.MM.yyyy HH:mm in `timeZone`. */
export function formatDateTime(date: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  const wall = wallTimeIn(new Date(date), timeZone);
  return `${formatCalendarDay(wall)} ${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** dd.MM.yyyy in `timeZone`. */
export function formatDate(date: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  return formatCalendarDay(wallTimeIn(new Date(date), timeZone));
}

/** HH:mm in `timeZone`. */
export function formatTime(date: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  const wall = wallTimeIn(new Date(date), timeZone);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}
