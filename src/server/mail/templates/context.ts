import type { CompanyDetails } from '@shared/company';
import type { Language } from '@shared/language';

/** What every template may use besides its own data: the language, the seller and the installation. */
export type MailContext = {
  language: Language;
  company: CompanyDetails;
  /** The public site's address in the message's language (PUBLIC_URL or PUBLIC_URL_EN). */
  siteUrl: string;
  /** PUBLIC_URL: where the back office lives (operator notifications link there). */
  adminUrl: string;
  timeZone: string;
  from: { name: string; address: string };
};

/** Typed texts per language, like the web's defineMessages: the compiler keeps both languages complete. */
export function defineMailMessages<T>(messages: { pl: T; en: NoInfer<T> }): Record<Language, T> {
  return messages;
}

const LOCALES: Record<Language, string> = { pl: 'pl-PL', en: 'en-GB' };

/** "środa, 2 grudnia 2026 10:00 (czas środkowoeuropejski standardowy, Europe/Warsaw)": the zone named. */
export function formatDateTimeWithZone(date: Date, language: Language, timeZone: string): string {
  const locale = LOCALES[language];
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone }).format(date);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(date);
  const zoneName =
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return `${day}, ${time} (${zoneName}, ${timeZone})`;
}

/** "1 234,50 zł" in Polish, "PLN 1,234.50" in English. */
export function formatPln(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'PLN' }).format(amount);
}

export function formatDateTime(date: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}
