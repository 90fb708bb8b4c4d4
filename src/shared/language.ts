/** The two languages of the public site (product §1): Polish by default, English for the English domain. */
export const LANGUAGES = ['pl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pl';

export function isLanguage(value: unknown): value is Language {
  return value === 'pl' || value === 'en';
}

/** Name of the cookie that remembers the visitor's explicit PL/EN choice. */
export const LANGUAGE_COOKIE = 'lang';
