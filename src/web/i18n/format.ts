import type { Language } from '@shared/language';
import { formatNumber, formatPln } from '@shared/money';
import { toEuro } from '@shared/pricing/calculator';

/** Polish shows "<amount> zł"; English divides PLN by the configured rate, rounds, shows €. */
export function formatPrice(pln: number, language: Language, eurRate: number, fractionDigits = 0): string {
  if (language === 'en') {
    const euro = toEuro(pln, eurRate, fractionDigits);
    return `€${formatNumber(euro, 'en-GB', fractionDigits)}`;
  }
  return formatPln(pln, 'whole-bare');
}

/**
 * An amount already in the visitor's currency (a quote from `quoteIn`): whole amounts without decimals,
 * others with two, "€45.51" in English and "442,80 zł" in Polish.
 */
export function formatAmount(amount: number, language: Language): string {
  if (language === 'en') return `€${formatNumber(amount, 'en-GB', Number.isInteger(amount) ? 0 : 2)}`;
  return formatPln(amount, 'whole-bare');
}

// The date formats are written once in shared (the server's CSV and the slot rules use them too).
export { DEFAULT_TIME_ZONE, formatDate, formatDateTime, formatIsoDay, formatTime } from '@shared/date-format';

/** A count grouped as the language writes it: "30 000" in Polish, "30,000" in English (the back office too). */
export function formatCount(value: number, language: Language = 'pl'): string {
  return formatNumber(value, language === 'en' ? 'en-GB' : 'pl-PL', 0);
}
