import type { Language } from './language';

/**
 * How amounts are written, the one place for it: the server's documents, notes and errors and the web's
 * screens all format through these, so an amount reads the same on an invoice, in a note and on a screen.
 */

/**
 * One Intl.NumberFormat per locale and precision, made on first use: `toLocaleString` builds a new one on
 * every call, and a page of prices called it some fifty times while hydrating (a phone's main thread).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
export function formatNumber(value: number, locale: 'pl-PL' | 'en-GB', fractionDigits: number): string {
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

/**
 * An amount in złoty as Polish writes it: "1 234,50 zł". `digits: 'whole-bare'` drops the grosze of a whole
 * amount ("160 zł"), as the screens show prices; the default always writes them, as documents do.
 */
export function formatPln(amount: number, digits: 2 | 'whole-bare' = 2): string {
  const fractionDigits = digits === 'whole-bare' && Number.isInteger(amount) ? 0 : 2;
  return `${formatNumber(amount, 'pl-PL', fractionDigits)} zł`;
}

/** An amount in grosze (the payments ledger's unit) as an amount in złoty: 123456 → "1 234,56 zł". */
export const formatGrosze = (grosze: number): string => formatPln(grosze / 100);

/** An amount in euros with two decimals and the sign after it, as the documents write it: "45.51 €". */
export const formatEurAfter = (amount: number): string => `${formatNumber(amount, 'en-GB', 2)} €`;

const currencyFormats = new Map<Language, Intl.NumberFormat>();
/**
 * An amount in złoty in the reader's language, as the e-mails write it: "1 234,50 zł" in Polish,
 * "PLN 1,234.50" in English.
 */
export function formatPlnIn(amount: number, language: Language): string {
  let format = currencyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'pl' ? 'pl-PL' : 'en-GB', {
      style: 'currency',
      currency: 'PLN',
    });
    currencyFormats.set(language, format);
  }
  return format.format(amount);
}
