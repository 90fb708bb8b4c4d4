/**
 * SPEC §9's date formats, the one place they are written: dd.MM.yyyy HH:mm, dd.MM.yyyy and HH:mm on the
 * wall clock of a time zone (the business zone, Europe/Warsaw unless configured). The screens, the CSV
 * export and the slot rules all format through these, so a list, its export and an e-mail agree.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Warsaw';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsIn(date: Date | string, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(new Date(date));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    day: get('day'),
    month: get('month'),
    year: get('year'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** dd.MM.yyyy HH:mm in `timeZone`. */
export function formatDateTime(date: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  const p = partsIn(date, timeZone);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** dd.MM.yyyy in `timeZone`. */
export function formatDate(date: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  const p = partsIn(date, timeZone);
  return `${p.day}.${p.month}.${p.year}`;
}

/** HH:mm in `timeZone`. */
export function formatTime(date: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  const p = partsIn(date, timeZone);
  return `${p.hour}:${p.minute}`;
}

/** dd.MM.yyyy of a calendar day (month 1–12) that has no zone attached. */
export function formatCalendarDay(day: { year: number; month: number; day: number }): string {
  return formatDate(new Date(Date.UTC(day.year, day.month - 1, day.day)), 'UTC');
}
