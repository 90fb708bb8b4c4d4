import type { CompanyDetails } from '@shared/company';
import { formatCalendarDay, formatDate, formatTime, zoneWords } from '@shared/date-format';
import type { Language } from '@shared/language';

/** What every template may use besides its own data: the language, the seller and the installation. */
export type MailContext = {
  language: Language;
  company: CompanyDetails;
  /** The public site's base address in the message's language (PUBLIC_URL or PUBLIC_URL_EN). */
  siteUrl: string;
  /** A public page's address for a link in the message: English pages for an English reader (`?lang=en`). */
  pageUrl: (path?: string) => string;
  /** PUBLIC_URL: where the back office lives (operator notifications link there). */
  adminUrl: string;
  timeZone: string;
  /** The reader's own zone when known and valid (a visitor's browser's): a meeting's time is given in it too. */
  readerTimeZone?: string;
  from: { name: string; address: string };
};

/** Typed texts per language, like the web's defineMessages: the compiler keeps both languages complete. */
export function defineMailMessages<T>(messages: { pl: T; en: NoInfer<T> }): Record<Language, T> {
  return messages;
}

const LOCALES: Record<Language, string> = { pl: 'pl-PL', en: 'en-GB' };

/**
 * "środa, 02.12.2026, 10:00 (czas polski)": the weekday, the date as dd.MM.yyyy, the time and the zone in the
 * site's words (another configured zone is named by its id).
 */
export function formatDateTimeWithZone(date: Date, language: Language, timeZone: string): string {
  const weekday = new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', timeZone }).format(date);
  return `${weekday}, ${formatDate(date, timeZone)}, ${formatTime(date, timeZone)} (${zoneWords(timeZone, language)})`;
}

/** A calendar day stored as YYYY-MM-DD (a payment's deadline or booking date) as dd.MM.yyyy. */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return formatCalendarDay({ year: year!, month: month!, day: day! });
}
