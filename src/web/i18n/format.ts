import type { Language } from '@shared/language';
import { toEuro } from '@shared/pricing/calculator';

/** product §9: Polish shows "<amount> zł"; English divides PLN by the configured rate, rounds, shows €. */
export function formatPrice(pln: number, language: Language, eurRate: number, fractionDigits = 0): string {
  if (language === 'en') {
    const euro = toEuro(pln, eurRate, fractionDigits);
    return `€${euro.toLocaleString('en-GB', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })}`;
  }
  const digits = Number.isInteger(pln) ? 0 : 2;
  return `${pln.toLocaleString('pl-PL', { minimumFractionDigits: digits, maximumFractionDigits: digits })} zł`;
}

/**
 * An amount already in the visitor's currency (a quote from `quoteIn`): whole amounts without decimals,
 * others with two, "€45.51" in English and "442,80 zł" in Polish.
 */
export function formatAmount(amount: number, language: Language): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  if (language === 'en') return `€${amount.toLocaleString('en-GB', options)}`;
  return `${amount.toLocaleString('pl-PL', options)} zł`;
}

// The date formats are product §9's, written once in shared (the server's CSV and the slot rules use them too).
export { DEFAULT_TIME_ZONE, formatDate, formatDateTime, formatTime } from '@shared/date-format';
