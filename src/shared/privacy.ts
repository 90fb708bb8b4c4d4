import { polishPlural } from './plural';
/**
 * Personal data as the product handles it (RODO art. 5, 13, 15, 17): the versions of the information a
 * visitor sees under a form, the retention periods, and how an anonymised value looks. One place, so the
 * forms, the privacy policy, the server and the back office say the same thing.
 */

/**
 * The information notice under each public form; change it when the notice's wording changes (a second
 * change on one day adds '.2').
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-27.2';
/** The terms of service an order accepts (the /regulamin text in force). */
export const TERMS_VERSION = '2026-11-24';

/** The public forms that collect personal data (the beta pop-up is one form, the order dialogs two). */
export const PUBLIC_FORMS = ['contact', 'demo-booking', 'beta-signup', 'order-simple', 'order-full'] as const;
export type PublicForm = (typeof PUBLIC_FORMS)[number];

export const PUBLIC_FORM_LABELS: Record<PublicForm, string> = {
  contact: 'Formularz kontaktowy',
  'demo-booking': 'Rezerwacja prezentacji',
  'beta-signup': 'Zapis do testów beta',
  'order-simple': 'Zamówienie (krótki formularz)',
  'order-full': 'Zamówienie (pełny formularz)',
};

/** Retention periods as configured (months; the PESEL in days after the order is closed). */
export type RetentionPeriods = {
  contactsMonths: number;
  demoBookingsMonths: number;
  betaSignupsMonths: number;
  ordersMonths: number;
  orderPeselDays: number;
  bugReportsMonths: number;
};

export const DEFAULT_RETENTION: RetentionPeriods = {
  contactsMonths: 24,
  demoBookingsMonths: 24,
  betaSignupsMonths: 24,
  ordersMonths: 72,
  orderPeselDays: 30,
  bugReportsMonths: 36,
};

/** Order statuses after which the first administrator's PESEL is no longer needed (+ orderPeselDays). */
export const ORDER_CLOSED_STATUSES = ['completed', 'cancelled'] as const;

/** What replaces a person's name, e-mail or free text once anonymised. */
export const ANONYMISED = '[zanonimizowano]';

/** `44051401458` → `440514*****`: the birth date part stays readable, the rest is hidden. */
export function maskPesel(pesel: string): string {
  return pesel.slice(0, 6) + '*'.repeat(Math.max(0, pesel.length - 6));
}

/** `AB1234567` → `AB*******`: a passport or ID card number shows only its first two characters. */
export function maskIdentityDocument(document: string): string {
  return document.slice(0, 2) + '*'.repeat(Math.max(0, document.length - 2));
}

/** The minimum time between starting to fill a public form and sending it; quicker is a script. */
export const MIN_FILL_TIME_MS = 2000;

/** GET: the ALTCHA challenge (here, not in the zod contract, so the landing page's bundle stays zod-free). */
export const CHALLENGE_PATH = '/api/challenge';

/** The hidden field a person never fills; a bot filling every input does. */
export const HONEYPOT_FIELD = 'website';

/** "24 miesiące", "6 lat": a period for people, in Polish or English. */
export function describeMonths(months: number, language: 'pl' | 'en'): string {
  if (months % 12 === 0) {
    const years = months / 12;
    if (language === 'en') return years === 1 ? '1 year' : `${years} years`;
    return `${years} ${polishPlural(years, 'rok', 'lata', 'lat')}`;
  }
  if (language === 'en') return months === 1 ? '1 month' : `${months} months`;
  return `${months} ${polishPlural(months, 'miesiąc', 'miesiące', 'miesięcy')}`;
}

export function describeDays(days: number, language: 'pl' | 'en'): string {
  if (language === 'en') return days === 1 ? '1 day' : `${days} days`;
  return `${days} ${days === 1 ? 'dzień' : 'dni'}`;
}
