import type { Language } from '@shared/language';
import { toEuro } from '@shared/pricing/calculator';

/**
 * One Intl.NumberFormat per locale and precision, made on first use: `toLocaleString` builds a new one on
 * every call, and a page of prices called it some fifty times while hydrating (a phone's main thread).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function formatNumber(value: number, locale: 'pl-PL' | 'en-GB', fractionDigits: number): string {
  const key = `${locale}:${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** product §9: Polish shows "<amount> zł"; English divides PLN by the configured rate, rounds, shows €. */
export function formatPrice(pln: number, language: Language, eurRate: number, fractionDigits = 0): string {
  if (language === 'en') {
    const euro = toEuro(pln, eurRate, fractionDigits);
    return `€${formatNumber(euro, 'en-GB', fractionDigits)}`;
  }
  const digits = Number.isInteger(pln) ? 0 : 2;
  return `${formatNumber(pln, 'pl-PL', digits)} zł`;
}

/**
 * An amount already in the visitor's currency (a quote from `quoteIn`): whole amounts without decimals,
 * others with two, "€45.51" in English and "442,80 zł" in Polish.
 */
export function formatAmount(amount: number, language: Language): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  if (language === 'en') return `€${formatNumber(amount, 'en-GB', digits)}`;
  return `${formatNumber(amount, 'pl-PL', digits)} zł`;
}

// The date formats are product §9's, written once in shared (the server's CSV and the slot rules use them too).
export { DEFAULT_TIME_ZONE, formatDate, formatDateTime, formatTime } from '@shared/date-format';

/** A count grouped as the language writes it: "30 000" in Polish, "30,000" in English (the back office too). */
export function formatCount(value: number, language: Language = 'pl'): string {
  return formatNumber(value, language === 'en' ? 'en-GB' : 'pl-PL', 0);
}
