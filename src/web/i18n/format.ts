import type { Language } from '@shared/language';
import { toEuro } from '@shared/pricing/calculator';

/** SPEC §9: Polish shows "<amount> zł"; English divides PLN by the configured rate, rounds, shows €. */
export function formatPrice(pln: number, language: Language, eurRate: number, fractionDigits = 0): string {
  if (language === 'en') {
    const euro = toEuro(pln, eurRate, fractionDigits);
    return `€${euro.toLocaleString('en-GB', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })}`;
  }
  const digits = Number.isInteger(pln) ? 0 : 2;
  return `${pln.toLocaleString('pl-PL', { minimumFractionDigits: digits, maximumFractionDigits: digits })} zł`;
}

export const DEFAULT_TIME_ZONE = 'Europe/Warsaw';

function parts(date: Date | string, timeZone: string) {
  const formatted = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(date));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    formatted.find((part) => part.type === type)?.value ?? '';
  return {
    day: get('day'),
    month: get('month'),
    year: get('year'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** SPEC §9 formats, in the business time zone (Europe/Warsaw unless configured). */
export function formatDateTime(date: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  const p = parts(date, timeZone);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}
export function formatDate(date: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  const p = parts(date, timeZone);
  return `${p.day}.${p.month}.${p.year}`;
}
export function formatTime(date: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  const p = parts(date, timeZone);
  return `${p.hour}:${p.minute}`;
}
